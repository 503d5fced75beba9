import type { Page } from '@playwright/test';
import { audit } from './support/axe';
import { expect, test } from './support/fixtures';
import { DEMO, PHONE, PRODUCTION, snap, WIDE } from './support/screens';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });

/** Producción › Lista de materiales, clicked in the sidebar. */
async function openBoms(page: Page): Promise<void> {
  await page.goto('/admin');
  await sidebar(page).getByRole('button', { name: 'Producción' }).click();
  await sidebar(page).getByRole('link', { name: 'Lista de materiales' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/produccion/listas-materiales');
  await expect(page.getByRole('heading', { level: 1, name: 'Listas de materiales' })).toBeVisible();
}

test.describe('bills of materials (Producción › Lista de materiales)', () => {
  test('production lists, opens a BOM, adds a component, saves it and sees the decoration consumption', async ({ signInAs }) => {
    const page = await signInAs(PRODUCTION);
    await page.setViewportSize(WIDE);
    await openBoms(page);
    await expect(page).toHaveTitle('Listas de materiales · Muestrario');
    const table = page.getByRole('table', { name: 'Listas de materiales' });
    await expect(table.getByRole('row', { name: /POL-001/ })).toContainText('Prenda base + 4 materiales');
    await snap(page, 'bom-list-wide');
    expect(await audit(page)).toEqual([]);

    // Search without accents; then the phone's cards.
    await page.getByRole('searchbox', { name: 'Buscar lista de materiales' }).fill('gorra');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('list', { name: 'Listas de materiales' }).getByText('Gorra de gabardina seis gajos')).toBeVisible();
    await snap(page, 'bom-list-phone');
    expect(await audit(page)).toEqual([]);
    await page.setViewportSize(WIDE);

    // Open the cap's BOM and add the brand label.
    await table.getByRole('link', { name: 'Abrir GOR-001' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de materiales GOR-001' })).toBeVisible();
    await expect(page).toHaveTitle('Lista de materiales GOR-001 · Muestrario');
    const lines = page.getByRole('region', { name: 'Componentes por pieza' });
    await expect(lines.getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: 'Agregar componente' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Elige el material de la línea.')).toBeVisible();
    await page.getByLabel('Material de la línea 4').selectOption({ label: 'ETQ-MAR-01 · Etiqueta de marca tejida con instrucciones de cuidado' });
    await page.getByLabel('Merma en por ciento de la línea 4').fill('2,5');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Lista de materiales guardada.')).toBeVisible();

    // Saved on the server: a reload shows the new line with its scrap.
    await page.reload();
    await expect(page.getByLabel('Material de la línea 4')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Merma en por ciento de la línea 4')).toHaveValue('2.5');

    // The decoration's consumption for an authorised sample and 120 pieces.
    const samples = page.getByLabel('Muestra autorizada');
    await expect(samples.locator('option')).not.toHaveCount(1);
    const first = await samples.locator('option').nth(1).getAttribute('value');
    await samples.selectOption(first!);
    await expect(page.getByRole('table', { name: /Material para 120 piezas con 6 % de merma/ })).toBeVisible();
    await snap(page, 'bom-detail-wide');
    expect(await audit(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de materiales GOR-001' })).toBeVisible();
    await snap(page, 'bom-detail-phone');
    expect(await audit(page)).toEqual([]);
  });

  test('a seller reads a BOM but cannot change it', async ({ signInAs }) => {
    const page = await signInAs(DEMO);
    await openBoms(page);
    await expect(page.getByRole('link', { name: 'Nueva lista' })).toHaveCount(0);
    await page.getByRole('table', { name: 'Listas de materiales' }).getByRole('link', { name: 'Abrir POL-001' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de materiales POL-001' })).toBeVisible();
    await expect(page.getByText('Solo producción y administración crean y editan listas de materiales.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
  });
});
