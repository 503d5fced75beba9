import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ok, orderWithGrid, pdfText } from './support/sales';
import { DEMO, PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 32 acceptance 6, by clicking as the seller does, end to end: her order of polos (set up through the
 * API as she made it earlier, with its size grid) → 'Crear entrega' of part of it → 'Nueva factura' from
 * that delivery (PPD) → 'Timbrar' through the sandbox PAC → the CFDI's PDF → 'Registrar cobro' of the whole
 * amount → the payment complement stamped from the client's receivables → the invoice no longer open, the
 * client's balance down by exactly the invoice. Screenshots at 1440 and 390 px.
 */

/** Opens a 'Ventas - Clientes' entry from the sidebar, expanding the group when it is closed. */
async function fromSidebar(page: Page, name: string): Promise<void> {
  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
  const link = sidebar.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Ventas - Clientes', exact: true }).click();
  await link.click();
}

/** What the page shows as money: '$1,234.50' → 123450 cents. */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

test('order → partial delivery → invoice → stamp → PDF → payment → payment complement → nothing left to collect', async ({ signInAs }, testInfo) => {
  test.setTimeout(300_000);
  const tag = `${testInfo.workerIndex}-${Date.now().toString(36).slice(-5)}`;
  const page = await signInAs(DEMO, WIDE);
  const order = await orderWithGrid(page.request, tag);
  const before = await ok<{ balanceCents: number }>('balance', await page.request.get(`/api/receivables/clients/${order.clientId}`));

  // The partial delivery: 2 of the 3 navy polos.
  await page.goto(`/admin/ventas/pedidos/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Orden de venta ${order.folio}` })).toBeVisible();
  await page.getByRole('link', { name: 'Crear entrega' }).click();
  await page.getByRole('textbox', { name: 'Entregar Azul marino 3XG de la línea 1' }).fill('2');
  await page.getByRole('button', { name: 'Crear entrega' }).click();
  const deliveryHeading = page.getByRole('heading', { level: 1, name: /^Entrega EN\d+$/ });
  await expect(deliveryHeading).toBeVisible();
  const delivery = ((await deliveryHeading.textContent()) ?? '').replace('Entrega ', '').trim();

  // Facturas de deudores › Nueva factura, from the delivery, in instalments (PPD).
  await fromSidebar(page, 'Facturas de deudores');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas de deudores' })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva factura' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva factura de deudores' })).toBeVisible();
  const chooser = page.getByLabel(/^Orden o entrega/);
  await chooser.selectOption((await chooser.locator('option', { hasText: delivery }).getAttribute('value'))!);
  await expect(page.getByLabel(/^Cantidad a facturar de /).first()).toHaveValue('2');
  await page.getByLabel(/^Método de pago/).selectOption('PPD');
  await page.getByRole('button', { name: 'Crear factura' }).click();
  const invoiceHeading = page.getByRole('heading', { level: 1, name: /^Factura de deudores F/ });
  await expect(invoiceHeading).toBeVisible();
  const invoice = ((await invoiceHeading.textContent()) ?? '').replace('Factura de deudores ', '').trim();
  const invoiceUrl = page.url();
  const invoiceId = Number(/\/(\d+)$/.exec(invoiceUrl)?.[1]);

  // 'Timbrar', confirmed: the sandbox PAC's UUID, and the test stamp said so.
  const cfdi = page.getByRole('region', { name: 'CFDI' });
  await expect(cfdi.getByText('Sin timbrar')).toBeVisible();
  await cfdi.getByRole('button', { name: 'Timbrar' }).click();
  const confirm = page.getByRole('dialog', { name: /^¿Timbrar / });
  await confirm.getByRole('button', { name: 'Timbrar' }).click();
  await expect(confirm).toBeHidden();
  const uuidText = cfdi.getByText(/^UUID [0-9A-F-]{36}$/);
  await expect(uuidText).toBeVisible();
  const uuid = ((await uuidText.textContent()) ?? '').replace('UUID ', '').trim();
  await expect(cfdi.getByText('Sin validez fiscal (timbrado de prueba)')).toBeVisible();
  await expect(cfdi.getByRole('button', { name: 'Timbrar' })).toHaveCount(0);
  await snap(page, 'invoicing-chain-stamped-wide');

  // The CFDI's PDF: the UUID, both RFCs, the total and the test stamp's words.
  const stamp = await ok<{ uuid: string }>('stamp', await page.request.get(`/api/fiscal/documents/${invoiceId}`));
  expect(stamp.uuid).toBe(uuid);
  const invoiceDoc = await ok<{ totalCents: number; partner?: { rfc?: string } }>('invoice', await page.request.get(`/api/receivables/documents/${invoiceId}`));
  const pdfHref = await cfdi.getByRole('link', { name: `PDF de Factura de deudores ${invoice}` }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  const xml = await (await page.request.get(`/api/fiscal/documents/${invoiceId}/xml`)).text();
  const issuerRfc = /<cfdi:Emisor[^>]*Rfc="([^"]+)"/.exec(xml)?.[1];
  const receiverRfc = /<cfdi:Receptor[^>]*Rfc="([^"]+)"/.exec(xml)?.[1];
  const total = /<cfdi:Comprobante[^>]*\sTotal="([^"]+)"/.exec(xml)?.[1];
  for (const s of [uuid, issuerRfc!, receiverRfc!, 'Sin validez fiscal']) expect(text, s).toContain(s);
  expect(cents(total!)).toBe(invoiceDoc.totalCents);
  expect(text.replace(/,/g, '')).toContain(total!);

  // 'Registrar cobro' of the whole amount.
  await page.goto(invoiceUrl);
  await page.getByRole('button', { name: 'Registrar cobro' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cobro de / });
  await dialog.getByLabel(new RegExp(`^${invoice}`)).fill(total!);
  await dialog.getByLabel('Referencia').fill(`SPEI ${tag}`);
  await dialog.getByRole('button', { name: /^Registrar cobro de / }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Registrar cobro' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Cobros aplicados' }).getByRole('row').nth(1)).toContainText('$0.00');

  // The payment complement, stamped from the client's receivables.
  await page.goto(`/admin/ventas/cartera/${order.clientId}`);
  const paymentCfdi = page.getByRole('region', { name: 'CFDI' }).filter({ has: page.getByRole('button', { name: 'Timbrar' }) }).first();
  await paymentCfdi.getByRole('button', { name: 'Timbrar' }).click();
  const confirmPayment = page.getByRole('dialog', { name: /^¿Timbrar el cobro / });
  await confirmPayment.getByRole('button', { name: 'Timbrar' }).click();
  await expect(confirmPayment).toBeHidden();
  await expect(page.getByRole('link', { name: /^XML de el cobro / }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documentos abiertos' }).getByRole('row').filter({ hasText: invoice })).toHaveCount(0);
  const after = await ok<{ balanceCents: number }>('balance', await page.request.get(`/api/receivables/clients/${order.clientId}`));
  expect(after.balanceCents).toBe(before.balanceCents);
  await snap(page, 'invoicing-chain-client-wide');

  // The stamped invoice on a phone.
  const phone = await signInAs(DEMO, PHONE);
  await phone.goto(invoiceUrl);
  await expect(phone.getByRole('heading', { level: 1, name: `Factura de deudores ${invoice}` })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'CFDI' }).getByText(`UUID ${uuid}`)).toBeVisible();
  await snap(phone, 'invoicing-chain-invoice-phone');
  await phone.goto(`/admin/ventas/cartera/${order.clientId}`);
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(phone, 'invoicing-chain-client-phone');
});
