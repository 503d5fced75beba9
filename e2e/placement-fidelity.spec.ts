import type { Locator, Page } from '@playwright/test';
import { addText, uploadLogo } from './support/api';
import { expect, test } from './support/fixtures';
import { snap } from './support/screens';

/*
 * Issue 16, acceptance 5: the editor's canvas, the review's placement preview and its printout draw every
 * decoration where it is stored: centre, size and rotation within 0.5 mm, at 390, 768 and 1440 px wide.
 * Each drawn box (getBoundingClientRect: the rotated element's bounds) is read back in cm with the view's
 * px per cm (the drawing area's inner width ÷ the view's width in cm) and compared with the bounds the
 * stored cm values give (the shared geometry's rotated bounds); the angle is read from the transform.
 */

const TOLERANCE_CM = 0.05;
const WIDTHS = [390, 768, 1440] as const;

interface Stored {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  degrees: number;
}

/** Bounds in cm of a box of `s` rotated about its centre (as `rotatedBounds` in shared/src/rules/placement.ts). */
function expectedBounds(s: Stored) {
  const r = (s.degrees * Math.PI) / 180;
  const w = Math.abs(s.width * Math.cos(r)) + Math.abs(s.height * Math.sin(r));
  const h = Math.abs(s.width * Math.sin(r)) + Math.abs(s.height * Math.cos(r));
  return { cx: s.x, cy: s.y, width: w, height: h, degrees: s.degrees };
}

/** Every decoration drawn in `area`, measured in cm from the area's inner top-left. */
async function measure(area: Locator, viewWidthCm: number, selector: string) {
  return area.evaluate(
    (el, { viewWidthCm, selector }) => {
      const frame = el.getBoundingClientRect();
      const pxPerCm = el.clientWidth / viewWidthCm;
      const left = frame.left + el.clientLeft;
      const top = frame.top + el.clientTop;
      return [...el.querySelectorAll<HTMLElement>(selector)].map((d) => {
        const box = d.getBoundingClientRect();
        const m = new DOMMatrixReadOnly(getComputedStyle(d).transform === 'none' ? undefined : getComputedStyle(d).transform);
        return {
          name: d.getAttribute('aria-label') ?? d.getAttribute('alt') ?? d.textContent ?? '',
          cx: (box.left + box.width / 2 - left) / pxPerCm,
          cy: (box.top + box.height / 2 - top) / pxPerCm,
          width: box.width / pxPerCm,
          height: box.height / pxPerCm,
          degrees: (Math.atan2(m.b, m.a) * 180) / Math.PI,
        };
      });
    },
    { viewWidthCm, selector },
  );
}

function expectFaithful(where: string, drawn: Awaited<ReturnType<typeof measure>>, stored: Stored[]) {
  expect(drawn.map((d) => d.name).sort(), `${where}: what is drawn`).toEqual(stored.map((s) => s.name).sort());
  for (const s of stored) {
    const d = drawn.find((x) => x.name === s.name)!;
    const e = expectedBounds(s);
    for (const key of ['cx', 'cy', 'width', 'height'] as const) {
      expect(Math.abs(d[key] - e[key]), `${where} · ${s.name} · ${key}: drawn ${d[key].toFixed(3)} cm, stored ${e[key].toFixed(3)} cm`).toBeLessThanOrEqual(TOLERANCE_CM);
    }
    expect(Math.abs(d.degrees - e.degrees), `${where} · ${s.name} · rotation`).toBeLessThanOrEqual(0.5);
  }
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // Let the canvas follow its new width (a ResizeObserver) before measuring.
  await page.waitForTimeout(300);
}

test('editor canvas, review preview and printout agree with the stored cm at 390, 768 and 1440 px', async ({ signedIn: page, sampleWithGarment: { sampleId, garment } }) => {
  const front = garment.positions[0]!;
  const logo = await uploadLogo(page.request, sampleId, front.id, { width: 200, height: 100, name: 'escudo.png', at: { x: 18, y: 22 } });
  const patched = await page.request.patch(`/api/business/samples/${sampleId}/logos/${logo.logoId}`, { data: { heightCm: 7.3, widthCm: 14.6, rotateDegrees: 30 } });
  expect(patched.ok()).toBe(true);
  await addText(page.request, sampleId, front.id, 'PLANTA NORTE', { widthCm: 16.4, heightCm: 2.2, xCm: 26.5, yCm: 40.2, rotateDegrees: -12 });
  const stored: Stored[] = [
    { name: 'Logo 1', x: 18, y: 22, width: 14.6, height: 7.3, degrees: 30 },
    { name: 'Texto «PLANTA NORTE»', x: 26.5, y: 40.2, width: 16.4, height: 2.2, degrees: -12 },
  ];

  await page.goto(`/samples/${sampleId}/design`);
  const canvas = page.getByRole('region', { name: 'Lienzo de diseño' });
  await expect(canvas.getByRole('button', { name: 'Logo 1', exact: true })).toBeVisible();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    expectFaithful(`editor at ${width} px`, await measure(canvas, front.width, '[data-decoration]'), stored);
    await snap(page, `fidelity-editor-${width}`);
  }

  const sent = await page.request.post(`/api/business/samples/${sampleId}/end-design`);
  expect(sent.ok()).toBe(true);
  await page.goto(`/samples/${sampleId}`);
  const preview = page.getByRole('region', { name: 'Decorados Frente' }).getByTestId('placement-preview');
  await expect(preview.getByTestId('preview-text')).toHaveText('PLANTA NORTE');
  const reviewStored = stored.map((s) => (s.name === 'Logo 1' ? s : { ...s, name: 'PLANTA NORTE' }));
  for (const media of ['screen', 'print'] as const) {
    await page.emulateMedia({ media });
    for (const width of WIDTHS) {
      await atWidth(page, width);
      expectFaithful(`review (${media}) at ${width} px`, await measure(preview, front.width, '[data-testid="preview-logo"], [data-testid="preview-text"]'), reviewStored);
    }
  }
  await page.emulateMedia({ media: 'screen' });
  await atWidth(page, 1440);
  await preview.scrollIntoViewIfNeeded();
  await snap(page, 'fidelity-review-1440');
});
