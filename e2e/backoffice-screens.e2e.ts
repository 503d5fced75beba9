import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { expectVisible, launchBrowser, newPage, PHONE, signIn, snap, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const GROUPS = ['Ventas - Clientes', 'Compras - Proveedores', 'Socios de Negocios', 'Inventario', 'Producción', 'Recursos Humanos'];
/** Sidebar links per group (the Recursos Humanos group adds its own 'Vista general' link). */
const LINK_COUNTS = [10, 11, 2, 7, 3, 3];

/** The page shows a finished screen: one h1 in the main area, not the not-found page, no remote error. */
async function expectScreen(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  const main = page.getByRole('main');
  // Waits past the lazy screen's 'Cargando pantalla' (a screen's chunk may still be arriving) for a
  // title and some content.
  await page.waitForFunction(() => {
    const el = document.querySelector('main');
    if (!el) return false;
    const loading = [...el.querySelectorAll('[role="status"]')].some((s) => /^Cargando/.test(s.textContent ?? ''));
    return !loading && el.querySelector('h1') !== null && el.innerText.trim().length > 20;
  });
  await expectVisible(main.getByRole('heading', { level: 1 }));
  expect(await main.getByText('Página no encontrada').count()).toBe(0);
  expect(await main.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
}

/** Nothing is wider than the viewport (tables scroll inside their card or turn into cards). */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The links of a sidebar group, expanding it first when it is closed. */
async function groupLinks(scope: Locator, group: string): Promise<Locator> {
  const button = scope.getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const listId = await button.getAttribute('aria-controls');
  const list = scope.locator(`[id="${listId}"]`);
  await expectVisible(list);
  return list.getByRole('link');
}

test('at xl every sidebar link, the group link and "Mi perfil" open a screen inside the layout', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page);
  await page.goto('/admin');
  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
  await expectVisible(sidebar.getByRole('button', { name: GROUPS[0] }));
  let visited = 0;
  for (const [g, group] of GROUPS.entries()) {
    const count = await (await groupLinks(sidebar, group)).count();
    expect(count).toBe(LINK_COUNTS[g]);
    for (let i = 0; i < count; i++) {
      const link = (await groupLinks(sidebar, group)).nth(i);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith('/admin/')).toBe(true);
      await link.click();
      await expectScreen(page, href);
      await expectVisible(sidebar); // still inside the back-office layout
      visited++;
    }
  }
  expect(visited).toBe(36);
  await sidebar.getByRole('link', { name: /Mi perfil/ }).click();
  await expectScreen(page, '/admin/perfil');
  await expectVisible(page.getByRole('main').getByText('demo', { exact: true }));
  await expectVisible(page.getByRole('main').getByText('Vendedor', { exact: true }).first());
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/admin/human-resources');
  await expectScreen(page, '/admin/human-resources');
  expect(await axeViolations(page)).toEqual([]);
  await sidebar.getByRole('link', { name: 'Panel' }).click();
  await expectScreen(page, '/admin');
  // The counter cards link to their lists.
  await page.getByRole('link', { name: 'Ver cotizaciones abiertas' }).click();
  await expectScreen(page, '/admin/ventas/cotizaciones');
  await context.close();
}, 180_000);

test('on a phone every sidebar link opens from the drawer, which closes on each visit and with its button', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await signIn(page);
  await page.goto('/admin');
  const openDrawer = async () => {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú de navegación' });
    await expectVisible(drawer);
    return drawer;
  };
  let drawer = await openDrawer();
  await drawer.getByRole('button', { name: 'Cerrar menú' }).click();
  await drawer.waitFor({ state: 'hidden' });

  let visited = 0;
  for (const [g, group] of GROUPS.entries()) {
    for (let i = 0; i < (LINK_COUNTS[g] ?? 0); i++) {
      drawer = await openDrawer();
      const link = (await groupLinks(drawer, group)).nth(i);
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await drawer.waitFor({ state: 'hidden' });
      await expectScreen(page, href);
      await expectNoPageOverflow(page);
      visited++;
    }
  }
  expect(visited).toBe(36);
  drawer = await openDrawer();
  await drawer.getByRole('link', { name: /Mi perfil/ }).click();
  await drawer.waitFor({ state: 'hidden' });
  await expectScreen(page, '/admin/perfil');
  await context.close();
}, 240_000);

async function addLine(page: Page, article: RegExp, quantity: string, price: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar línea' });
  await expectVisible(dialog);
  const options = await dialog.getByLabel('Artículo').locator('option').allTextContents();
  const label = options.find((o) => article.test(o));
  expect(label).toBeDefined();
  await dialog.getByLabel('Artículo').selectOption({ label: label! });
  await dialog.getByLabel('Cantidad').fill(quantity);
  await dialog.getByLabel('Precio unitario').fill(price);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function expectTotals(page: Page, expected: [string, string][]): Promise<void> {
  const totals = page.getByLabel('Totales');
  for (const [term, value] of expected) {
    const row = totals.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
    await expectVisible(row);
    const text = await totals.evaluate(
      (dl, t) => [...dl.querySelectorAll('dt')].find((dt) => dt.textContent === t)?.nextElementSibling?.textContent ?? '',
      term,
    );
    expect(text).toContain(value);
  }
}

describe.each([
  ['wide', WIDE],
  ['phone', PHONE],
] as const)('at %s', (name, viewport) => {
  test("Nueva Cotización: a line of 3 × 100.00 gives Subtotal 300.00, Impuesto 48.00, Total 348.00", async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page);
    await page.goto('/admin/ventas/cotizaciones');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Cotizaciones' }));
    await page.getByRole('link', { name: 'Nueva Cotización' }).click();
    await expectScreen(page, '/admin/ventas/cotizaciones/nueva');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Nueva cotización' }));
    await page.getByRole('combobox', { name: 'Cliente' }).fill('Hospital San Rafael');
    await page.getByRole('option', { name: 'Hospital San Rafael del Valle, S.A. de C.V.' }).click();
    await page.getByLabel('Persona de contacto').locator('option', { hasText: 'Dra. Elena Campos' }).waitFor({ state: 'attached' });
    await page.getByLabel('Nombre', { exact: true }).fill('Batas para urgencias');
    await page.getByLabel('Referencia').fill('HSR-OC-9001');
    await addLine(page, /Gorra de gabardina/, '3', '100.00');
    await expectTotals(page, [
      ['Subtotal', '300.00'],
      ['Impuesto', '48.00'],
      ['Total', '348.00'],
    ]);
    await expectNoPageOverflow(page);
    await snap(page, `bo-quotation-form-${name}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Editar línea 1' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Editar línea' }));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Crear Cotización' }).click();
    await page.waitForURL(/\/admin\/ventas\/cotizaciones\/\d+$/);
    await expectVisible(page.getByText(/^Cotización S\d{5} creada\.$/));
    await expectTotals(page, [['Total', '348.00']]);
    await snap(page, `bo-quotation-saved-${name}`);
    // The breadcrumb leads back to the list.
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Cotizaciones' }).click();
    await expectScreen(page, '/admin/ventas/cotizaciones');
    await context.close();
  }, 90_000);

  test('screens look finished: dashboard, partners, partner detail, quotations (search) and orders', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page);
    await page.goto('/admin');
    await expectVisible(page.getByRole('region', { name: 'Indicadores' }));
    await expectNoPageOverflow(page);
    await snap(page, `bo-dashboard-${name}`);

    await page.goto('/admin/socios/socios-negocios');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Socios de Negocio' }));
    await expectNoPageOverflow(page);
    await snap(page, `bo-partners-${name}`);
    expect(await axeViolations(page)).toEqual([]);
    await expectVisible(page.getByText(/^Mostrando 1 a 10 de \d+ resultados$/));
    await page.getByRole('searchbox', { name: 'Buscar socio' }).fill('hospital');
    await expectVisible(page.getByText('Mostrando 1 a 1 de 1 resultado'));
    await page.getByRole('link', { name: 'Editar Hospital San Rafael del Valle, S.A. de C.V.' }).click();
    await page.waitForURL(/\/admin\/socios\/socios-negocios\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Hospital San Rafael del Valle, S.A. de C.V.' }));
    await expectVisible(page.getByRole('tab', { name: 'General', selected: true }));
    await expectVisible(page.getByRole('img', { name: 'Foto del socio' }));
    await expectNoPageOverflow(page);
    await snap(page, `bo-partner-${name}`);
    expect(await axeViolations(page)).toEqual([]);
    for (const tab of ['Personas de Contacto', 'Direcciones', 'Finanzas']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectVisible(page.getByRole('tabpanel', { name: tab }));
      await expectNoPageOverflow(page);
      await snap(page, `bo-partner-${tab.split(' ')[0]!.toLowerCase()}-${name}`);
      expect(await axeViolations(page)).toEqual([]);
    }

    await page.goto('/admin/ventas/cotizaciones');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Cotizaciones' }));
    await expectVisible(page.getByText(/^Mostrando 1 a 10 de \d+ resultados$/));
    await expectNoPageOverflow(page);
    await snap(page, `bo-quotations-${name}`);
    expect(await axeViolations(page)).toEqual([]);
    // Searched on the server: every row of every page is one of Sofía's.
    await page.getByRole('searchbox', { name: 'Buscar cotización' }).fill('sofia');
    const sofias = ((await (await page.request.get('/api/sales/quotations?search=sofia')).json()) as { total: number }).total;
    await expectVisible(page.getByText(new RegExp(`^Mostrando 1 a \\d+ de ${sofias} resultados?$`)));
    const rows = page.getByRole('main').locator(viewport === PHONE ? 'li' : 'tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: 'Sofía Ramírez' }).count()).toBe(count);

    await page.goto('/admin/ventas/pedidos');
    await expectVisible(page.getByRole('searchbox', { name: 'Buscar órden' }));
    await page.getByRole('main').getByRole('link', { name: 'OV00097' }).click();
    await page.waitForURL(/\/admin\/ventas\/pedidos\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Orden de venta OV00097' }));
    await expectNoPageOverflow(page);
    await snap(page, `bo-order-${name}`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);
});
