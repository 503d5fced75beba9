import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, PRODUCTION, SECOND_SELLER, snap, WIDE } from './support/screens';

/*
 * Issue 31, acceptance 5, by clicking as production does: a released production order needs more
 * POL-001 blanks (Rojo XG) than there are → Compras › Necesidades de compra → 'Generar solicitudes de
 * compra' → the purchase request → 'Copiar a pedido de compra' → Compras › Entradas de mercancía ›
 * 'Nueva entrada' of part of the order → the item's 'Existencias' went up by what came in → the order's
 * 'Materiales' › 'Entregar materiales' → 'Recibir producto terminado'.
 *
 * Set up through the API, as people did earlier: a seller's sales order of 40 red XG polos with their
 * names, sent to production, and production releasing it (the blanks' stock is 12, so it is short).
 */

const CLIENT_SAMPLE = 'Uniformes recepción hospital';
const BLANK = 'POL-001-ROJ-XG';
const PIECES = 40;

function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function ok<T>(what: string, response: Awaited<ReturnType<APIRequestContext['fetch']>>): Promise<T> {
  expect(response.ok(), `${what} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The seller's sales order line with its grid (40 × Rojo XG, one name each), sent to production: the order's id and folio. */
async function productionOrderOfRedPolos(seller: APIRequestContext, tag: string): Promise<{ id: number; folio: string; version: number }> {
  const samples = await ok<{ id: number; name: string; clientId: number }[]>('grid samples', await seller.get('/api/sales/grid-samples'));
  const sample = samples.find((s) => s.name === CLIENT_SAMPLE);
  expect(sample, `the demo's authorised sample «${CLIENT_SAMPLE}»`).toBeDefined();
  const noAddress = { street: '', city: '', state: '', zipCode: '' };
  const order = await ok<{ id: number }>(
    'sales order',
    await seller.post('/api/sales/orders', {
      data: {
        clientId: sample!.clientId,
        contactId: null,
        name: `Polos rojos e2e ${tag}`,
        reference: `E2E-${tag}`,
        currency: 'MXN',
        exchangeRate: '1',
        lines: [{ code: 'PLY-PQ-01', description: 'Polo piqué', quantity: PIECES, unitPriceCents: 18_550 }],
        shippingAddress: noAddress,
        billingAddress: noAddress,
        dueDate: dayFromToday(14),
      },
    }),
  );
  const items = await ok<{ rows: { id: number; code: string }[] }>('items', await seller.get('/api/items', { params: { search: 'POL-001' } }));
  const style = items.rows.find((r) => r.code === 'POL-001');
  expect(style, 'the POL-001 style').toBeDefined();
  const names = ['nombre\ttalla\tcolor', ...Array.from({ length: PIECES }, (_, i) => `Ana ${i + 1}\tXG\tRojo`)].join('\n');
  await ok('grid', await seller.put(`/api/sales/orders/${order.id}/lines/1/grid`, { data: { styleId: style!.id, sampleId: sample!.id, colours: ['Rojo'], sizes: ['XG'], quantities: [[PIECES]], nameList: names } }));
  return ok<{ id: number; folio: string; version: number }>('production order', await seller.post(`/api/sales/orders/${order.id}/lines/1/production-order`, { data: {} }));
}

/** The number at the start of a cell's text ('1,234 piezas' → 1234). */
async function count(cell: Locator): Promise<number> {
  const text = (await cell.textContent()) ?? '';
  const match = /-?[\d,.]+/.exec(text);
  expect(match, `a number in «${text}»`).not.toBeNull();
  return Number(match![0].replace(/,/g, ''));
}

/** The item page's 'Existencias' on hand in Materia prima. */
async function onHandOfBlanks(page: Page, itemId: number): Promise<Locator> {
  await page.goto(`/admin/inventario/articulos/${itemId}`);
  const table = page.getByRole('table', { name: 'Existencias' });
  const row = table.getByRole('row').filter({ hasText: 'Materia prima' }).first();
  await expect(row).toBeVisible();
  return row.getByRole('cell').nth(0);
}

test('a production shortage becomes a purchase request, an order, a partial receipt, stock, an issue to production and finished goods', async ({ signInAs }, testInfo) => {
  test.setTimeout(240_000);
  const tag = `${testInfo.workerIndex}-${Date.now().toString(36).slice(-5)}`;

  const seller = await signInAs(SECOND_SELLER, WIDE);
  const created = await productionOrderOfRedPolos(seller.request, tag);

  const page = await signInAs(PRODUCTION, WIDE);
  await ok('release', await page.request.post(`/api/production/orders/${created.id}/status`, { data: { status: 'released', version: created.version } }));
  const items = await ok<{ rows: { id: number; code: string }[] }>('items', await page.request.get('/api/items', { params: { search: 'POL-001' } }));
  const itemId = items.rows.find((r) => r.code === 'POL-001')!.id;

  // Compras › Necesidades de compra: the red XG blanks are short.
  await page.goto('/admin/compras/necesidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Necesidades de compra' })).toBeVisible();
  const shortage = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: BLANK, exact: true }) });
  await expect(shortage).toBeVisible();
  const suggested = await count(shortage.getByRole('cell').nth(4));
  expect(suggested).toBeGreaterThan(0);
  const supplierName = ((await shortage.getByRole('cell').nth(5).textContent()) ?? '').trim();
  expect(supplierName).not.toBe('Sin proveedor preferido');
  await snap(page, 'purchasing-chain-shortages-wide');

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/purchasing/shortages/requests') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Generar solicitudes de compra' }).click();
  const answer = (await (await answered).json()) as { requests: { id: number; folio: string; supplierId: number }[] };
  const status = page.getByRole('status').filter({ hasText: 'Solicitudes generadas' });
  await expect(status).toBeVisible();
  // Every request is one supplier's: ours is the one the blanks' supplier gets (its page says so).
  let requestFolio: string | null = null;
  for (const request of answer.requests) {
    const doc = await ok<{ supplier: { name: string }; lines: { code: string }[] }>('request', await page.request.get(`/api/purchasing/documents/${request.id}`));
    if (doc.supplier.name === supplierName && doc.lines.some((l) => l.code === BLANK)) requestFolio = request.folio;
  }
  expect(requestFolio, `a request to ${supplierName} with ${BLANK}`).not.toBeNull();
  await status.getByRole('link', { name: requestFolio!, exact: true }).click();

  // The purchase request, then 'Copiar a pedido de compra'.
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud de compra ${requestFolio}` })).toBeVisible();
  const requestLines = page.getByRole('table', { name: 'Líneas' });
  await expect(requestLines.getByRole('row').filter({ hasText: BLANK })).toBeVisible();
  await snap(page, 'purchasing-chain-request-wide');
  await page.getByRole('button', { name: 'Copiar a pedido de compra' }).click();
  const orderHeading = page.getByRole('heading', { level: 1, name: /^Pedido de compra PC/ });
  await expect(orderHeading).toBeVisible();
  const orderFolio = ((await orderHeading.textContent()) ?? '').replace('Pedido de compra ', '').trim();
  await expect(page.getByRole('table', { name: 'Líneas' }).getByRole('row').filter({ hasText: BLANK })).toBeVisible();
  await snap(page, 'purchasing-chain-order-wide');

  // Stock before the goods arrive.
  const before = await count(await onHandOfBlanks(page, itemId));

  // Compras › Entradas de mercancía › 'Nueva entrada': part of the blanks.
  await page.goto('/admin/compras/entregas-mercancia');
  await page.getByRole('link', { name: 'Nueva entrada' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva entrada de mercancía' })).toBeVisible();
  await page.getByLabel('Buscar pedido de compra').fill(orderFolio);
  await page.getByRole('link', { name: `Recibir ${orderFolio}` }).click();
  const field = page.getByRole('textbox', { name: `Recibido de ${BLANK}` });
  await expect(field).toBeVisible();
  const received = Math.max(1, suggested - 3);
  await field.fill(String(received));
  await snap(page, 'purchasing-chain-receipt-wide');
  await page.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Entrada de mercancía EM/ })).toBeVisible();
  await snap(page, 'purchasing-chain-receipt-done-wide');

  // The item's 'Existencias': on hand went up by what came in.
  const after = await onHandOfBlanks(page, itemId);
  await expect(after).toHaveText(new RegExp(`^${(before + received).toLocaleString('es-MX')}\\b`));
  await snap(page, 'purchasing-chain-item-stock-wide');

  // Producción › the order › 'Materiales' › 'Entregar materiales': ten blanks (the rest as proposed).
  await page.goto(`/admin/produccion/ordenes/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Orden de fabricación ${created.folio}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Materiales' }).click();
  await page.getByRole('button', { name: 'Entregar materiales' }).click();
  const issue = page.getByRole('dialog', { name: `Entregar materiales a ${created.folio}` });
  await expect(issue).toBeVisible();
  const warehouse = issue.getByLabel('Almacén de materia prima');
  if ((await warehouse.inputValue()) === '') await warehouse.selectOption({ index: 1 });
  await issue.getByLabel(`${BLANK} (piezas)`).fill('10');
  await snap(page, 'purchasing-chain-issue-wide');
  await issue.getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(issue).toBeHidden();
  const materials = page.getByRole('table', { name: 'Materiales entregados' });
  await expect(materials.getByRole('row').filter({ hasText: BLANK }).getByRole('cell').nth(2)).toHaveText(/^10\b/);

  // 'Recibir producto terminado': five good pieces.
  await page.getByRole('button', { name: 'Recibir producto terminado' }).click();
  const receive = page.getByRole('dialog', { name: `Recibir producto terminado de ${created.folio}` });
  await expect(receive).toBeVisible();
  const goodsWarehouse = receive.getByLabel('Almacén de producto terminado');
  if ((await goodsWarehouse.inputValue()) === '') await goodsWarehouse.selectOption({ index: 1 });
  await receive.getByLabel(`${BLANK} (piezas)`).fill('5');
  await receive.getByRole('button', { name: 'Recibir', exact: true }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByRole('list', { name: 'Entradas de producto terminado' })).toContainText('5 piezas');
  await snap(page, 'purchasing-chain-materials-wide');

  // The same screens on a phone.
  const phone = await signInAs(PRODUCTION, PHONE);
  await phone.goto('/admin/compras/necesidades');
  await expect(phone.getByRole('heading', { level: 1, name: 'Necesidades de compra' })).toBeVisible();
  await expect(phone.getByText(BLANK).first()).toBeVisible();
  await snap(phone, 'purchasing-chain-shortages-phone');
  await phone.goto(`/admin/compras/documentos/${answer.requests.find((r) => r.folio === requestFolio)!.id}`);
  await expect(phone.getByRole('heading', { level: 1, name: `Solicitud de compra ${requestFolio}` })).toBeVisible();
  await snap(phone, 'purchasing-chain-request-phone');
  await phone.goto('/admin/compras/entregas-mercancia/nueva');
  await expect(phone.getByRole('heading', { level: 1, name: 'Nueva entrada de mercancía' })).toBeVisible();
  await phone.getByLabel('Buscar pedido de compra').fill(orderFolio);
  await phone.getByRole('link', { name: `Recibir ${orderFolio}` }).click();
  await expect(phone.getByRole('textbox', { name: `Recibido de ${BLANK}` })).toBeVisible();
  await snap(phone, 'purchasing-chain-receipt-phone');
  await phone.goto(`/admin/inventario/articulos/${itemId}`);
  await expect(phone.getByRole('heading', { name: 'Existencias' })).toBeVisible();
  await snap(phone, 'purchasing-chain-item-stock-phone');
  await phone.goto(`/admin/produccion/ordenes/${created.id}`);
  await phone.getByRole('tab', { name: 'Materiales' }).click();
  await expect(phone.getByRole('button', { name: 'Recibir producto terminado' })).toBeVisible();
  await snap(phone, 'purchasing-chain-materials-phone');
});
