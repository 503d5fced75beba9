import type { Browser, Page } from 'playwright-core';
import { expectVisible, launchBrowser, newPage, signIn, WIDE } from './support/browser';

/*
 * Issue 19, acceptance 2: the back-office on the real database, as a seller uses it.
 * A partner created here is a client of the sample flow; a quotation survives a reload with its totals and
 * becomes a sales order; a sample becomes a quotation.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const unique = Date.now().toString(36).slice(-5).toUpperCase();

/** The footer's values, by term ('Subtotal', 'Impuesto', 'Total'). */
async function totals(page: Page): Promise<Record<string, string>> {
  const dl = page.getByLabel('Totales');
  await expectVisible(dl);
  return dl.evaluate((el) => Object.fromEntries([...el.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])));
}

async function chooseInCombobox(page: Page, label: string, text: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(text);
  const choice = page.getByRole('option', { name: option });
  await expectVisible(choice);
  await choice.click();
}

async function addLine(page: Page, article: RegExp, quantity: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar línea' });
  await expectVisible(dialog);
  await dialog.getByLabel('Artículo').locator('option').nth(1).waitFor({ state: 'attached' });
  const options = await dialog.getByLabel('Artículo').locator('option').allTextContents();
  const label = options.find((o) => article.test(o));
  expect(label).toBeDefined();
  await dialog.getByLabel('Artículo').selectOption({ label: label! });
  await dialog.getByLabel('Cantidad').fill(quantity);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('a partner created with an RFC appears in the client search of /create-sample', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page);
  const name = `Uniformes del Golfo ${unique}, S.A. de C.V.`;
  await page.goto('/admin/socios/socios-negocios');
  await page.getByRole('link', { name: 'Nuevo socio' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Nuevo socio de negocio' }));
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
  await expectVisible(page.getByRole('heading', { level: 1, name }));
  await expectVisible(page.getByText('Socio guardado.'));
  expect(await page.getByLabel('Código').inputValue()).toMatch(/^C\d{5}$/);

  // The list finds it on the server by its RFC's text, and says how many there are.
  await page.goto('/admin/socios/socios-negocios');
  await page.getByRole('searchbox', { name: 'Buscar socio' }).fill(`golfo ${unique}`);
  await expectVisible(page.getByText('Mostrando 1 a 1 de 1 resultado'));

  await page.goto('/create-sample');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Nueva muestra' }));
  await chooseInCombobox(page, 'Cliente', `Golfo ${unique}`, name);
  expect(await page.getByLabel('Nombre del cliente').inputValue()).toBe(name);
  expect(await page.getByLabel('Calle y número').inputValue()).toBe('Av. Díaz Mirón 100');
  await context.close();
}, 120_000);

test("a quotation with three lines survives a reload with the same totals, and 'Copiar a orden de venta' closes it into an OV order", async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page);
  await page.goto('/admin/ventas/cotizaciones/nueva');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Nueva cotización' }));
  await chooseInCombobox(page, 'Cliente', 'Cumbres', 'Constructora Cumbres del Norte, S.A. de C.V.');
  await page.getByLabel('Persona de contacto').locator('option', { hasText: 'Ing. Rodrigo Garza' }).waitFor({ state: 'attached' });
  await page.getByLabel('Nombre', { exact: true }).fill(`Uniformes e2e ${unique}`);
  await page.getByLabel('Referencia').fill(`E2E-${unique}`);
  await addLine(page, /OVE-MZ-04/, '7');
  await addLine(page, /CHL-RS-08/, '13');
  await addLine(page, /BOR-MIL-13/, '21');
  const typed = await totals(page);
  expect(typed.Total).toMatch(/^\$[\d,]+\.\d\d$/);
  await page.getByRole('button', { name: 'Crear Cotización' }).click();
  await page.waitForURL(/\/admin\/ventas\/cotizaciones\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Cotización S\d{5}$/ });
  await expectVisible(heading);
  const folio = ((await heading.textContent()) ?? '').replace('Cotización ', '');
  expect(await totals(page)).toEqual(typed);

  await page.reload();
  await expectVisible(page.getByRole('heading', { level: 1, name: `Cotización ${folio}` }));
  expect(await totals(page)).toEqual(typed);
  expect(await page.getByRole('table', { name: 'Líneas del documento' }).getByRole('row').count()).toBe(4);

  await page.getByRole('button', { name: 'Copiar a orden de venta' }).click();
  await page.waitForURL(/\/admin\/ventas\/pedidos\/\d+$/);
  const orderHeading = page.getByRole('heading', { level: 1, name: /^Orden de venta OV\d{5}$/ });
  await expectVisible(orderHeading);
  const orderFolio = ((await orderHeading.textContent()) ?? '').replace('Orden de venta ', '');
  expect(await totals(page)).toEqual(typed);
  await page.getByRole('link', { name: folio }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: `Cotización ${folio}` }));
  await expectVisible(page.getByRole('main').getByText('Cerrada', { exact: true }).first());
  await expectVisible(page.getByText(/Cerrada por Mariana López/));

  await page.goto('/admin/ventas/pedidos');
  await page.getByRole('searchbox', { name: 'Buscar órden' }).fill(orderFolio);
  await expectVisible(page.getByRole('main').getByRole('link', { name: orderFolio }).first());
  await expectVisible(page.getByText('Mostrando 1 a 1 de 1 resultado'));
  await context.close();
}, 120_000);

test("'Cotizar' on a sample makes a quotation with the garment and its decorations", async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page);
  const samples = (await (await page.request.get('/api/dashboard/samples')).json()) as { sampleId: number; sampleName: string; sampleStage: number; title: string | null }[];
  const sample = samples.find((s) => s.sampleStage >= 3 && s.sampleStage <= 7 && s.title);
  expect(sample).toBeDefined();
  await page.goto(`/samples/${sample!.sampleId}`);
  const quote = page.getByRole('button', { name: 'Cotizar' });
  await expectVisible(quote);
  await quote.click();
  await page.waitForURL(/\/admin\/ventas\/cotizaciones\/\d+$/);
  await expectVisible(page.getByRole('heading', { level: 1, name: /^Cotización S\d{5}$/ }));
  await expectVisible(page.getByText(/creada desde la muestra/));
  await expectVisible(page.getByRole('link', { name: sample!.sampleName }));
  const lines = page.getByRole('table', { name: 'Líneas del documento' }).getByRole('row');
  expect(await lines.count()).toBeGreaterThanOrEqual(3); // header, the garment, at least one decoration
  await expectVisible(page.getByRole('table', { name: 'Líneas del documento' }).getByText(`(muestra «${sample!.sampleName}»)`, { exact: false }));
  // The sample lists its quotation.
  await page.goto(`/samples/${sample!.sampleId}`);
  await expectVisible(page.getByRole('region', { name: 'Cotizaciones' }).getByRole('link', { name: /^S\d{5}$/ }).first());
  await context.close();
}, 120_000);
