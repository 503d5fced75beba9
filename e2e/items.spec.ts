import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DEMO, PHONE, PRODUCTION, snap, WIDE } from './support/screens';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });

/** Inventario › Datos maestros, clicked in the sidebar. */
async function openItems(page: Page): Promise<void> {
  await page.goto('/admin');
  await sidebar(page).getByRole('button', { name: 'Inventario' }).click();
  await sidebar(page).getByRole('link', { name: 'Datos maestros' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/inventario/articulos');
  await expect(page.getByRole('heading', { level: 1, name: 'Artículos' })).toBeVisible();
}

test.describe('items (Inventario › Datos maestros)', () => {
  test('production lists and searches the items, creates a style with 2 colours × 3 sizes (6 variants) and edits it', async ({ signInAs }) => {
    const page = await signInAs(PRODUCTION);
    await openItems(page);
    await expect(page).toHaveTitle('Artículos · Muestrario');
    const table = page.getByRole('table', { name: 'Artículos' });
    await expect(table.getByRole('row', { name: /BAT-001/ })).toContainText('Bata médica de microfibra');
    await snap(page, 'items-list-wide');
    expect(await axeViolations(page)).toEqual([]);

    // Search without accents finds the piqué polos; the services filter shows embroidery per thousand stitches.
    await page.getByRole('searchbox', { name: 'Buscar artículo' }).fill('pique');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row', { name: /POL-001/ })).toContainText('CH–3XG');
    await expect(table.getByRole('row', { name: /POL-001/ })).toContainText('24 variantes');
    await page.getByRole('searchbox', { name: 'Buscar artículo' }).fill('');
    await page.getByLabel('Tipo de artículo').selectOption('Servicio');
    await expect(table.getByRole('row', { name: /BOR-MIL-13/ })).toContainText('Por millar de puntadas');
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('list', { name: 'Artículos' }).getByText('Bordado por millar de puntadas')).toBeVisible();
    await snap(page, 'items-list-phone');
    await page.setViewportSize(WIDE);

    // A new style: two colours, three sizes.
    const code = `E2E-${Date.now().toString(36).slice(-5).toUpperCase()}`;
    await page.getByRole('link', { name: 'Nuevo artículo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo artículo' })).toBeVisible();
    await expect(page).toHaveTitle('Nuevo artículo · Muestrario');
    await page.getByLabel('Código', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Descripción').fill('Polo piqué de prueba para eventos');
    await page.getByLabel('Prenda del catálogo').selectOption({ label: 'Polo' });
    await page.getByLabel('Clave de producto SAT').selectOption('53102700');
    await page.getByRole('button', { name: 'Crear artículo' }).click();
    await expect(page.getByText('Agrega al menos un color al estilo.')).toBeVisible();
    await expect(page.getByText('Elige al menos una talla para el estilo.')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar color' }).click();
    await page.getByLabel('Color 1', { exact: true }).fill('Azul marino');
    await expect(page.getByLabel('Código del color 1')).toHaveValue('AZM');
    await page.getByLabel('Muestra del color 1').fill('#1f2a44');
    await page.getByRole('button', { name: 'Agregar color' }).click();
    await page.getByLabel('Color 2', { exact: true }).fill('Rojo');
    await page.getByLabel('Muestra del color 2').fill('#c8102e');
    for (const size of ['CH', 'M', 'G']) await page.getByRole('checkbox', { name: size, exact: true }).check();
    await expect(page.getByText('2 colores × 3 tallas = 6 variantes')).toBeVisible();
    await snap(page, 'items-new-wide');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Crear artículo' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Polo piqué de prueba para eventos' })).toBeVisible();
    await expect(page).toHaveTitle(`Artículo ${code} · Muestrario`);
    const variants = page.getByRole('table', { name: 'Variantes' });
    await expect(variants.getByRole('row')).toHaveCount(7);
    await expect(variants.getByRole('row').nth(1)).toContainText(`${code}-AZM-CH`);
    await expect(variants.getByRole('row').nth(6)).toContainText(`${code}-ROJ-G`);
    await snap(page, 'items-style-wide');
    expect(await axeViolations(page)).toEqual([]);

    // Edit: red leaves, XG arrives; red's variants stay, inactive.
    await page.getByRole('button', { name: 'Quitar color 2 (Rojo)' }).click();
    await page.getByRole('checkbox', { name: 'XG', exact: true }).check();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Artículo guardado.')).toBeVisible();
    await expect(variants.getByRole('row')).toHaveCount(8);
    await expect(page.getByText(/4 activas; 3 inactivas/)).toBeVisible();
    await expect(variants.getByRole('row', { name: new RegExp(`${code}-ROJ-M`) })).toContainText('Inactiva');
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('list', { name: 'Variantes' }).getByText(`${code}-AZM-XG`)).toBeVisible();
    await snap(page, 'items-style-phone');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a seller reads a style without being offered to change it', async ({ signInAs }) => {
    const page = await signInAs(DEMO);
    await openItems(page);
    await expect(page.getByRole('link', { name: 'Nuevo artículo' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar artículo' }).fill('POL-001');
    await page.getByRole('table', { name: 'Artículos' }).getByRole('link', { name: 'Abrir POL-001' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Polo piqué manga corta caballero' })).toBeVisible();
    await expect(page.getByLabel('Código', { exact: true })).toBeDisabled();
    await expect(page.getByText('Solo producción y administración crean y editan artículos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Variantes' }).getByRole('row')).toHaveCount(25);
  });
});
