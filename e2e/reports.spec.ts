import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { allDashboardSamples } from './support/api';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { ADMIN, DEMO, DESIGNER, PHONE, WIDE, snap } from './support/screens';

test.use({ user: ADMIN });

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });

/** Opens a sidebar group (if closed) and follows one of its links. */
async function openMenu(page: Page, group: string, menu: string) {
  const button = sidebar(page).getByRole('button', { name: group });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await sidebar(page).getByRole('link', { name: menu, exact: true }).click();
}

/** The downloaded file's bytes as text, the byte-order mark kept. */
const csvText = async (download: Download) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile((await download.path())!));

/** A screenshot of one report figure (a phone's full page is too tall to look at). */
const snapFigure = (page: Page, name: string, file: string) =>
  page.getByRole('region', { name, exact: true }).screenshot({ path: path.join(__dirname, 'screenshots', `${file}.png`) });

/** The page fits the phone: nothing wider than the screen (tables scroll inside their box). */
async function fitsWidth(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

test('a manager opens the Panel and both reports, sees the charts and their tables, and downloads a CSV', async ({ signedIn: page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Muestras y ventas' })).toBeVisible();
  const stages = page.getByRole('table', { name: 'Muestras por etapa' });
  await expect(stages).toBeVisible();
  await expect(page.getByRole('img', { name: /^Muestras por etapa: Diseño \d+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Carga de producción' }).getByRole('link', { name: 'Ver el tablero de planta' })).toHaveAttribute('href', '/admin/produccion/tablero');
  // 'Ventas por mes' is below the fold: its figure comes when the manager scrolls down to it.
  await page.mouse.wheel(0, 2000);
  await expect(page.getByRole('img', { name: /^Ventas por mes: / })).toBeVisible();
  // The Panel's figures are the data's: the total equals the samples list at this moment.
  const samples = await allDashboardSamples(page.request);
  await expect(stages.getByRole('row', { name: /^Total/ })).toHaveText(`Total${samples.length}`);
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, 'reports-panel-wide');
  await page.setViewportSize(PHONE);
  await expect(stages).toBeVisible();
  await fitsWidth(page);
  await snap(page, 'reports-panel-phone');
  await snapFigure(page, 'Ventas por mes', 'reports-panel-phone-sales');
  await snapFigure(page, 'Muestras por etapa', 'reports-panel-phone-stages');
  await page.setViewportSize(WIDE);

  await openMenu(page, 'Muestras', 'Informes');
  await page.waitForURL((url) => url.pathname === '/admin/muestras/informes');
  await expect(page.getByRole('heading', { level: 1, name: 'Informe de muestras' })).toBeVisible();
  await expect(page).toHaveTitle('Informe de muestras · Muestrario');
  for (const name of ['Muestras por etapa', 'Días por etapa (mediana)', 'Conversión de muestra a orden de venta', 'Muestras atrasadas']) {
    await expect(page.getByRole('table', { name })).toBeVisible();
  }
  // Every late sample has a link to its page in the table ('Sin datos por ahora.' when there is none).
  await expect(page.getByRole('table', { name: 'Muestras atrasadas' }).locator('tbody tr').first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV: Muestras por etapa' }).click()]);
  expect(download.suggestedFilename()).toBe('muestras-por-etapa.csv');
  const csv = await csvText(download);
  expect(csv.startsWith('\uFEFFEtapa,Muestras\r\nDiseño,')).toBe(true);
  expect(csv).toContain('Realización de muestra,');
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, 'reports-samples-wide');
  await page.setViewportSize(PHONE);
  await fitsWidth(page);
  await snap(page, 'reports-samples-phone');
  await snapFigure(page, 'Muestras atrasadas', 'reports-samples-phone-late');
  await snapFigure(page, 'Días por etapa (mediana)', 'reports-samples-phone-days');
  await page.setViewportSize(WIDE);

  await openMenu(page, 'Ventas - Clientes', 'Informe de ventas');
  await page.waitForURL((url) => url.pathname === '/admin/ventas/informes');
  await expect(page).toHaveTitle('Informe de ventas · Muestrario');
  const byMonth = page.getByRole('table', { name: 'Ventas por mes y vendedor' });
  await expect(byMonth).toBeVisible();
  await expect(byMonth.locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('table', { name: 'Ventas por vendedor' }).getByRole('rowheader', { name: 'Mariana López' })).toBeVisible();
  const [salesCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV: Ventas por mes y vendedor' }).click()]);
  const text = await csvText(salesCsv);
  expect(text.startsWith('\uFEFFMes,')).toBe(true);
  expect(text).toMatch(/\r\n(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4},/);
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, 'reports-sales-wide');
  await page.setViewportSize(PHONE);
  await fitsWidth(page);
  await snap(page, 'reports-sales-phone');
  await snapFigure(page, 'Ventas por mes y vendedor', 'reports-sales-phone-months');
});

test('a seller sees only their own sales; a designer is not offered the sales report', async ({ signInAs }) => {
  const seller = await signInAs(DEMO);
  await seller.goto('/admin/ventas/informes');
  await expect(seller.getByText('Tus órdenes de venta de los últimos 12 meses, por mes.')).toBeVisible();
  const byMonth = seller.getByRole('table', { name: 'Ventas por mes y vendedor' });
  await expect(byMonth.getByRole('columnheader')).toHaveText(['Mes', 'Mariana López', 'Total']);
  await expect(seller.getByRole('table', { name: 'Ventas por vendedor' })).toHaveCount(0);

  const designer = await signInAs(DESIGNER);
  await designer.goto('/admin');
  await expect(designer.getByRole('table', { name: 'Muestras por etapa' })).toBeVisible();
  await expect(designer.getByText('Ventas del mes')).toHaveCount(0);
  await openMenu(designer, 'Ventas - Clientes', 'Cotizaciones');
  await expect(sidebar(designer).getByRole('link', { name: 'Informe de ventas' })).toHaveCount(0);
  await designer.goto('/admin/ventas/informes');
  await expect(designer.getByRole('heading', { name: 'Sin acceso a este informe' })).toBeVisible();
});
