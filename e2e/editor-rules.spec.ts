import type { Page } from '@playwright/test';
import { logosOf, uploadLogo } from './support/api';
import { expect, test } from './support/fixtures';
import { PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 16, the parts that live in the editor: one rule per field (sizes refused with their range, the
 * server refuses the same), a garment change re-places decorations and says so, Lienzo shows the
 * fabric, and the layout at 1440×900 and 390 px. Clicked as a person.
 */

/** Opens the editor of a sample and waits for its canvas. */
async function openEditor(page: Page, sampleId: number) {
  await page.goto(`/samples/${sampleId}/design`);
  await expect(page.getByRole('region', { name: 'Lienzo de diseño' })).toBeVisible();
}

/** Whether a locator's box lies wholly inside the window. */
async function inViewport(page: Page, name: string, box: { x: number; y: number; width: number; height: number } | null) {
  const size = page.viewportSize()!;
  expect(box, `${name} is laid out`).not.toBeNull();
  expect(box!.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${name} top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} right edge`).toBeLessThanOrEqual(size.width + 0.5);
  expect(box!.y + box!.height, `${name} bottom edge`).toBeLessThanOrEqual(size.height + 0.5);
}

test("'Alto en cm' 500 and 0: a message with the allowed range, the field shows the value applied, nothing saved; the API refuses the same with 400", async ({
  signedIn: page,
  sampleWithGarment: { sampleId, garment },
}) => {
  // A 2:1 logo on the 107 cm front: at most 53.5 cm high.
  const logo = await uploadLogo(page.request, sampleId, garment.positions[0]!.id, { width: 200, height: 100, name: 'escudo.png' });
  await openEditor(page, sampleId);
  await page.getByRole('tab', { name: 'Logo 1' }).click();
  for (const typed of ['500', '0']) {
    const height = page.getByLabel('Alto en cm');
    await height.fill(typed);
    await height.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'El alto debe estar entre' })).toHaveText('El alto debe estar entre 0.1 y 53.5 cm. Se mantiene 10 cm.');
    await expect(page.getByLabel('Alto en cm')).toHaveValue('10');
    await expect(page.getByLabel('Alto en cm')).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByLabel('Ancho en cm')).toHaveText('20.00');
  const [stored] = await logosOf(page.request, sampleId);
  expect([stored!.heightCm, stored!.widthCm]).toEqual([10, 20]);

  // The server refuses what the editor refuses (it checks each side against the view: 0.1–107 cm).
  for (const heightCm of [500, 0, 0.05, 107.5]) {
    const res = await page.request.patch(`/api/business/samples/${sampleId}/logos/${logo.logoId}`, { data: { heightCm } });
    expect(res.status()).toBe(400);
  }
  const refused = await page.request.patch(`/api/business/samples/${sampleId}/logos/${logo.logoId}`, { data: { widthCm: 108 } });
  expect(await refused.json()).toEqual({ message: 'El ancho debe estar entre 0.1 y 107 cm.', fields: ['widthCm'] });

  // A value inside the range is applied and saved.
  await page.getByLabel('Alto en cm').fill('53.5');
  await page.getByLabel('Alto en cm').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'El alto debe estar entre' })).toHaveCount(0);
  await expect.poll(async () => (await logosOf(page.request, sampleId))[0]!.heightCm).toBe(53.5);
});

test('changing the garment re-places a logo into the new print area, scaled to fit, and says what moved', async ({ signedIn: page, sampleWithGarment: { sampleId, garment } }) => {
  // 20 × 10 cm in the middle of the shirt's front.
  await uploadLogo(page.request, sampleId, garment.positions[0]!.id, { width: 200, height: 100, name: 'escudo.png' });
  await openEditor(page, sampleId);
  await page.getByRole('button', { name: /Información de Prenda/ }).click();
  await page.getByRole('button', { name: 'Cambiar' }).click();
  const chooser = page.getByRole('dialog', { name: 'Selecciona un producto' });
  await chooser.getByRole('button', { name: 'Gorra' }).click();
  await chooser.getByRole('button', { name: 'Seleccionar Prenda' }).click();
  await expect(chooser).toBeHidden();
  const notice = page.getByRole('status', { name: /Con la nueva prenda se reacomodó 1 decorado/ });
  await expect(notice).toContainText(/Logo 1: pasó a Frente, zona Frente gorra \(centrado\); reducido a 10\.3 × 5\.2 cm/);
  await snap(page, 'editor-garment-changed-wide');
  // The server placed it inside the cap's front area (31 cm view; area 10.3 × 7.4 cm from 10.3, 10.1 cm).
  const [logo] = await logosOf(page.request, sampleId);
  expect(logo!.widthCm).toBeLessThanOrEqual(10.34);
  expect(logo!.widthCm / logo!.heightCm).toBeCloseTo(2, 1);
  expect(logo!.xpositionCm).toBeCloseTo(15.5, 0);
  await notice.getByRole('button', { name: 'Entendido' }).click();
  await expect(notice).toBeHidden();
});

test("with 'Muestra sobre: Lienzo' the canvas shows the fabric in its colour with its name; the garment stays as a reference", async ({
  signedIn: page,
  sampleWithGarment: { sampleId, garment },
}) => {
  await uploadLogo(page.request, sampleId, garment.positions[0]!.id, { width: 200, height: 100, name: 'escudo.png' });
  await openEditor(page, sampleId);
  await page.getByRole('button', { name: /Información de Prenda/ }).click();
  await page.getByLabel('Muestra sobre').selectOption('Lienzo');
  await page.getByLabel('Tipo de lienzo').selectOption('Polar');
  const canvas = page.getByRole('region', { name: 'Lienzo de diseño' });
  await expect(canvas.getByRole('img', { name: 'Lienzo de Polar, color #FFFFFF' })).toBeVisible();
  await expect(canvas.getByText('Lienzo · Polar')).toBeVisible();
  await expect(canvas.getByRole('img', { name: 'Vista Frente' })).toHaveCount(0);
  // The logo is on the fabric.
  await expect(canvas.getByRole('button', { name: 'Logo 1', exact: true })).toBeVisible();
  await canvas.getByRole('button', { name: 'Prenda de referencia' }).click();
  await expect(canvas.getByRole('img', { name: 'Referencia: vista Frente' })).toBeVisible();
  await snap(page, 'editor-lienzo-wide');
});

test('at 1440×900 the whole canvas, the view buttons and the selected logo’s main fields are visible without scrolling; the title names the screen', async ({
  signedIn: page,
  sampleWithGarment: { sampleId, sampleName, garment },
}) => {
  await page.setViewportSize(WIDE);
  await uploadLogo(page.request, sampleId, garment.positions[0]!.id, { width: 200, height: 100, name: 'escudo.png' });
  await openEditor(page, sampleId);
  await expect(page).toHaveTitle(`Diseñar · ${sampleName} · Muestrario`);
  // Selected on the canvas, as a person does (the tab strip is under the canvas).
  await page.getByRole('region', { name: 'Lienzo de diseño' }).getByRole('button', { name: 'Logo 1', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editar Logo' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await inViewport(page, 'canvas', await page.getByRole('region', { name: 'Lienzo de diseño' }).boundingBox());
  const views = page.getByRole('navigation', { name: 'Vistas de la prenda' }).filter({ visible: true });
  await inViewport(page, 'view buttons', await views.boundingBox());
  for (const label of ['Alto en cm', 'Rotación']) await inViewport(page, label, await page.getByLabel(label).boundingBox());
  await inViewport(page, 'Nombre del logo', await page.getByLabel('Nombre del logo').boundingBox());
  await snap(page, 'editor-wide-1440x900');
});

test('at 390 px the chooser’s confirm button is in sight once a garment is picked, and view badges are not clipped', async ({ signedIn: page, freshSample: { sampleId } }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/samples/${sampleId}/design`);
  const chooser = page.getByRole('dialog', { name: 'Selecciona un producto' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: 'Overol industrial' }).click();
  const confirm = chooser.getByRole('button', { name: 'Seleccionar Prenda' });
  await expect(confirm).toBeVisible();
  await inViewport(page, 'Seleccionar Prenda', await confirm.boundingBox());
  await snap(page, 'editor-chooser-390');
  await confirm.click();
  await expect(chooser).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Vistas de la prenda' }).filter({ visible: true });
  const navBox = (await nav.boundingBox())!;
  for (const badge of await nav.getByText(/^\d+$/).all()) {
    const box = (await badge.boundingBox())!;
    expect(box.y, 'badge top inside the row').toBeGreaterThanOrEqual(navBox.y - 0.5);
    expect(box.x + box.width, 'badge right edge inside the row').toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
  }
  await snap(page, 'editor-phone-390');
});

test("threads are found by Spanish colour words: 'rojo', 'azul marino', 'verde', 'dorado'", async ({ signedIn: page, sampleWithGarment: { sampleId, garment } }) => {
  await uploadLogo(page.request, sampleId, garment.positions[0]!.id, { width: 200, height: 100, name: 'escudo.png' });
  await openEditor(page, sampleId);
  await page.getByRole('tab', { name: 'Logo 1' }).click();
  const search = page.getByRole('combobox', { name: 'Buscar color de hilo' });
  for (const word of ['rojo', 'azul marino', 'verde', 'dorado']) {
    await search.fill(word);
    await expect(page.getByRole('option', { name: new RegExp(` · ${word}$`) }).first()).toBeVisible();
  }
});
