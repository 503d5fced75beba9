import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { buildProofPdf } from '../../src/modules/documents/proof';
import { buildWorksheetPdf } from '../../src/modules/documents/worksheet';
import { DECORATION_FRAME_COLOUR, VIEW_FRAME_COLOUR } from '../../src/modules/documents/draw-view';
import { viewWindow, type Rect } from '@muestrario/shared/rules';
import type { CurrentClothing, Logo } from '@muestrario/shared/contract';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { THREE_VIEW_SAMPLE } from './three-view-sample';
import { strokedRects, type DrawnRect } from './pdf-geometry';
import { injectAs } from '../helpers/request';

const A4_HEIGHT_PT = 841.89;
/** Acceptance 3 of issue 17: the drawing agrees with the stored placement within 0.5 mm. */
const TOLERANCE_CM = 0.05;

/**
 * Issue 17, acceptance 3: the coordinates written in the PDFs (read back from the uncompressed content
 * streams) agree with the stored cm values. Each view's frame gives the scale; each decoration's frame its
 * centre, size and rotation.
 */
describe('proof and worksheet drawings agree with the stored placement', () => {
  let t: TestApp;
  let sampleId: number;
  let logos: Logo[];
  let clothing: CurrentClothing;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    const as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
    sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', THREE_VIEW_SAMPLE).executeTakeFirstOrThrow()).id;
    // A rotation and an off-centre place, so a swapped axis or a lost rotation shows.
    const first = await t.app.db.selectFrom('logos').select('id').where('sample_id', '=', sampleId).orderBy('id').executeTakeFirstOrThrow();
    await t.app.db.updateTable('logos').set({ rotate_degrees: 30, x_cm: 81.3, y_cm: 47.9 }).where('id', '=', first.id).execute();
    logos = (await as('GET', `/api/business/samples/${sampleId}/logos`)).json();
    clothing = (await as('GET', `/api/business/samples/${sampleId}/current-clothing`)).json();
  });
  afterAll(() => t.close());

  const views = () => clothing.positions.map((p) => ({ p, logos: logos.filter((l) => l.viewId === p.id) })).filter((v) => v.logos.length);

  /** Compares each decoration frame after a view frame with the stored logo, in real cm. */
  function expectAgreement(rects: DrawnRect[], expected: Array<{ width: number; window: Rect; logos: Logo[] }>) {
    const frames = rects.filter((r) => r.colour === VIEW_FRAME_COLOUR.toUpperCase());
    expect(frames).toHaveLength(expected.length);
    let cursor = 0;
    expected.forEach((view, i) => {
      const frame = frames[i]!;
      const at = rects.indexOf(frame, cursor);
      cursor = at + 1;
      const boxes = rects.slice(at + 1, at + 1 + view.logos.length);
      expect(boxes.every((b) => b.colour === DECORATION_FRAME_COLOUR.toUpperCase())).toBe(true);
      const mmPerCm = frame.width / view.window.width;
      const left = frame.centre.x - frame.width / 2;
      const top = frame.centre.y - frame.height / 2;
      view.logos.forEach((logo, k) => {
        const box = boxes[k]!;
        expect(Math.abs(view.window.left + (box.centre.x - left) / mmPerCm - logo.xpositionCm)).toBeLessThan(TOLERANCE_CM);
        expect(Math.abs(view.window.top + (box.centre.y - top) / mmPerCm - logo.ypositionCm)).toBeLessThan(TOLERANCE_CM);
        expect(Math.abs(box.width / mmPerCm - logo.widthCm)).toBeLessThan(TOLERANCE_CM);
        expect(Math.abs(box.height / mmPerCm - logo.heightCm)).toBeLessThan(TOLERANCE_CM);
        expect(Math.abs(box.rotateDegrees - logo.rotateDegrees)).toBeLessThan(0.1);
      });
    });
  }

  const placed = (l: Logo) => ({ xCm: l.xpositionCm, yCm: l.ypositionCm, widthCm: l.widthCm, heightCm: l.heightCm, rotateDegrees: l.rotateDegrees });

  it('the proof: three views, each decoration at its place', async () => {
    expect(views()).toHaveLength(3);
    expect(logos.some((l) => l.rotateDegrees === 30)).toBe(true);
    const pdf = await buildProofPdf(t.app, sampleId, { compress: false, paper: 'A4' });
    const rects = strokedRects(pdf, [VIEW_FRAME_COLOUR, DECORATION_FRAME_COLOUR], A4_HEIGHT_PT);
    expectAgreement(
      rects,
      views().map((v) => ({ width: v.p.width, window: viewWindow(v.p.width, v.logos.map(placed)), logos: v.logos })),
    );
  });

  it('the worksheet: each decoration on its own drawing, at its place', async () => {
    const pdf = await buildWorksheetPdf(t.app, sampleId, { compress: false, paper: 'A4' });
    const rects = strokedRects(pdf, [VIEW_FRAME_COLOUR, DECORATION_FRAME_COLOUR], A4_HEIGHT_PT);
    expectAgreement(
      rects,
      views().flatMap((v) => v.logos.map((l) => ({ width: v.p.width, window: viewWindow(v.p.width, [placed(l)]), logos: [l] }))),
    );
  });
});
