import { expect, test } from './support/fixtures';
import { orderWithGrid, pdfText } from './support/sales';
import { DEMO, PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 32 item 1, by clicking as the seller does: her order of polos with a colour × size grid → 'Crear
 * entrega' of part of it by size → the order reads 'Entregada parcialmente' → the delivery note's PDF →
 * 'Devolver' one piece. Set up through the API as the seller did earlier: the order and its grid.
 */

test('the seller delivers part of an order by size, prints the delivery note and takes one piece back', async ({ signInAs }, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${testInfo.workerIndex}-${Date.now().toString(36).slice(-5)}`;
  const page = await signInAs(DEMO, WIDE);
  const order = await orderWithGrid(page.request, tag);

  // The order: nothing delivered yet; 'Crear entrega'.
  await page.goto(`/admin/ventas/pedidos/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Orden de venta ${order.folio}` })).toBeVisible();
  await expect(page.getByText('Sin entregas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como entregada' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Crear entrega' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Entregar la orden ${order.folio}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Entregar Azul marino 3XG de la línea 1' }).fill('2');
  await page.getByRole('textbox', { name: 'Nota' }).fill('Recibe Lic. Adriana Pérez');
  await snap(page, 'deliveries-new-wide');
  await page.getByRole('button', { name: 'Crear entrega' }).click();

  // The delivery: its sizes and moves.
  const heading = page.getByRole('heading', { level: 1, name: /^Entrega EN\d+$/ });
  await expect(heading).toBeVisible();
  const folio = ((await heading.textContent()) ?? '').replace('Entrega ', '').trim();
  await expect(page.getByText(`Entrega ${folio} creada.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Movimientos de almacén' }).getByRole('row').filter({ hasText: 'POL-001-AZM-3XG' })).toContainText('-2');
  await snap(page, 'deliveries-detail-wide');

  // The delivery note.
  const href = await page.getByRole('link', { name: `PDF de la remisión ${folio}` }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  for (const s of ['Remisión de entrega', folio, order.folio, 'Azul marino', '3XG', 'Recibí de conformidad: nombre, firma y fecha']) expect(text, s).toContain(s);

  // The order now reads 'Entregada parcialmente' and links its delivery.
  await page.getByRole('link', { name: order.folio }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Orden de venta ${order.folio}` })).toBeVisible();
  await expect(page.getByText('Entregada parcialmente')).toBeVisible();
  await snap(page, 'deliveries-order-wide');
  await page.getByRole('link', { name: folio, exact: true }).click();

  // 'Devolver' one piece.
  await page.getByRole('link', { name: 'Devolver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Devolver de la entrega ${folio}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Devolver Azul marino 3XG de la línea 1' }).fill('1');
  await page.getByRole('textbox', { name: 'Motivo' }).fill('Nombre bordado con error');
  await page.getByRole('button', { name: 'Registrar devolución' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Devolución DV\d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Movimientos de almacén' }).getByRole('row').filter({ hasText: 'POL-001-AZM-3XG' })).toContainText('1');
  await snap(page, 'deliveries-return-wide');

  // Ventas › Entregas, wide and on a phone; the delivery and 'Crear entrega' on a phone.
  await page.goto('/admin/ventas/entregas');
  await expect(page.getByRole('table', { name: 'Entregas' }).getByRole('link', { name: folio })).toBeVisible();
  await snap(page, 'deliveries-list-wide');
  const phone = await signInAs(DEMO, PHONE);
  await phone.goto('/admin/ventas/entregas');
  await expect(phone.getByRole('link', { name: folio })).toBeVisible();
  await snap(phone, 'deliveries-list-phone');
  await phone.getByRole('link', { name: folio }).click();
  await expect(phone.getByRole('heading', { level: 1, name: `Entrega ${folio}` })).toBeVisible();
  await snap(phone, 'deliveries-detail-phone');
  await phone.goto(`/admin/ventas/pedidos/${order.id}/entregar`);
  await expect(phone.getByRole('textbox', { name: 'Entregar Blanco 3XG de la línea 1' })).toBeVisible();
  await snap(phone, 'deliveries-new-phone');
  await phone.goto(`/admin/ventas/pedidos/${order.id}`);
  await expect(phone.getByText('Entregada parcialmente')).toBeVisible();
  await snap(phone, 'deliveries-order-phone');
});
