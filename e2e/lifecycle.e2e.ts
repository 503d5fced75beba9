import type { Browser, Page } from 'playwright-core';
import { audit } from './support/axe';
import { DEMO, DESIGNER, expectVisible, launchBrowser, newPage, PHONE, QUALITY, signIn, snap, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A demo sample of the signed-in user (or anyone's, for staff) at a stage, by the list API. */
async function sampleAt(page: Page, stage: number, ownedBy?: number): Promise<number> {
  const list = (await (await page.request.get('/api/dashboard/samples')).json()) as { sampleId: number; sampleStage: number; ownerId: number }[];
  const found = list.find((s) => s.sampleStage === stage && (ownedBy === undefined || s.ownerId === ownedBy));
  if (!found) throw new Error(`no demo sample at stage ${stage}`);
  return found.sampleId;
}
const myId = async (page: Page) => ((await (await page.request.get('/api/auth/details')).json()) as { id: number }).id;

/** A small PNG photo (1 × 1 px). */
const PHOTO = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db00000000049454e44ae426082', 'hex');

test.each([
  ['wide', WIDE],
  ['phone', PHONE],
] as const)('the review at stages 4, 6 and 8 (%s): stepper, the one action, the timeline from the server', async (label, viewport) => {
  for (const [stage, user] of [
    [4, QUALITY],
    [6, DEMO],
    [8, DEMO],
  ] as const) {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, user);
    const id = await sampleAt(page, stage, user === DEMO ? await myId(page) : undefined);
    await page.goto(`/samples/${id}`);
    const stepper = page.getByRole('navigation', { name: /^Etapas de la muestra/ });
    await expectVisible(stepper);
    await expectVisible(stepper.locator('[aria-current="step"]'));
    const action = { 4: 'Registrar revisión de calidad', 6: 'Registrar respuesta del cliente', 8: 'Abrir nueva ronda' }[stage];
    await expectVisible(page.getByRole('button', { name: action }));
    await expectVisible(page.getByRole('region', { name: 'Actividad' }).getByText('creó la muestra'));
    expect(await audit(page)).toEqual([]);
    await snap(page, `review-stage-${stage}-${label}`);
    await page.getByRole('button', { name: action }).click();
    await expectVisible(page.getByRole('dialog', { name: action }));
    await snap(page, `review-stage-${stage}-dialog-${label}`);
    await context.close();
  }
});

test('a quality failure sends the sample to Error; the seller opens round 2 and edits it, round 1 stays readable', async () => {
  const quality = await newPage(browser, WIDE);
  await signIn(quality.page, QUALITY);
  const seller = await newPage(browser, WIDE);
  await signIn(seller.page, DEMO);
  const id = await sampleAt(seller.page, 4, await myId(seller.page));

  const q = quality.page;
  await q.goto(`/samples/${id}`);
  await q.getByRole('button', { name: 'Registrar revisión de calidad' }).click();
  const dialog = q.getByRole('dialog', { name: 'Registrar revisión de calidad' });
  await dialog.getByRole('checkbox', { name: 'Tamaño: aprobado' }).first().uncheck();
  await dialog.getByRole('combobox', { name: /Motivo del error/ }).selectOption({ label: 'Tamaño' });
  await dialog.getByRole('textbox', { name: /Descripción/ }).fill('El logotipo mide 2 cm más de lo pedido.');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'revision.png', mimeType: 'image/png', buffer: PHOTO });
  await dialog.getByRole('button', { name: 'Registrar y enviar a Error' }).click();
  await expectVisible(q.getByRole('navigation', { name: /^Etapas/ }).locator('[aria-current="step"]').getByText('8. Error'));
  await expectVisible(q.getByRole('region', { name: 'Actividad' }).getByText(/reprobada \(Tamaño\)/));

  const s = seller.page;
  await s.goto(`/samples/${id}`);
  await s.getByRole('button', { name: 'Abrir nueva ronda' }).click();
  await s.getByRole('dialog', { name: 'Abrir nueva ronda' }).getByRole('button', { name: 'Abrir nueva ronda' }).click();
  await s.waitForURL(`**/samples/${id}/design`);
  const rounds = (await (await s.request.get(`/api/business/samples/${id}/rounds`)).json()) as { round: number; current: boolean; design: unknown; checklists: unknown[] }[];
  expect(rounds.map((r) => [r.round, r.current])).toEqual([
    [1, false],
    [2, true],
  ]);
  expect(rounds[0]!.design).not.toBeNull();
  expect(rounds[0]!.checklists).toHaveLength(1);
  await quality.context.close();
  await seller.context.close();
});

test("a comment with @calidad reaches the quality user's bell in another browser, live, without a reload", async () => {
  const quality = await newPage(browser, WIDE);
  await signIn(quality.page, QUALITY);
  const bell = quality.page.getByRole('button', { name: /^Notificaciones/ });
  await expectVisible(bell);
  const before = (await bell.getAttribute('aria-label')) ?? '';
  const count = (label: string) => Number(/(\d+) sin leer/.exec(label)?.[1] ?? 0);

  const designer = await newPage(browser, WIDE);
  await signIn(designer.page, DESIGNER);
  const id = await sampleAt(designer.page, 3);
  await designer.page.goto(`/samples/${id}`);
  const activity = designer.page.getByRole('region', { name: 'Actividad' });
  await activity.getByRole('textbox', { name: 'Comentario' }).fill('@calidad revisen el hilo dorado, por favor');
  const sentAt = Date.now();
  await activity.getByRole('button', { name: 'Comentar' }).click();
  await expectVisible(activity.getByText('@calidad revisen el hilo dorado, por favor'));

  await quality.page.waitForFunction(
    (n: number) => Number(/(\d+) sin leer/.exec(document.querySelector('button[aria-label^="Notificaciones"]')?.getAttribute('aria-label') ?? '')?.[1] ?? 0) > n,
    count(before),
    { timeout: 5000 },
  );
  // From the click (comment saved, then the signal) to the other browser's bell: the goal is 1 s; the
  // bound leaves room for a loaded test machine.
  const elapsed = Date.now() - sentAt;
  console.log(`bell updated ${elapsed} ms after the comment was sent`);
  expect(elapsed).toBeLessThan(3000);
  await bell.click();
  await expectVisible(quality.page.getByRole('list', { name: 'Lista de notificaciones' }).getByText('Te mencionó', { exact: false }).first());
  await snap(quality.page, 'bell-open-wide');
  await quality.context.close();
  await designer.context.close();
});
