import type { Page } from '@playwright/test';
import { dashboardSamples } from './support/api';
import { expect, test } from './support/fixtures';
import { WIDE } from './support/screens';

/*
 * Issue 19, acceptance 2: the back-office on the real database, as a seller uses it.
 * A partner created here is a client of the sample flow; a quotation survives a reload with its totals and
 * becomes a sales order; a sample becomes a quotation.
 */

test.use({ viewport: WIDE });

/** Distinct per run and per worker, so reruns on the same database find only their own records. */
const unique = (workerIndex: number) => `${Date.now().toString(36).slice(-5)}${workerIndex}`.toUpperCase();

/** The footer's values, by term ('Subtotal', 'Impuesto', 'Total'). */
async function totals(page: Page): Promise<Record<string, string>> {
  const dl = page.getByLabel('Totales');
  await expect(dl.getByRole('term').first()).toBeVisible();
  return dl.evaluate((el) => Object.fromEntries([...el.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])));
}

async function chooseInCombobox(page: Page, label: string, text: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).click();
}

async function addLine(page: Page, article: RegExp, quantity: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar línea' });
  await expect(dialog).toBeVisible();
  const select = dialog.getByLabel('Artículo');
  await expect(select.locator('option', { hasText: article })).toBeAttached();
  const label = (await select.locator('option', { hasText: article }).first().textContent()) ?? '';
  await select.selectOption({ label });
  await dialog.getByLabel('Cantidad').fill(quantity);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog).toBeHidden();
}

test('a partner created with an RFC appears in the client search of /create-sample', async ({ signedIn: page }, testInfo) => {
  const tag = unique(testInfo.workerIndex);
  const name = `Uniformes del Golfo ${tag}, S.A. de C.V.`;
  await page.goto('/admin/socios/socios-negocios');
  await page.getByRole('link', { name: 'Nuevo socio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo socio de negocio' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('RFC').fill('EKU9003173C9');
  await page.getByLabel('Correo electrónico').fill('compras@golfo.example.mx');
  await page.getByLabel('Teléfono 1').fill('2291234567');
  await page.getByRole('tab', { name: 'Direcciones' }).click();
  await page.getByLabel('Calle y número', { exact: true }).fill('Av. Díaz Mirón 100');
  await page.getByLabel('Alcaldía/Municipio', { exact: true }).fill('Veracruz');
  await page.getByLabel('Estado', { exact: true }).fill('Veracruz');
  await page.getByLabel('Código Postal', { exact: true }).fill('91700');
  await page.getByRole('tab', { name: 'Personas de Contacto' }).click();
  await page.getByRole('button', { name: 'Agregar contacto' }).click();
  await page.getByLabel('Nombre (contacto 1)').fill('Rosa Díaz');
  await page.getByRole('button', { name: 'Crear socio' }).click();
  await page.waitForURL(/\/admin\/socios\/socios-negocios\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Socio guardado.')).toBeVisible();
  await expect(page.getByLabel('Código')).toHaveValue(/^C\d{5}$/);

  // The list finds it on the server, and says how many there are.
  await page.goto('/admin/socios/socios-negocios');
  await page.getByRole('searchbox', { name: 'Buscar socio' }).fill(`golfo ${tag}`);
  await expect(page.getByText('Mostrando 1 a 1 de 1 resultado')).toBeVisible();

  // The sample flow's client search offers the same record, and fills the client's fields from it.
  await page.goto('/create-sample');
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva muestra' })).toBeVisible();
  await chooseInCombobox(page, 'Cliente', `Golfo ${tag}`, name);
  await expect(page.getByLabel('Nombre del cliente')).toHaveValue(name);
  await expect(page.getByLabel('Calle y número')).toHaveValue('Av. Díaz Mirón 100');
});

test("a quotation with three lines survives a reload with the same totals, and 'Copiar a orden de venta' closes it into an OV order", async ({ signedIn: page }, testInfo) => {
  const tag = unique(testInfo.workerIndex);
  await page.goto('/admin/ventas/cotizaciones/nueva');
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva cotización' })).toBeVisible();
  await chooseInCombobox(page, 'Cliente', 'Cumbres', 'Constructora Cumbres del Norte, S.A. de C.V.');
  await expect(page.getByLabel('Persona de contacto').locator('option', { hasText: 'Ing. Rodrigo Garza' })).toBeAttached();
  await page.getByLabel('Nombre', { exact: true }).fill(`Uniformes e2e ${tag}`);
  await page.getByLabel('Referencia').fill(`E2E-${tag}`);
  await addLine(page, /OVE-MZ-04/, '7');
  await addLine(page, /CHL-RS-08/, '13');
  await addLine(page, /BOR-MIL-13/, '21');
  const typed = await totals(page);
  expect(typed.Total).toMatch(/^\$[\d,]+\.\d\d$/);
  await page.getByRole('button', { name: 'Crear Cotización' }).click();
  await page.waitForURL(/\/admin\/ventas\/cotizaciones\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Cotización S\d{5}$/ });
  await expect(heading).toBeVisible();
  const folio = ((await heading.textContent()) ?? '').replace('Cotización ', '');
  expect(await totals(page)).toEqual(typed);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Cotización ${folio}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Líneas del documento' }).getByRole('row')).toHaveCount(4);
  expect(await totals(page)).toEqual(typed);

  await page.getByRole('button', { name: 'Copiar a orden de venta' }).click();
  await page.waitForURL(/\/admin\/ventas\/pedidos\/\d+$/);
  const orderHeading = page.getByRole('heading', { level: 1, name: /^Orden de venta OV\d{5}$/ });
  await expect(orderHeading).toBeVisible();
  const orderFolio = ((await orderHeading.textContent()) ?? '').replace('Orden de venta ', '');
  expect(await totals(page)).toEqual(typed);
  await page.getByRole('link', { name: folio }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Cotización ${folio}` })).toBeVisible();
  await expect(page.getByRole('main').getByText('Cerrada', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Cerrada por Mariana López/)).toBeVisible();

  await page.goto('/admin/ventas/pedidos');
  await page.getByRole('searchbox', { name: 'Buscar órden' }).fill(orderFolio);
  await expect(page.getByText('Mostrando 1 a 1 de 1 resultado')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: orderFolio }).first()).toBeVisible();
});

test("'Cotizar' on a sample makes a quotation with the garment and its decorations", async ({ signedIn: page }) => {
  const sample = (await dashboardSamples(page.request)).find((s) => s.sampleStage >= 3 && s.sampleStage <= 7 && s.title);
  expect(sample, 'a demo sample past design with a garment').toBeDefined();
  await page.goto(`/samples/${sample!.sampleId}`);
  await page.getByRole('button', { name: 'Cotizar' }).click();
  await page.waitForURL(/\/admin\/ventas\/cotizaciones\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Cotización S\d{5}$/ })).toBeVisible();
  await expect(page.getByText(/creada desde la muestra/)).toBeVisible();
  await expect(page.getByRole('link', { name: sample!.sampleName })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Líneas del documento' });
  await expect(lines.getByText(`(muestra «${sample!.sampleName}»)`, { exact: false })).toBeVisible();
  // Header, the garment and at least one decoration.
  expect(await lines.getByRole('row').count()).toBeGreaterThanOrEqual(3);
  // The sample lists its quotation.
  await page.goto(`/samples/${sample!.sampleId}`);
  await expect(page.getByRole('region', { name: 'Cotizaciones' }).getByRole('link', { name: /^S\d{5}$/ }).first()).toBeVisible();
});
