import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, snap, WIDE } from './support/screens';

/** Issue 30 item 2: a seller gives a sales order line a size grid and a pasted name list, on an authorised demo sample. */

async function addLine(page: Page, article: RegExp, quantity: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar línea' });
  const select = dialog.getByLabel('Artículo');
  await expect(select.locator('option', { hasText: article })).toBeAttached();
  const label = (await select.locator('option', { hasText: article }).first().textContent()) ?? '';
  await select.selectOption({ label });
  await dialog.getByLabel('Cantidad').fill(quantity);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog).toBeHidden();
}

test('a seller adds a line of an authorised demo sample with a grid and a pasted name list, saves, reloads and sees it', async ({ signedIn: page }, testInfo) => {
  const tag = `${testInfo.workerIndex}-${Date.now().toString(36).slice(-4)}`;
  await page.setViewportSize(WIDE);
  await page.goto('/admin/ventas/pedidos/nueva');
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva orden de venta' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cliente' }).fill('Cumbres');
  await page.getByRole('option', { name: 'Constructora Cumbres del Norte, S.A. de C.V.' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(`Overoles con nombre ${tag}`);
  await addLine(page, /OVE-MZ-04/, '1');
  await page.getByRole('button', { name: /^Crear/ }).click();
  await page.waitForURL(/\/admin\/ventas\/pedidos\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Orden de venta OV\d{5}$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(`Overoles con nombre ${tag}`);

  const section = page.getByRole('region', { name: 'Tallas y nombres' });
  await expect(section.getByText('Sin cuadrícula de tallas')).toBeVisible();
  await section.getByRole('button', { name: 'Tallas y nombres de la línea 1' }).click();
  await section.getByLabel('Estilo de la línea 1').selectOption({ label: 'OVE-001 · Overol industrial de mezclilla con cinta reflejante' });
  const sample = section.getByLabel('Muestra autorizada de la línea 1');
  await expect(sample.locator('option', { hasText: 'Overoles planta Monterrey' })).toBeAttached();
  await sample.selectOption({ label: (await sample.locator('option', { hasText: 'Overoles planta Monterrey' }).textContent()) ?? '' });
  await expect(section.getByText(/Solo aparecen las muestras autorizadas/)).toBeVisible();

  await section.getByLabel('Cantidad Azul mezclilla talla M').fill('2');
  await section.getByLabel('Cantidad Azul marino talla G').fill('1');
  await expect(section.getByText('Total de la línea: 3 piezas', { exact: false })).toBeVisible();
  // A name too long for the 'NOMBRE APELLIDO' box is refused on its row before anything is sent.
  await section.getByLabel('Lista de nombres').fill('nombre\ttalla\tcolor\nRosa Garza\tM\tAzul mezclilla\nMaría Guadalupe Hernández de la Fuente\tM\tAzul mezclilla\nLuis Treviño\tG\tAzul marino');
  await expect(section.getByText(/1 error en filas/)).toBeVisible();
  await expect(section.getByRole('table', { name: 'Nombres revisados' }).getByRole('row', { name: /María Guadalupe Hernández de la Fuente/ })).toContainText('Fila 3: «María Guadalupe Hernández de la Fuente» no cabe en el texto «NOMBRE APELLIDO»');
  await expect(section.getByRole('button', { name: 'Guardar tallas y nombres de la línea 1' })).toBeDisabled();
  await section.getByLabel('Lista de nombres').fill('nombre\ttalla\tcolor\nRosa Garza\tM\tAzul mezclilla\nAna Lozano\tM\tAzul mezclilla\nLuis Treviño\tG\tAzul marino');
  await snap(page, 'order-grid-wide');
  await page.setViewportSize(PHONE);
  await snap(page, 'order-grid-phone');
  await page.setViewportSize(WIDE);
  await section.getByRole('button', { name: 'Guardar tallas y nombres de la línea 1' }).click();

  await expect(page.getByRole('region', { name: 'Tallas y nombres' }).getByText('OVE-001 · muestra «Overoles planta Monterrey» · 3 piezas · 3 nombres')).toBeVisible();
  await page.reload();
  const after = page.getByRole('region', { name: 'Tallas y nombres' });
  await expect(after.getByText('OVE-001 · muestra «Overoles planta Monterrey» · 3 piezas · 3 nombres')).toBeVisible();
  // The order's line is now the grid's 3 pieces.
  await expect(page.getByRole('table', { name: 'Líneas del documento' }).getByRole('row', { name: /OVE-MZ-04/ })).toContainText('3');
  await after.getByRole('button', { name: 'Tallas y nombres de la línea 1' }).click();
  await expect(after.getByLabel('Cantidad Azul mezclilla talla M')).toHaveValue('2');
  await expect(after.getByRole('table', { name: 'Nombres revisados' }).getByRole('row', { name: /Luis Treviño/ })).toBeVisible();
  await snap(page, 'order-grid-saved-wide');
});
