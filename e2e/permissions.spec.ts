import path from 'node:path';
import type { Page } from '@playwright/test';
import { createSample, dashboardSamples } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN, DESIGNER, PHONE, QUALITY, SECOND_SELLER, WIDE } from './support/screens';

/*
 * Issue 29, acceptance 2: the screens ask the same `can()` as the server and offer only what the user may
 * do. Checked by clicking through the app as each person would.
 */

test.use({ viewport: WIDE });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Principal', exact: true });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });

test("calidad sees no way to create a sample: not on the home, not in the list, and the address itself shows the refusal", async ({ signInAs }) => {
  const quality = await signInAs(QUALITY);
  await expect(quality.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(quality.getByRole('heading', { name: 'Muestras pendientes' })).toBeVisible();
  await expect(quality.getByRole('link', { name: /Crear muestra|Nueva muestra/ })).toHaveCount(0);

  await mainNav(quality).getByRole('link', { name: 'Muestras', exact: true }).click();
  await quality.waitForURL('**/samples');
  await expect(quality.getByRole('heading', { level: 1, name: 'Muestras' })).toBeVisible();
  await expect(quality.getByRole('table', { name: 'Todas las muestras' })).toBeVisible();
  await expect(quality.getByRole('link', { name: /Crear muestra|Nueva muestra/ })).toHaveCount(0);

  // Typed by hand, the creation route explains the refusal instead of offering a form to fill.
  await quality.goto('/create-sample');
  await expect(quality.getByRole('alert')).toContainText('Tu rol (Calidad) no permite crear muestras');
  await expect(quality.getByRole('form', { name: 'Nueva muestra' })).toHaveCount(0);
  await expect(quality.getByRole('textbox')).toHaveCount(0);
});

test("diseno sees no 'Cotizar' on a sample past design and no 'Nuevo socio' among the partners", async ({ signedIn: seller, signInAs }) => {
  const sample = (await dashboardSamples(seller.request)).find((s) => s.sampleStage >= 3 && s.sampleStage <= 7 && s.title);
  expect(sample, 'a demo sample past design with a garment').toBeDefined();
  const designer = await signInAs(DESIGNER);

  await mainNav(designer).getByRole('link', { name: 'Muestras', exact: true }).click();
  await designer.getByRole('searchbox', { name: 'Buscar muestra' }).fill(sample!.sampleName);
  // The search reaches the URL after a pause in typing: wait for its answer before opening a row.
  await expect(designer.getByText(/^\d+ muestras? coincide/)).toBeVisible();
  await designer.getByRole('table', { name: 'Todas las muestras' }).getByRole('link', { name: sample!.sampleName, exact: true }).first().click();
  await designer.waitForURL(`**/samples/${sample!.sampleId}`);
  const quotations = designer.getByRole('region', { name: 'Cotizaciones' });
  await expect(quotations).toBeVisible();
  await expect(designer.getByRole('button', { name: 'Cotizar' })).toHaveCount(0);

  // Sellers' partners: the designer reads them but is not offered a new one.
  await designer.goto('/admin');
  await sidebar(designer).getByRole('button', { name: 'Socios de Negocios' }).click();
  await sidebar(designer).getByRole('link', { name: 'Datos maestros' }).click();
  await designer.waitForURL('**/admin/socios/socios-negocios');
  await expect(designer.getByRole('heading', { level: 1, name: 'Socios de Negocio' })).toBeVisible();
  await expect(designer.getByRole('link', { name: 'Nuevo socio' })).toHaveCount(0);
  await expect(designer.getByRole('button', { name: 'Nuevo socio' })).toHaveCount(0);
});

test('admin reaches the back-office from the main layout and comes back', async ({ signInAs }) => {
  const admin = await signInAs(ADMIN);
  await admin.getByRole('banner').getByRole('link', { name: 'Administración' }).click();
  await admin.waitForURL((url) => url.pathname === '/admin');
  await expect(sidebar(admin).getByRole('navigation', { name: 'Back-office' })).toBeVisible();
  await sidebar(admin).getByRole('link', { name: 'Volver a Muestras' }).click();
  await admin.waitForURL((url) => url.pathname === '/');
  await expect(mainNav(admin)).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
});

test("a seller opening another seller's sample in the editor reads it only, with the table's reason", async ({ signedIn: owner, signInAs }, testInfo) => {
  const sample = await createSample(owner.request, `ajena-${testInfo.workerIndex}-${Date.now()}`);
  const seller = await signInAs(SECOND_SELLER);

  await mainNav(seller).getByRole('link', { name: 'Muestras', exact: true }).click();
  await seller.getByRole('searchbox', { name: 'Buscar muestra' }).fill(sample.sampleName);
  await expect(seller.getByText(/^\d+ muestras? coincide/)).toBeVisible();
  await seller.getByRole('table', { name: 'Todas las muestras' }).getByRole('link', { name: sample.sampleName, exact: true }).first().click();
  // A sample in Diseño opens in the editor (its row links there), another seller's read-only.
  await seller.waitForURL(`**/samples/${sample.sampleId}/design`);

  await expect(seller.getByRole('status').filter({ hasText: 'Solo el vendedor dueño de la muestra o un administrador pueden hacer cambios en ella.' })).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Enviar diseño' })).toHaveCount(0);
  await expect(seller.getByRole('dialog', { name: 'Selecciona un producto' })).toHaveCount(0);
  await expect(seller.getByRole('region', { name: 'Lienzo de diseño' })).toHaveText('Aún no se eligió una prenda');
  await seller.screenshot({ path: path.join(__dirname, 'screenshots', 'editor-other-seller-wide.png') });
  await seller.setViewportSize(PHONE);
  await expect(seller.getByRole('status').filter({ hasText: 'Solo el vendedor dueño' })).toBeVisible();
  await seller.screenshot({ path: path.join(__dirname, 'screenshots', 'editor-other-seller-phone.png') });
});
