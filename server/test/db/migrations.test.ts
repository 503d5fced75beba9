import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/migrations';
import { SAMPLE_ON_OPTIONS, STAGE_CODES } from '@muestrario/shared/domain';
import { addUser, createTestApp, STAFF, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';

const TABLES = [
  'approval_links',
  'articles',
  'bom_lines',
  'boms',
  'clients',
  'clothing',
  'clothing_positions',
  'comments',
  'company_csd',
  'company_fiscal',
  'customer_answers',
  'customer_payment_applications',
  'customer_payments',
  'data_version',
  'document_history',
  'document_lines',
  'documents',
  'events',
  'fiscal_documents',
  'item_colours',
  'item_sizes',
  'item_variants',
  'items',
  'login_throttle',
  'logo_pantones',
  'logos',
  'machines',
  'notifications',
  'order_line_grid_cells',
  'order_line_grids',
  'order_line_names',
  'pac_sandbox_stamps',
  'partner_addresses',
  'partner_contacts',
  'password_resets',
  'position_areas',
  'production_operations',
  'production_order_history',
  'production_orders',
  'program_allowance_exceptions',
  'program_employee_sizes',
  'program_employees',
  'program_job_titles',
  'program_kit_lines',
  'program_order_pieces',
  'program_portal_links',
  'program_reorder_request_employees',
  'program_reorder_requests',
  'quality_checklists',
  'render_files',
  'sales_document_relations',
  'sales_fiscal_terms',
  'sample_photos',
  'sample_round_files',
  'sample_rounds',
  'sample_viewers',
  'samples',
  'sequences',
  'sessions',
  'shop_settings',
  'stock_balances',
  'stock_counts',
  'stock_documents',
  'stock_locations',
  'stock_moves',
  'supplier_cfdis',
  'supplier_payment_applications',
  'supplier_payments',
  'texts',
  'threads',
  'uniform_programs',
  'users',
  'warehouses',
];

describe.each(testDatabases)('migrations (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('create the whole data model on start', async () => {
    const tables = (await t.app.db.introspection.getTables()).map((tb) => tb.name).filter((n) => !n.startsWith('kysely_'));
    expect(tables.sort()).toEqual(TABLES);
  });

  it('are idempotent: running again applies nothing and keeps the data, also across a restart', async () => {
    await addUser(t.app);
    expect(await migrateToLatest(t.app.db)).toEqual([]);
    const restarted = await t.rebuild();
    const users = await restarted.db.selectFrom('users').select('username').execute();
    expect(users).toEqual([{ username: 'vendedora' }]);
  });

  // (driver errors may come from another realm, so match on the message rather than toThrow)
  it('enforce foreign keys and check constraints', async () => {
    await expect(
      t.app.db.insertInto('sessions').values({ id: 'x', user_id: 424242, created_at: '', last_seen_at: '', ip: '', user_agent: '' }).execute(),
    ).rejects.toHaveProperty('message', expect.stringMatching(/foreign key/i));
    await expect(sql`insert into threads (id, nombre, color, posicion, rgb, hex) values ('1', 'a', 'b', 'c', 'd', 'e')`.execute(t.app.db)).resolves.toBeDefined();
    await expect(
      sql`insert into users (username, password_hash, first_name, last_name, role, created_at) values ('z', 'h', 'f', 'l', 'jefe', '')`.execute(t.app.db),
    ).rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));
  });

  it('accept exactly the shared domain lists in the stage and sample_on columns', async () => {
    const { id: userId } = await t.app.users.create({ ...STAFF, username: 'checks' }, new Date());
    const client = await sql<{ id: number }>`insert into clients (card_code, card_name, rfc, email, phone1, address, city, county, state, zip_code, search_text, created_at)
      values ('K1', 'k', '', '', '', '', '', '', '', '', 'k', '') returning id`.execute(t.app.db);
    const clientId = client.rows[0]!.id;
    const insertSample = (stage: unknown, sampleOn: unknown) =>
      sql`insert into samples (sample_name, client_id, stage, sample_on, created_by, create_date, due_date, updated_at)
        values ('s', ${clientId}, ${stage}, ${sampleOn}, ${userId}, '', '', '')`.execute(t.app.db);
    for (const stage of STAGE_CODES) await expect(insertSample(stage, SAMPLE_ON_OPTIONS[0])).resolves.toBeDefined();
    for (const sampleOn of SAMPLE_ON_OPTIONS) await expect(insertSample(1, sampleOn)).resolves.toBeDefined();
    for (const [stage, sampleOn] of [[0, 'Prenda'], [9, 'Prenda'], [1, 'Papel']] as const) {
      await expect(insertSample(stage, sampleOn)).rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));
    }
  });
});
