import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, PRODUCTION, snap, WIDE } from './support/screens';

/*
 * Compras › Pedidos de compra › 'Nuevo pedido de compra' by hand, as a buyer (production) does: supplier,
 * two lines (a polo and a cap) with the estimated price, one with a discount; saved; edited (a quantity and
 * the reference); its page offers the PDF. The same form on a phone.
 */

async function addLine(page: Page, search: string, item: RegExp, variant: RegExp, quantity: string, discount = ''): Promise<void> {
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar línea' });
  await dialog.getByLabel('Artículo').fill(search);
  await page.getByRole('option', { name: item }).click();
  const colour = dialog.getByLabel('Color y talla');
  await expect(colour.getByRole('option', { name: variant })).toHaveCount(1);
  await colour.selectOption({ label: (await colour.getByRole('option', { name: variant }).textContent())!.trim() });
  await dialog.getByLabel('Almacén donde se recibe').selectOption({ index: 1 });
  await dialog.getByLabel('Cantidad (piezas)').fill(quantity);
  // The estimated price (last order, average cost or the variant's cost) arrives by itself.
  await expect(dialog.getByLabel('Precio por pieza')).not.toHaveValue('');
  if (discount) await dialog.getByLabel('Descuento (%)').fill(discount);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog).toBeHidden();
}

test('a buyer makes a purchase order by hand with two lines, edits it and finds its PDF', async ({ signInAs }, testInfo) => {
  test.setTimeout(180_000);
  const reference = `E2E-${testInfo.workerIndex}-${Date.now().toString(36).slice(-5)}`;
  const page = await signInAs(PRODUCTION, WIDE);
  await page.goto('/admin/compras/pedidos');
  await page.getByRole('link', { name: 'Nuevo pedido de compra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo pedido de compra' })).toBeVisible();
  await expect(page).toHaveTitle(/^Nuevo pedido de compra · /);

  await page.getByRole('combobox', { name: 'Proveedor' }).fill('Textiles');
  await page.getByRole('option', { name: 'Textiles Finos de Puebla, S.A. de C.V.' }).click();
  await page.getByLabel('Referencia').fill(reference);
  await addLine(page, 'POL-001', /^POL-001 · /, /Azul marino · M$/, '24', '5');
  await addLine(page, 'GOR-001', /^GOR-001 · /, /Negro · UNI$/, '30');
  const lines = page.getByRole('table', { name: 'Líneas' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines).toContainText('5 %');
  await expect(page.getByLabel('Totales')).toContainText('Total');
  await snap(page, 'purchase-forms-new-wide');

  await page.getByRole('button', { name: 'Crear pedido' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Pedido de compra PC/ });
  await expect(heading).toBeVisible();
  const folio = ((await heading.textContent()) ?? '').replace('Pedido de compra ', '').trim();
  await expect(page.getByRole('status').filter({ hasText: `Pedido de compra ${folio} creado.` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Líneas' }).getByRole('row')).toHaveCount(3);

  // Edit: the cap's quantity, and the reference.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Editar pedido de compra ${folio}` })).toBeVisible();
  await page.getByRole('table', { name: 'Líneas' }).getByRole('button', { name: 'Editar línea 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar línea' });
  await dialog.getByLabel('Cantidad (piezas)').fill('36');
  await dialog.getByRole('button', { name: 'Guardar línea' }).click();
  await page.getByLabel('Referencia').fill(`${reference} rev. 2`);
  await snap(page, 'purchase-forms-edit-wide');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido de compra ${folio}` })).toBeVisible();
  await expect(page.getByText(`${reference} rev. 2`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Líneas' }).getByRole('row').nth(2)).toContainText('36 piezas');

  // Its PDF.
  const pdf = page.getByRole('link', { name: 'PDF' });
  await expect(pdf).toBeVisible();
  const response = await page.request.get((await pdf.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await snap(page, 'purchase-forms-order-wide');

  // The same form on a phone.
  const phone = await signInAs(PRODUCTION, PHONE);
  await phone.goto(page.url().replace(/\/compras\/documentos\/(\d+).*/, '/compras/documentos/$1/editar'));
  await expect(phone.getByRole('heading', { level: 1, name: `Editar pedido de compra ${folio}` })).toBeVisible();
  await expect(phone.getByText('36 piezas').first()).toBeVisible();
  await snap(phone, 'purchase-forms-edit-phone');
  await phone.getByRole('button', { name: 'Editar línea 1' }).first().click();
  await expect(phone.getByRole('dialog', { name: 'Editar línea' })).toBeVisible();
  await snap(phone, 'purchase-forms-line-phone');
});

test("'Nueva entrada' on a phone and wide, the reports' CSV, and the count's pages", async ({ signInAs }) => {
  test.setTimeout(180_000);
  for (const [size, name] of [
    [PHONE, 'phone'],
    [WIDE, 'wide'],
  ] as const) {
    const page = await signInAs(PRODUCTION, size);
    await page.goto('/admin/compras/entregas-mercancia/nueva');
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva entrada de mercancía' })).toBeVisible();
    await page.getByRole('link', { name: /^Recibir PC/ }).first().click();
    const input = page.getByRole('textbox', { name: /^Recibido de / }).first();
    await expect(input).toBeVisible();
    // On a phone the line is a card: its input is not squeezed into a scrolling table.
    const box = await input.boundingBox();
    expect(box!.width).toBeGreaterThan(name === 'phone' ? 250 : 100);
    await snap(page, `purchase-forms-receipt-${name}`);

    await page.goto('/admin/inventario/informes');
    const csv = page.getByRole('link', { name: 'Descargar CSV de las existencias' });
    await expect(csv).toBeVisible();
    const response = await page.request.get((await csv.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await response.text()).startsWith('\uFEFFCódigo,Artículo')).toBe(true);
    await snap(page, `purchase-forms-reports-${name}`);

    await page.goto('/admin/inventario/recuento');
    await page.getByLabel('Almacén que se cuenta').selectOption({ index: 1 });
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toBeVisible();
    await page.getByLabel('Buscar artículo').fill('POL');
    await expect(page.getByText(/^POL-/).filter({ visible: true }).first()).toBeVisible();
    await snap(page, `purchase-forms-count-${name}`);
  }
});
