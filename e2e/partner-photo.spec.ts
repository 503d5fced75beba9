import { expect, test } from './support/fixtures';
import { makePng } from './support/png';
import { PHONE, snap, WIDE } from './support/screens';

/*
 * The partner's photo on the business partner detail: 'Cambiar foto' saves it through the file pipeline,
 * a reload shows it again (served by /api/files), and 'Quitar foto' takes it away.
 */

test.use({ viewport: WIDE });

/** Distinct per run and per worker, so reruns on the same database find only their own records. */
const unique = (workerIndex: number) => `${Date.now().toString(36).slice(-5)}${workerIndex}`.toUpperCase();

test("'Cambiar foto' with a PNG saves the partner's photo: it is there after a reload", async ({ signedIn: page, consoleErrors }, testInfo) => {
  const name = `Textiles Huasteca ${unique(testInfo.workerIndex)}`;
  await page.goto('/admin/socios/socios-negocios/nuevo');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Crear socio' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Open it from the list, as a person does.
  await page.goto('/admin/socios/socios-negocios');
  await page.getByRole('searchbox', { name: 'Buscar socio' }).fill(name);
  await page.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Sin foto')).toBeVisible();
  await snap(page, 'partner-photo-none-wide');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Cambiar foto/ }).click();
  await (await chooser).setFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: makePng(240, 240, [15, 118, 110]) });
  const photo = page.getByRole('img', { name: `Foto de ${name}` });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{32}\.png$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(photo).toBeVisible();
  // The browser really loaded the picture from the files endpoint.
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await snap(page, 'partner-photo-wide');
  await page.setViewportSize(PHONE);
  await expect(photo).toBeVisible();
  await snap(page, 'partner-photo-phone');
  await page.setViewportSize(WIDE);

  // Not an image, whatever its name says: the server refuses it and the photo stays.
  consoleErrors.allow(/status of 415 .*\/api\/business-partners\/\d+\/photo$/);
  const second = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Cambiar foto/ }).click();
  await (await second).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('<!DOCTYPE html><html><body>hola</body></html>') });
  await expect(page.getByRole('alert')).toHaveText('Formato no admitido. Sube un archivo JPEG, GIF o PNG.');
  await expect(photo).toBeVisible();
  await page.setViewportSize(PHONE);
  await snap(page, 'partner-photo-refused-phone');
  await page.setViewportSize(WIDE);

  await page.getByRole('button', { name: 'Quitar foto' }).click();
  await expect(page.getByText('Sin foto')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Sin foto')).toBeVisible();
  await expect(photo).toHaveCount(0);
});
