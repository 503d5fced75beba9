import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, SECOND_SELLER, snap, WIDE } from './support/screens';

/*
 * Issue 32 (items 6 and 8), by clicking as a seller does: a sales order (set up through the API, as the
 * seller made it earlier) → Facturas de deudores › 'Nueva factura' (PPD, 99) → two partial payments from
 * the invoice's page → Cartera de clientes shows the remaining balance in its ageing → a third payment →
 * the client's balance is 0. Screenshots at 1440 and 390 px.
 */

const CLIENT = 'Hospital San Rafael del Valle';

async function ok<T>(what: string, response: Awaited<ReturnType<APIRequestContext['fetch']>>): Promise<T> {
  expect(response.ok(), `${what} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The seller's order of 10 polos at $100.00 (IVA 16 %: $1,160.00): its folio. */
async function order(seller: APIRequestContext, tag: string): Promise<{ folio: string; clientId: number }> {
  const partners = await ok<{ rows: { id: number; cardName: string }[] }>('partners', await seller.get('/api/business-partners', { params: { search: 'San Rafael' } }));
  const client = partners.rows.find((p) => p.cardName.startsWith(CLIENT));
  expect(client, CLIENT).toBeDefined();
  const noAddress = { street: '', city: '', state: '', zipCode: '' };
  const created = await ok<{ folio: string }>(
    'order',
    await seller.post('/api/sales/orders', {
      data: {
        clientId: client!.id,
        contactId: null,
        name: `Filipinas e2e ${tag}`,
        reference: `E2E-${tag}`,
        currency: 'MXN',
        exchangeRate: '1',
        lines: [{ code: 'PLY-PQ-01', description: 'Polo piqué', quantity: 10, unitPriceCents: 10_000 }],
        shippingAddress: noAddress,
        billingAddress: noAddress,
      },
    }),
  );
  return { folio: created.folio, clientId: client!.id };
}

/** Opens a 'Ventas - Clientes' entry from the sidebar, expanding the group when it is closed. */
async function fromSidebar(page: Page, name: string): Promise<void> {
  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
  const link = sidebar.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Ventas - Clientes', exact: true }).click();
  await link.click();
}

async function pay(page: Page, invoiceFolio: string, amount: string, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Registrar cobro' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cobro de / });
  await dialog.getByLabel(new RegExp(`^${invoiceFolio}`)).fill(amount);
  await dialog.getByLabel('Referencia').fill(`SPEI ${amount}`);
  await dialog.getByRole('button', { name: `Registrar cobro de ${label}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `de ${label} registrado` }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an order is invoiced (PPD), paid in three instalments, and the client’s balance ages down to 0', async ({ signInAs }, testInfo) => {
  test.setTimeout(240_000);
  const tag = `${testInfo.workerIndex}-${Date.now().toString(36).slice(-5)}`;
  const page = await signInAs(SECOND_SELLER, WIDE);
  const { folio: orderFolio, clientId } = await order(page.request, tag);

  // Ventas › Facturas de deudores › Nueva factura, from the order.
  await page.goto('/admin');
  await expect(page.getByRole('complementary', { name: 'Barra lateral' })).toBeVisible();
  await fromSidebar(page, 'Facturas de deudores');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas de deudores' })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva factura' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva factura de deudores' })).toBeVisible();
  const chooser = page.getByLabel(/^Orden o entrega/);
  const option = chooser.locator('option', { hasText: orderFolio });
  await chooser.selectOption((await option.getAttribute('value'))!);
  await expect(page.getByLabel('Cantidad a facturar de PLY-PQ-01')).toHaveValue('10');
  await expect(page.getByLabel(/^Método de pago/)).toHaveValue('PPD');
  await expect(page.getByLabel(/^Forma de pago/)).toHaveValue('99');
  await snap(page, 'receivables-new-invoice-wide');
  await page.getByRole('button', { name: 'Crear factura' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Factura de deudores F/ });
  await expect(heading).toBeVisible();
  const invoiceFolio = ((await heading.textContent()) ?? '').replace('Factura de deudores ', '').trim();
  await expect(page.getByText('PPD · Pago en parcialidades o diferido')).toBeVisible();
  const invoiceUrl = page.url();

  // Two partial payments.
  await pay(page, invoiceFolio, '400', '$400.00');
  await pay(page, invoiceFolio, '400', '$400.00');
  const payments = page.getByRole('table', { name: 'Cobros aplicados' });
  await expect(payments.getByRole('row')).toHaveCount(3);
  await expect(payments.getByRole('row').nth(2)).toContainText('$360.00');
  await snap(page, 'receivables-invoice-wide');

  // Cartera de clientes: the client's remaining balance, not yet due (0 a 30 días).
  await fromSidebar(page, 'Cartera de clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Cartera de clientes' })).toBeVisible();
  await snap(page, 'receivables-clients-wide');
  await page.getByRole('link', { name: new RegExp(`^${CLIENT}`) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${CLIENT}`) })).toBeVisible();
  const figures = page.locator('dl').first();
  const balance = await (await ok<{ balanceCents: number }>('balance', await page.request.get(`/api/receivables/clients/${clientId}`))).balanceCents;
  expect(balance).toBeGreaterThanOrEqual(36_000);
  await expect(page.getByRole('table', { name: 'Documentos abiertos' }).getByRole('row').filter({ hasText: invoiceFolio })).toContainText('$360.00');
  await expect(figures).toContainText('0 a 30 días');
  await snap(page, 'receivables-client-wide');

  // The third payment: the invoice's balance reaches 0 and leaves the client's open documents.
  await page.goto(invoiceUrl);
  await pay(page, invoiceFolio, '360', '$360.00');
  await expect(page.getByRole('button', { name: 'Registrar cobro' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Cobros aplicados' }).getByRole('row').nth(3)).toContainText('$0.00');
  await page.goto(`/admin/ventas/cartera/${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${CLIENT}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documentos abiertos' }).getByRole('row').filter({ hasText: invoiceFolio })).toHaveCount(0);
  const after = await ok<{ balanceCents: number; ageing: Record<string, number> }>('balance', await page.request.get(`/api/receivables/clients/${clientId}`));
  expect(after.balanceCents).toBe(balance - 36_000);

  // The same screens on a phone.
  const phone = await signInAs(SECOND_SELLER, PHONE);
  await phone.goto(invoiceUrl);
  await expect(phone.getByRole('heading', { level: 1, name: `Factura de deudores ${invoiceFolio}` })).toBeVisible();
  await snap(phone, 'receivables-invoice-phone');
  await phone.goto('/admin/ventas/cartera');
  await expect(phone.getByRole('heading', { level: 1, name: 'Cartera de clientes' })).toBeVisible();
  await snap(phone, 'receivables-clients-phone');
  await phone.goto(`/admin/ventas/cartera/${clientId}`);
  await expect(phone.getByRole('heading', { level: 1, name: new RegExp(`^${CLIENT}`) })).toBeVisible();
  await snap(phone, 'receivables-client-phone');
});
