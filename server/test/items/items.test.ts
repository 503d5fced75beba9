import type { Kysely } from 'kysely';
import { BLANK_ITEM, type ItemInput } from '@muestrario/shared/contract';
import { ITEM_MESSAGES } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { items as demoItems } from '../../src/db/seed/data/items';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser } from '../helpers/builders';
import { injectAs } from '../helpers/request';
import { testDatabases } from '../helpers/databases';
import * as migration from '../../src/modules/items/migrations/0024_items';
import * as bomMigration from '../../src/modules/bom/migrations/0029_bills_of_materials';
import * as gridMigration from '../../src/modules/order-grids/migrations/0028_order_line_grids';
import * as productionMigration from '../../src/modules/production-orders/migrations/0030_production_orders';
import * as stockMigration from '../../src/modules/stock/migrations/0035_stock_ledger';
import * as lineItemsMigration from '../../src/modules/business-documents/migrations/0036_document_line_items';
import * as planningMigration from '../../src/modules/items/migrations/0037_item_planning';
import * as stockDocumentsMigration from '../../src/modules/stock/migrations/0040_stock_documents';
import * as moveCountsMigration from '../../src/modules/stock/migrations/0043_stock_move_counts';
import * as programsMigration from '../../src/modules/programs/migrations/0051_uniform_programs';
import * as requestNotificationsMigration from '../../src/modules/program-portal/migrations/0053_program_request_notifications';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(60_000);

const AZM = { code: 'AZM', name: 'Azul marino', hex: '#1F2A44' };
const ROJ = { code: 'ROJ', name: 'Rojo', hex: '#C8102E' };

const style = (over: Partial<ItemInput> = {}): ItemInput => ({ ...BLANK_ITEM, code: 'POL-900', description: 'Polo de prueba', colours: [AZM, ROJ], sizes: ['CH', 'M', 'G'], ...over });

describe.each(testDatabases)('items (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof injectAs>;
  let seller: ReturnType<typeof injectAs>;
  let production: ReturnType<typeof injectAs>;
  let polo: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems }, t.clock.now());
    seller = injectAs(t.app, await loginCookie(t.app, 'demo', 'demo1234'));
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    const { addUser } = await import('../helpers/app');
    await addUser(t.app, { username: 'taller', password: 'secreto-123', firstName: 'Rosa', lastName: 'Medina', role: 'production' });
    production = injectAs(t.app, await loginCookie(t.app, 'taller', 'secreto-123'));
    polo = (await t.app.db.selectFrom('clothing').select('id').where('title', '=', 'Playera cuello redondo').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('seeds the demo styles with their variants and the services, paged with the true total', async () => {
    const page = (await seller('GET', '/api/items?pageSize=5')).json();
    expect(page.total).toBe(demoItems.length);
    expect(page.rows).toHaveLength(5);
    expect(page.rows[0]).toMatchObject({ kind: 'Estilo', code: 'BAT-001' });
    const styles = (await seller('GET', '/api/items?kind=Estilo&pageSize=100')).json();
    const pol = styles.rows.find((r: { code: string }) => r.code === 'POL-001');
    expect(pol).toMatchObject({ sizes: ['CH', 'M', 'G', 'XG', '2XG', '3XG'], variantCount: 24, colours: [{ name: 'Azul marino' }, { name: 'Blanco' }, { name: 'Rojo' }, { name: 'Gris Oxford' }] });
    const services = (await seller('GET', '/api/items?kind=Servicio&pageSize=100')).json();
    expect(services.rows.map((r: { code: string }) => r.code)).toContain('BOR-MIL-13');
    expect(services.rows.every((r: { variantCount: number }) => r.variantCount === 0)).toBe(true);
    const byCode = (await t.app.items.byCode('bor-mil-13'))!;
    expect(byCode).toMatchObject({ kind: 'Servicio', unit: 'millar de puntadas', articleCode: 'BOR-MIL-13', satUnitKey: 'E48' });
  });

  it('searches code and description without case or accents, every word', async () => {
    const codes = async (search: string) => (await seller('GET', `/api/items?pageSize=100&search=${encodeURIComponent(search)}`)).json().rows.map((r: { code: string }) => r.code);
    expect(await codes('PIQUE')).toEqual(['POL-001', 'POL-002']);
    expect(await codes('pantalón gabardina')).toEqual(['PAN-001']);
    expect(await codes('chl-001')).toEqual(['CHL-001']);
    expect(await codes('%')).toEqual([]);
  });

  it('creates a style with 2 colours × 3 sizes: 6 variants with their codes; production may, a seller may not', async () => {
    expect((await seller('POST', '/api/items', style())).statusCode).toBe(403);
    const res = await production('POST', '/api/items', style({ code: 'pol-900', clothingId: polo, sizes: ['G', 'CH', 'M'] }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ code: 'POL-900', sizes: ['CH', 'M', 'G'], variantCount: 6, garment: 'Playera cuello redondo', colours: [{ code: 'AZM' }, { code: 'ROJ' }] });
    const variants = (await seller('GET', `/api/items/${created.id}/variants`)).json();
    expect(variants.map((v: { code: string }) => v.code)).toEqual(['POL-900-AZM-CH', 'POL-900-AZM-M', 'POL-900-AZM-G', 'POL-900-ROJ-CH', 'POL-900-ROJ-M', 'POL-900-ROJ-G']);
    expect((await seller('GET', `/api/items/${created.id}`)).json()).toEqual(created);
    const full = (await t.app.items.styleWithVariants(created.id))!;
    expect(full.variants).toHaveLength(6);
    expect((await t.app.items.variantByCode('pol-900-roj-m'))).toMatchObject({ itemId: created.id, colourName: 'Rojo', size: 'M', active: true });
  });

  it('keeps variants in step when colours and sizes change: new pairs added, removed ones deactivated (never deleted), returning ones back', async () => {
    const created = (await admin('POST', '/api/items', style({ code: 'CAM-900' }))).json();
    const [azm, roj] = created.colours;
    // Red leaves, G leaves, XG arrives, black arrives: 2 colours × 3 sizes again, 4 old variants inactive.
    const edited = await production('PUT', `/api/items/${created.id}`, style({ code: 'CAM-900', colours: [azm, { code: 'NEG', name: 'Negro', hex: '#111111' }], sizes: ['CH', 'M', 'XG'] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ variantCount: 6, colours: [{ code: 'AZM' }, { code: 'NEG' }] });
    const variants = (await seller('GET', `/api/items/${created.id}/variants`)).json() as { code: string; active: boolean }[];
    expect(variants).toHaveLength(10);
    expect(variants.filter((v) => v.active).map((v) => v.code)).toEqual(['CAM-900-AZM-CH', 'CAM-900-AZM-M', 'CAM-900-AZM-XG', 'CAM-900-NEG-CH', 'CAM-900-NEG-M', 'CAM-900-NEG-XG']);
    expect(variants.filter((v) => !v.active).map((v) => v.code).sort()).toEqual(['CAM-900-AZM-G', 'CAM-900-ROJ-CH', 'CAM-900-ROJ-G', 'CAM-900-ROJ-M']);
    // Red comes back as a new colour with its old code: its variants come back, same ids.
    const before = variants.find((v) => v.code === 'CAM-900-ROJ-CH')!;
    const back = await admin('PUT', `/api/items/${created.id}`, style({ code: 'CAM-900', colours: [azm, ROJ], sizes: ['CH'] }));
    expect(back.json().colours[1].id).toBe(roj.id);
    const again = (await seller('GET', `/api/items/${created.id}/variants`)).json() as { id: number; code: string; active: boolean }[];
    expect(again.filter((v) => v.active).map((v) => v.code)).toEqual(['CAM-900-AZM-CH', 'CAM-900-ROJ-CH']);
    expect(again.find((v) => v.code === 'CAM-900-ROJ-CH')).toEqual({ ...before, active: true });
    // A new style code renames every active variant.
    await admin('PUT', `/api/items/${created.id}`, style({ code: 'CAM-901', colours: [azm, { ...ROJ, id: roj.id }], sizes: ['CH'] }));
    const renamed = (await seller('GET', `/api/items/${created.id}/variants`)).json() as { code: string; active: boolean }[];
    expect(renamed.filter((v) => v.active).map((v) => v.code)).toEqual(['CAM-901-AZM-CH', 'CAM-901-ROJ-CH']);
    // Two colour codes swapped in one save meet no unique index half-way.
    const swapped = await admin('PUT', `/api/items/${created.id}`, style({ code: 'CAM-901', colours: [{ ...azm, code: 'ROJ' }, { ...ROJ, id: roj.id, code: 'AZM' }], sizes: ['CH'] }));
    expect(swapped.statusCode).toBe(200);
  });

  it('creates a service without variants, linked to its price article', async () => {
    const res = await admin('POST', '/api/items', { ...BLANK_ITEM, code: 'SRV-900', description: 'Sublimado por pieza', kind: 'Servicio', satProductKey: '82121500', satUnitKey: 'E48', articleCode: 'DTF-PZA-14' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'Servicio', variantCount: 0, colours: [], sizes: [], articleCode: 'DTF-PZA-14' });
    expect((await seller('GET', `/api/items/${res.json().id}/variants`)).json()).toEqual([]);
  });

  it('refuses a taken code with 409, 404 for an item that does not exist, and leaves nothing half-written', async () => {
    const taken = await admin('POST', '/api/items', style({ code: 'POL-001' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: ITEM_MESSAGES.codeTaken, fields: ['code'] });
    expect((await seller('GET', '/api/items/999999')).statusCode).toBe(404);
    expect((await seller('GET', '/api/items/999999/variants')).statusCode).toBe(404);
    expect((await admin('PUT', '/api/items/999999', style({ code: 'NADA-1' }))).statusCode).toBe(404);
    const count = async () => Number((await t.app.db.selectFrom('item_variants').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const bad = await admin('POST', '/api/items', style({ code: 'POL-901', clothingId: 999_999 }));
    expect(bad.json()).toMatchObject({ message: ITEM_MESSAGES.garmentNotFound, fields: ['clothingId'] });
    expect(await count()).toBe(before);
    expect((await t.app.items.byCode('POL-901'))).toBeUndefined();
  });

  it('refuses hostile bodies and queries with clear Spanish 400s', async () => {
    const pol = (await t.app.items.byCode('POL-001'))!;
    const other = (await t.app.items.byCode('POL-002'))!;
    const cases: [string, string, unknown][] = [
      ['POST', '/api/items', { ...style(), description: 'a\u0000b' }],
      ['POST', '/api/items', { ...style(), code: '' }],
      ['POST', '/api/items', { ...style(), code: 'POL 900' }],
      ['POST', '/api/items', { ...style(), code: 'x'.repeat(5000) }],
      ['POST', '/api/items', { ...style(), extra: 1 }],
      ['POST', '/api/items', { ...style(), kind: 'Materia prima' }],
      ['POST', '/api/items', { ...style(), sizes: ['M', 'XXL'] }],
      ['POST', '/api/items', { ...style(), sizes: ['G', '32'] }],
      ['POST', '/api/items', { ...style(), sizes: ['M', 'M'] }],
      ['POST', '/api/items', { ...style(), sizes: [] }],
      ['POST', '/api/items', { ...style(), colours: [] }],
      ['POST', '/api/items', { ...style(), colours: [AZM, { ...AZM, name: 'Azul Marino' }] }],
      ['POST', '/api/items', { ...style(), colours: [{ ...AZM, hex: 'azul' }] }],
      ['POST', '/api/items', { ...style(), colours: Array.from({ length: 31 }, (_, i) => ({ code: `C${i}`, name: `Color ${i}`, hex: '#000000' })) }],
      ['POST', '/api/items', { ...style(), colours: [{ ...AZM, id: pol.colours[0]!.id }] }],
      ['POST', '/api/items', { ...style(), satProductKey: '99999999' }],
      ['POST', '/api/items', { ...style(), satUnitKey: 'KGM' }],
      ['POST', '/api/items', { ...style(), articleCode: 'NO-EXISTE' }],
      ['POST', '/api/items', { ...style(), clothingId: 'uno' }],
      ['POST', '/api/items', { ...style(), kind: 'Servicio' }],
      ['POST', '/api/items', { ...style(), active: 'true' }],
      ['POST', '/api/items', []],
      ['PUT', `/api/items/${pol.id}`, { ...style({ code: 'POL-001' }), colours: [{ ...AZM, id: other.colours[0]!.id }] }],
      ['PUT', '/api/items/abc', style()],
      ['GET', '/api/items?page=0', undefined],
      ['GET', '/api/items?pageSize=1000', undefined],
      ['GET', '/api/items?kind=Otro', undefined],
      ['GET', `/api/items?search=${'x'.repeat(200)}`, undefined],
      ['GET', '/api/items/0', undefined],
      ['GET', '/api/items/-1/variants', undefined],
    ];
    const before = (await t.app.items.variants(pol.id))!;
    for (const [method, url, body] of cases) {
      const res = await admin(method as 'GET', url, body);
      const seen = { url, body: JSON.stringify(body)?.slice(0, 80), status: res.statusCode };
      expect(seen).toEqual({ ...seen, status: 400 });
      expect(res.json().message).toMatch(/[a-zá-ú]/i);
    }
    expect(await t.app.items.variants(pol.id)).toEqual(before);
  });

  // Last: it rebuilds the items tables. A database that had articles before items existed gets its services.
  it('migration 0024 makes every service article of an existing database a service item pointing at it', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    // The stock, production-order, BOM, order-grid and uniform-program tables point at items (PostgreSQL refuses to drop a table
    // others reference): out and back around it, latest first.
    await requestNotificationsMigration.down(db);
    await programsMigration.down(db);
    await moveCountsMigration.down(db);
    await stockDocumentsMigration.down(db);
    await planningMigration.down(db);
    await lineItemsMigration.down(db);
    await stockMigration.down(db);
    await productionMigration.down(db);
    await bomMigration.down(db);
    await gridMigration.down(db);
    await migration.down(db);
    await migration.up(db);
    await gridMigration.up(db);
    await bomMigration.up(db);
    await productionMigration.up(db);
    await stockMigration.up(db);
    await lineItemsMigration.up(db);
    await planningMigration.up(db);
    await stockDocumentsMigration.up(db);
    await moveCountsMigration.up(db);
    await programsMigration.up(db);
    await requestNotificationsMigration.up(db);
    const services = await t.app.db.selectFrom('items').select(['code', 'kind', 'article_code', 'sat_unit_key', 'unit']).orderBy('code').execute();
    const articles = await t.app.db.selectFrom('articles').select('code').where('kind', '=', 'Servicio').orderBy('code').execute();
    expect(services.map((s) => s.code)).toEqual(articles.map((a) => a.code));
    expect(services.every((s) => s.kind === 'Servicio' && s.article_code === s.code && s.sat_unit_key === 'E48')).toBe(true);
    expect(services.find((s) => s.code === 'BOR-MIL-13')?.unit).toBe('millar de puntadas');
    const page = (await seller('GET', '/api/items?search=bordado')).json();
    expect(page.rows.map((r: { code: string }) => r.code)).toEqual(['BOR-LG-09', 'BOR-MIL-13', 'PON-LOG-16']);
  });
});
