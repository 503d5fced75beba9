import { sql, type Kysely } from 'kysely';
import * as m0021 from '../../src/db/migrations/0021_business_documents';
import * as m0022 from '../../src/db/migrations/0022_document_history_append_only';
import * as m0028 from '../../src/modules/order-grids/migrations/0028_order_line_grids';
import * as m0030 from '../../src/modules/production-orders/migrations/0030_production_orders';
import * as m0036 from '../../src/modules/business-documents/migrations/0036_document_line_items';
import * as m0042 from '../../src/modules/supplier-invoices/migrations/0042_supplier_invoices';
import * as m0047 from '../../src/modules/receivables/migrations/0047_sales_fiscal_terms';
import * as m0048 from '../../src/modules/receivables/migrations/0048_customer_payments';
import * as m0050 from '../../src/modules/fiscal-documents/migrations/0050_fiscal_documents';
import * as m0051 from '../../src/modules/programs/migrations/0051_uniform_programs';
import * as m0053 from '../../src/modules/program-portal/migrations/0053_program_request_notifications';
import { migrateToLatest } from '../../src/db/migrations';
import { seedBulk } from '../../src/db/seed/bulk';
import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { quotationInput } from '../helpers/builders';
import { injectAs, type Requester } from '../helpers/request';

jest.setTimeout(300_000);

// 0028 (order line grids), 0030 (production orders), 0036 (the lines' items), 0042 (supplier invoices), 0047 and
// 0048 (receivables), 0050 (stamped CFDIs) build on the engine's tables: they go down first and run again after.
const MIGRATIONS = [
  '0021_business_documents',
  '0022_document_history_append_only',
  '0028_order_line_grids',
  '0030_production_orders',
  '0036_document_line_items',
  '0042_supplier_invoices',
  '0047_sales_fiscal_terms',
  '0048_customer_payments',
  '0050_fiscal_documents',
  '0051_uniform_programs',
  '0053_program_request_notifications',
];

/** Every migration after the engine whose tables point at documents or their lines, latest first. */
const DOWN = [m0053, m0051, m0050, m0048, m0047, m0042, m0036, m0030, m0028, m0022, m0021];
async function downToBeforeEngine(db: Kysely<unknown>) {
  for (const migration of DOWN) await migration.down(db);
}

/** Quotations and orders as the tables before the engine held them, in one comparable shape. */
async function beforeEngine(db: Kysely<unknown>) {
  const docs = await sql<Record<string, unknown>>`
    select id, kind, number, folio, status, client_id as partner, seller_id as seller, sample_id, source_id as source, name, reference,
      currency, exchange_rate, tax_rate_bp, subtotal_cents, tax_cents, total_cents, total_mxn_cents, search_text,
      ship_street, ship_city, ship_state, ship_zip, bill_street, bill_city, bill_state, bill_zip,
      created_at, updated_at, status_changed_at, status_changed_by
    from sales_documents order by id`.execute(db);
  const lines = await sql<Record<string, unknown>>`
    select id, document_id, sort_order as position, code, description, quantity, unit_price_cents, subtotal_cents, tax_cents
    from sales_document_lines order by id`.execute(db);
  const sequences = await sql<Record<string, unknown>>`select name, last_number from sequences where name in ('quotation', 'order') order by name`.execute(db);
  return normalise(docs.rows, lines.rows, sequences.rows);
}

/** The same from the engine's tables. */
async function onEngine(db: Kysely<unknown>) {
  const docs = await sql<Record<string, unknown>>`
    select id, kind, number, folio, status, partner_id as partner, owner_id as seller, sample_id, base_document_id as source, name, reference,
      currency, exchange_rate, tax_rate_bp, subtotal_cents, tax_cents, total_cents, total_mxn_cents, search_text,
      ship_street, ship_city, ship_state, ship_zip, bill_street, bill_city, bill_state, bill_zip,
      created_at, updated_at, status_changed_at, status_changed_by
    from documents where kind in ('quotation', 'order') order by id`.execute(db);
  const lines = await sql<Record<string, unknown>>`
    select l.id, l.document_id, l.line_number as position, l.code, l.description, l.quantity, l.unit_price_cents, l.line_total_cents as subtotal_cents, l.tax_cents
    from document_lines l inner join documents d on d.id = l.document_id where d.kind in ('quotation', 'order') order by l.id`.execute(db);
  const sequences = await sql<Record<string, unknown>>`
    select case name when 'quotation:S' then 'quotation' else 'order' end as name, last_number from sequences where name in ('quotation:S', 'order:OV') order by 2`.execute(db);
  return normalise(docs.rows, lines.rows, sequences.rows.sort((a, b) => String(a.name).localeCompare(String(b.name))));
}

/** bigint columns come back as strings from pg: compare numbers. */
function normalise(docs: Record<string, unknown>[], lines: Record<string, unknown>[], sequences: Record<string, unknown>[]) {
  const money = ['number', 'exchange_rate', 'tax_rate_bp', 'subtotal_cents', 'tax_cents', 'total_cents', 'total_mxn_cents', 'quantity', 'unit_price_cents', 'last_number'];
  const fix = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, money.includes(k) && v !== null ? Number(v) : v]));
  return { docs: docs.map(fix), lines: lines.map(fix), sequences: sequences.map(fix) };
}

async function markNotRun(db: Kysely<unknown>) {
  await sql`delete from kysely_migration where name in (${sql.join(MIGRATIONS)})`.execute(db);
}

/**
 * Migration 0021 on a database holding today's demo data, `seed:bulk` samples and quotations and orders
 * made on them (issue 29, acceptance 3): the database is taken back to the migration before the engine
 * (its quotations and orders in `sales_documents` and `sales_document_lines`, plus rows as the code before
 * the engine could leave them: an order edited after its copy), then migrated. Every row, id, folio,
 * amount, sample link, status and who/when is the same before and after, and the screens' API answers too.
 */
describe.each(testDatabases)('migration 0021_business_documents (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;
  let before: Awaited<ReturnType<typeof beforeEngine>>;
  let editedOrderId: number;
  let editedQuotationId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    expect(await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now())).toBe(true);
    await seedBulk(t.app.db, 2_000, t.clock.now());
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
    // Quotations on bulk samples, half of them copied to orders.
    const samples = await t.app.db.selectFrom('samples').select(['id', 'client_id']).orderBy('id', 'desc').limit(120).execute();
    for (const [i, s] of samples.entries()) {
      const id = await t.app.sales.create('quotation', quotationInput(s.client_id, { name: `Masiva ${i}` }), { sellerId: 1, at: t.clock.now().toISOString(), sampleId: s.id });
      if (i % 2 === 0) await t.app.sales.copyToOrder(id, 1, t.clock.now().toISOString());
      if (i % 7 === 0) await t.app.sales.setStatus(id, 'Cancelada', 1, t.clock.now().toISOString());
    }

    // Back to the migration before the engine.
    const db = t.app.db as unknown as Kysely<unknown>;
    await downToBeforeEngine(db);
    await markNotRun(db);
    // Rows only the code before the engine could write: an order copied from a quotation, then edited
    // (its second line another article, its first line more pieces than the quotation had).
    const q = (await sql<{ id: number }>`select id from sales_documents where kind = 'quotation' and folio = 'S00095'`.execute(db)).rows[0]!;
    const o = (await sql<{ id: number }>`select id from sales_documents where kind = 'order' and source_id = ${q.id}`.execute(db)).rows[0]!;
    await sql`update sales_document_lines set quantity = quantity + 5 where document_id = ${o.id} and sort_order = 0`.execute(db);
    await sql`update sales_document_lines set code = 'EST-DT-10' where document_id = ${o.id} and sort_order = 1`.execute(db);
    editedOrderId = o.id;
    editedQuotationId = q.id;
    before = await beforeEngine(db);

    expect(await migrateToLatest(t.app.db)).toEqual(MIGRATIONS);
  });
  afterAll(() => t.close());

  it('keeps every quotation and order with its id, folio, amounts, sample link, source, status and who/when', async () => {
    const after = await onEngine(t.app.db as unknown as Kysely<unknown>);
    expect(before.docs.length).toBeGreaterThan(97 * 2 + 120);
    expect(before.docs.filter((d) => d.sample_id !== null).length).toBeGreaterThan(120);
    expect(after.docs).toEqual(before.docs);
    expect(after.lines).toEqual(before.lines);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.sequences).toHaveLength(2);
  });

  it('links order lines to their quotation lines and leaves what was not copied open', async () => {
    const lines = await t.app.db.selectFrom('document_lines').selectAll().where('document_id', 'in', [editedQuotationId, editedOrderId]).orderBy('id').execute();
    const quotation = lines.filter((l) => l.document_id === editedQuotationId);
    const order = lines.filter((l) => l.document_id === editedOrderId);
    // Line 1: same article, more pieces than quoted → linked, nothing left open. Line 2: another article → not linked, all open.
    expect(order.map((l) => l.base_line_id)).toEqual([quotation[0]!.id, null]);
    expect(quotation.map((l) => l.open_quantity)).toEqual([0, quotation[1]!.quantity]);
    const untouched = await t.app.db
      .selectFrom('document_lines as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .select(['l.quantity', 'l.open_quantity', 'l.base_line_id'])
      .where('d.kind', '=', 'order')
      .where('d.base_document_id', 'is not', null)
      .where('d.id', '!=', editedOrderId)
      .execute();
    expect(untouched.length).toBeGreaterThan(60);
    expect(untouched.every((l) => l.base_line_id !== null && l.open_quantity === l.quantity)).toBe(true);
  });

  it('answers the sales screens as before, and the folios continue', async () => {
    const page = (await as('GET', '/api/sales/quotations')).json();
    expect(page.total).toBe(before.docs.filter((d) => d.kind === 'quotation').length);
    const order = (await as('GET', `/api/sales/orders/${editedOrderId}`)).json();
    expect(order).toMatchObject({ folio: 'OV00097', source: { id: editedQuotationId, folio: 'S00095' } });
    const quotation = (await as('GET', `/api/sales/quotations/${editedQuotationId}`)).json();
    expect(quotation).toMatchObject({ status: 'Cerrada', copies: [{ id: editedOrderId, folio: 'OV00097' }] });
    const clientId = (await t.app.db.selectFrom('clients').select('id').where('partner_type', '=', 'Cliente').orderBy('id').executeTakeFirstOrThrow()).id;
    const next = (await as('POST', '/api/sales/quotations', quotationInput(clientId))).json();
    const highest = Math.max(...before.docs.filter((d) => d.kind === 'quotation').map((d) => Number(d.number)));
    expect(next.folio).toBe(`S${String(highest + 1).padStart(5, '0')}`);
    // New rows take ids after the migrated ones (PostgreSQL's serials were moved past them).
    expect(next.id).toBeGreaterThan(Math.max(...before.docs.map((d) => Number(d.id))));
  });

  it('goes back down (0021) to the same tables it came from', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    const now = await onEngine(db);
    await downToBeforeEngine(db);
    expect(await beforeEngine(db)).toEqual(now);
    await markNotRun(db);
    expect(await migrateToLatest(t.app.db)).toEqual(MIGRATIONS);
  });
});
