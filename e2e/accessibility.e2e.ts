import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expectVisible, launchBrowser, newPage, PHONE, signIn, WIDE } from './support/browser';

/*
 * Automated accessibility audit (axe-core, WCAG 2.1 A/AA rules) of every screen this release has,
 * on a wide screen and a phone. Serious and critical findings fail the test.
 */
// Evaluated through the DevTools protocol: the app's CSP (rightly) blocks injected <script> tags.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function audit(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  ['wide', WIDE],
  ['phone', PHONE],
] as const)('accessibility on a %s screen', (_name, viewport) => {
  test('sign-in screen, also with the error box', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/login');
    await expectVisible(page.getByLabel('Usuario'));
    expect(await audit(page)).toEqual([]);
    await page.getByLabel('Usuario').fill('demo');
    await page.getByLabel('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectVisible(page.getByRole('alert'));
    expect(await audit(page)).toEqual([]);
    await context.close();
  });

  test('home, editor and back-office screens', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page);
    await expectVisible(page.getByRole('heading', { name: 'Inicio', level: 1 }));
    expect(await audit(page)).toEqual([]);

    const samples = (await (await page.request.get('/api/dashboard/samples')).json()) as { sampleId: number; sampleStage: number; title: string | null }[];
    // The editor with a garment (a sample without one opens the garment chooser: audited too).
    await page.goto(`/samples/${samples.find((s) => s.sampleStage === 1 && s.title !== null)!.sampleId}/design`);
    await expectVisible(page.getByRole('heading', { name: 'Diseña tu muestra' }));
    await expectVisible(page.getByRole('region', { name: 'Lienzo de diseño' }).getByRole('img').first());
    expect(await audit(page)).toEqual([]);
    await page.goto(`/samples/${samples.find((s) => s.sampleStage === 1 && s.title === null)!.sampleId}/design`);
    await expectVisible(page.getByRole('dialog', { name: 'Selecciona un producto' }).getByRole('button').nth(2));
    expect(await audit(page)).toEqual([]);

    await page.goto('/admin');
    await expectVisible(page.getByRole('region', { name: 'Indicadores' }));
    expect(await audit(page)).toEqual([]);
    await context.close();
  });
});
