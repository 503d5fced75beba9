import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { writeDstFile } from '../shared/src/rules/colour/dst-write';
import { logosOf } from './support/api';
import { expect, test } from './support/fixtures';
import { DESIGNER, PHONE, snap, WIDE } from './support/screens';

/*
 * Decoration intelligence (issue 18, acceptance 2): a seller uploads a two-colour logo, picks the threads
 * the editor suggests, sees a warning when the garment colour is close to one of them and the Bordado
 * estimate follow 'Alto en cm'; the designer uploads a DST render and the review shows its real count.
 */

const CARDINAL_RED: [number, number, number] = [0xc8, 0x10, 0x2e];
const SLATE_NAVY: [number, number, number] = [0x1f, 0x2a, 0x44];

/** A 200 × 100 PNG: a red square (left) and a navy square (right) on white. */
function twoColourPng(): Buffer {
  const png = new PNG({ width: 200, height: 100 });
  for (let y = 0; y < 100; y++) {
    for (let x = 0; x < 200; x++) {
      const inRed = x >= 10 && x < 90 && y >= 10 && y < 90;
      const inNavy = x >= 110 && x < 190 && y >= 30 && y < 70;
      png.data.set([...(inRed ? CARDINAL_RED : inNavy ? SLATE_NAVY : [255, 255, 255]), 255], (y * 200 + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

const estimate = (page: Page) => page.getByRole('region', { name: 'Estimado de bordado' });

test('two colours → suggested threads added → a warning on a close garment colour → the estimate follows the height; a DST render shows its real count', async ({
  signedIn: seller,
  sampleWithGarment: { sampleId, sampleName },
  signInAs,
}) => {
  test.setTimeout(120_000);
  await seller.goto(`/samples/${sampleId}/design`);
  await expect(seller.getByRole('region', { name: 'Lienzo de diseño' })).toBeVisible();

  // Upload through the file picker, as a person does.
  await seller.getByRole('button', { name: /Sube un archivo/ }).click();
  const chooser = seller.waitForEvent('filechooser');
  await seller.getByRole('button', { name: /Logo Selecciona un archivo/ }).click();
  await (await chooser).setFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: twoColourPng() });
  await expect(seller.getByRole('heading', { name: 'Editar Logo' })).toBeVisible();

  // Two swatches, each with its share and the nearest catalogue threads in words.
  const colours = seller.getByRole('list', { name: 'Colores del logo' });
  await expect(colours.getByRole('listitem', { name: /^Color #/ })).toHaveCount(2);
  await expect(colours.getByRole('listitem', { name: /^Color #C8102E, 67 % del logo$/ })).toBeVisible();
  await expect(colours.getByRole('listitem', { name: /^Color #1F2A44, 33 % del logo$/ })).toBeVisible();
  const forRed = seller.getByRole('list', { name: 'Hilos sugeridos para #C8102E' });
  const forNavy = seller.getByRole('list', { name: 'Hilos sugeridos para #1F2A44' });
  await expect(forRed.getByText('ΔE 0 · indistinguible')).toBeVisible();
  await expect(forNavy.getByText('ΔE 0 · indistinguible')).toBeVisible();

  // One click each puts the suggested thread in 'Colores(Pantones)'.
  await forRed.getByRole('button', { name: /^Agregar hilo .* Cardinal Red$/ }).click();
  await forNavy.getByRole('button', { name: /^Agregar hilo .* Slate Navy$/ }).click();
  const chosen = seller.getByRole('list', { name: 'Colores elegidos' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(chosen).toContainText('Cardinal Red');
  await expect(chosen).toContainText('Slate Navy');
  await expect(forRed.getByRole('button', { name: /Cardinal Red agregado$/ })).toBeDisabled();
  await expect.poll(async () => (await logosOf(seller.request, sampleId))[0]?.pantones.length).toBe(2);

  // No warning on the white garment; a navy garment hides the navy thread.
  await expect(seller.getByRole('region', { name: 'Avisos del decorado' })).toHaveCount(0);
  const before = await estimate(seller).locator('output').textContent();
  expect(before).toMatch(/^Estimado: [\d,]+ puntadas$/);
  await seller.getByRole('button', { name: 'Volver al menú' }).click();
  await seller.getByRole('button', { name: /Información de Prenda/ }).click();
  const garmentColour = seller.getByRole('textbox', { name: 'Color de la prenda', exact: true });
  await garmentColour.fill('1B2A47');
  await garmentColour.press('Tab');
  await expect(seller.getByText('Cambios guardados')).toBeVisible();
  await seller.getByRole('button', { name: 'Logo 1', exact: true }).click();
  const warnings = seller.getByRole('region', { name: 'Avisos del decorado' });
  await expect(warnings).toContainText(/El hilo .* Slate Navy apenas se verá sobre la prenda \(ΔE \d/);
  await expect(warnings).not.toContainText('Cardinal Red');

  // 'Alto en cm' → the estimate changes at once.
  const height = seller.getByRole('textbox', { name: 'Alto en cm' });
  await height.fill('5');
  await height.press('Tab');
  await expect(estimate(seller).locator('output')).not.toHaveText(before!);
  const after = Number((await estimate(seller).locator('output').textContent())!.replace(/\D/g, ''));
  expect(after).toBeLessThan(Number(before!.replace(/\D/g, '')));
  await expect(estimate(seller)).toContainText('min de máquina');
  await expect(estimate(seller)).toContainText('m de bobina');
  await expect(estimate(seller)).toContainText(/Tarifa: Hasta [\d,]+ puntadas/);

  for (const [size, viewport] of [['wide', WIDE], ['phone', PHONE]] as const) {
    await seller.setViewportSize(viewport);
    await snap(seller, `colour-intel-logo-panel-${size}`);
  }
  await seller.setViewportSize(WIDE);

  // The send dialog counts the warning and lets it go.
  await seller.getByRole('button', { name: 'Enviar diseño' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Enviar diseño' });
  await expect(dialog.getByRole('region', { name: 'Avisos del diseño' })).toContainText('Hay 1 aviso (puedes enviar de todos modos)');
  await dialog.getByRole('button', { name: 'Enviar diseño' }).click();
  await seller.waitForURL((url) => url.pathname === '/samples');

  // The designer uploads a DST render (built from the format's description): the review shows the real count.
  const designer = await signInAs(DESIGNER);
  await designer.goto(`/samples/${sampleId}`);
  await expect(designer.getByRole('heading', { name: sampleName })).toBeVisible();
  const render = designer.getByRole('region', { name: 'RENDER' });
  const [files] = await Promise.all([designer.waitForEvent('filechooser'), render.getByRole('button', { name: /Arrastra & Suelta o Busca en tu equipo/ }).click()]);
  const dst = writeDstFile({ label: 'ESCUDO', stitches: 8_412, colourChanges: 1, widthMm: 90, heightMm: 45 });
  await files.setFiles({ name: 'escudo.dst', mimeType: 'application/octet-stream', buffer: Buffer.from(dst) });
  const real = render.getByRole('region', { name: 'Bordado según el archivo DST' });
  await expect(real).toContainText('Conteo real: 8,412 puntadas · archivo DST');
  await expect(render).toContainText('90 × 45 mm · 1 cambio de color');
  // The logo card keeps its estimate and its warning.
  const logoCard = designer.getByRole('article', { name: 'Logo 1' });
  await expect(logoCard.getByRole('region', { name: 'Estimado de bordado' })).toContainText(/Estimado: [\d,]+ puntadas/);
  await expect(logoCard.getByRole('region', { name: 'Avisos del decorado' })).toContainText('Slate Navy');
  await snap(designer, 'colour-intel-review-wide');
});
