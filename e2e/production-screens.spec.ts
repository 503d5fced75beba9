import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { PHONE, PRODUCTION, snap, WIDE } from './support/screens';

/*
 * Issue 30 (production) and 31 (stock): every new screen reached by clicking, on the demo data, at 1440 and
 * 390 px: a finished screen (its title, real rows, nothing wider than the window, no accessibility
 * violation), with a screenshot of each for people to look at.
 */

async function finished(page: Page, title: string | RegExp): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByText('Página no encontrada')).toHaveCount(0);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(await axeViolations(page)).toEqual([]);
}

for (const [label, viewport] of [
  ['wide', WIDE],
  ['phone', PHONE],
] as const) {
  test(`production and stock screens on the demo data, by clicking (${label})`, async ({ signInAs }) => {
    test.setTimeout(180_000);
    const page = await signInAs(PRODUCTION, viewport);
    await page.goto('/admin/produccion/ordenes');
    await finished(page, 'Órdenes de fabricación');
    // The demo holds an order in every status.
    const main = page.getByRole('main');
    for (const status of ['Planeada', 'Liberada', 'En proceso', 'Cerrada', 'Cancelada']) await expect(main.getByText(status, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await snap(page, `production-orders-${label}`);

    // An order in progress: its tabs and its job ticket link.
    await page.getByLabel('Estado').selectOption({ label: 'En proceso' });
    await main.getByRole('link', { name: /^OF-\d{5}$/ }).first().click();
    await finished(page, /^Orden de fabricación OF-\d{5}$/);
    await expect(page.getByRole('link', { name: /Hoja de trabajo/ })).toHaveAttribute('href', /\/api\/production\/orders\/\d+\/ticket\.pdf$/);
    for (const tab of ['Operaciones', 'Tallas y nombres', 'Materiales', 'Muestra', 'Historial']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Operaciones' }).click();
    await snap(page, `production-order-${label}`);

    // One of its operations, as its QR opens it.
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await finished(page, /.+/);
    await snap(page, `production-operation-${label}`);

    // The board, a machine's queue, the report.
    await page.goto('/admin/produccion/tablero');
    await finished(page, 'Tablero de planta');
    await snap(page, `production-board-${label}`);
    await main.getByRole('link', { name: /Tajima/ }).first().click();
    await finished(page, /Tajima/);
    await snap(page, `machine-queue-${label}`);
    await page.goto('/admin/produccion/informes');
    await finished(page, /Informe|Informes/);
    await snap(page, `production-report-${label}`);

    // Stock: the warehouses and their locations.
    await page.goto('/admin/inventario/almacenes');
    await finished(page, 'Almacenes');
    await expect(main.getByText('Materia prima').first()).toBeVisible();
    await snap(page, `warehouses-${label}`);
    await page.goto('/admin/inventario/ubicaciones');
    await finished(page, 'Ubicaciones');
    await snap(page, `stock-locations-${label}`);
  });
}
