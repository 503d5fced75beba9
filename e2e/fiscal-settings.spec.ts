import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeSelfMadeCsd } from '../server/src/modules/fiscal/self-made-csd';
import { expect, test } from './support/fixtures';
import { ADMIN, PHONE, snap } from './support/screens';

test.use({ user: ADMIN });

const SETTINGS = '/api/business/settings/fiscal';
const CERTIFICATE_NUMBER = '30001000000500009999';

/** The demo company's RFC as the server has it; its CSD files written for the browser to pick. */
async function csdFiles(rfc: string, dir: string) {
  const csd = await makeSelfMadeCsd({ rfc, legalName: 'BORDADOS MUESTRARIO', password: 'clave-e2e-123', certificateNumber: CERTIFICATE_NUMBER, validFrom: new Date('2026-01-01T18:00:00Z'), validTo: new Date('2030-01-01T18:00:00Z') });
  const cer = path.join(dir, 'CSD_BORDADOS.cer');
  const key = path.join(dir, 'CSD_BORDADOS.key');
  fs.writeFileSync(cer, csd.certificateDer);
  fs.writeFileSync(key, csd.keyDer);
  return { cer, key, password: csd.password };
}

test("an admin opens 'Datos fiscales', uploads the CSD and sees its number and validity; a wrong password is refused in Spanish", async ({ signedIn: page, consoleErrors }) => {
  // The wrong password's 400 is expected (the browser logs every 4xx).
  consoleErrors.allow(/status of 400 .*\/api\/business\/settings\/fiscal\/csd/);
  const before = await (await page.request.get(SETTINGS)).json();
  expect(before.configured).toBe(true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-csd-'));
  const files = await csdFiles(before.rfc, dir);

  await page.goto('/admin');
  await page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: 'Datos fiscales' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/ajustes/datos-fiscales');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos fiscales' })).toBeVisible();
  await expect(page).toHaveTitle(/Datos fiscales/);
  await expect(page.getByRole('textbox', { name: 'RFC' })).toHaveValue(before.rfc);
  await expect(page.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveValue('601');

  await page.getByLabel('Certificado (.cer)').setInputFiles(files.cer);
  await page.getByLabel('Llave privada (.key)').setInputFiles(files.key);
  await page.getByLabel('Contraseña de la llave privada').fill('no-es-la-clave');
  await page.getByRole('button', { name: /^(Cargar|Reemplazar) CSD$/ }).click();
  await expect(page.getByText('La contraseña de la llave privada no es correcta.')).toBeVisible();

  await page.getByLabel('Contraseña de la llave privada').fill(files.password);
  await page.getByRole('button', { name: /^(Cargar|Reemplazar) CSD$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'CSD cargado.' })).toBeVisible();
  await expect(page.getByText(CERTIFICATE_NUMBER)).toBeVisible();
  await expect(page.getByText('1 de enero de 2030')).toBeVisible();
  await expect(page.getByText('Guardada cifrada')).toBeVisible();
  await expect(page.getByLabel('Contraseña de la llave privada')).toHaveValue('');
  await snap(page, 'fiscal-settings-wide');

  const after = await (await page.request.get(SETTINGS)).json();
  expect(after.csd).toMatchObject({ certificateNumber: CERTIFICATE_NUMBER, rfc: before.rfc, keyLoaded: true });
  expect(JSON.stringify(after)).not.toContain(files.password);

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: 'Datos fiscales' })).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await snap(page, 'fiscal-settings-phone');
  fs.rmSync(dir, { recursive: true, force: true });
});
