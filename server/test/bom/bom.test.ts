import { sql, type Kysely } from 'kysely';
import type { BomCreateInput, BomLineInput } from '@muestrario/shared/contract';
import { BOM_MESSAGES } from '@muestrario/shared/domain';
import { explodeBom, type SizeGrid } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { boms as demoBoms } from '../../src/db/seed/data/boms';
import { items as demoItems } from '../../src/db/seed/data/items';
import { addUser, createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser } from '../helpers/builders';
import { injectAs } from '../helpers/request';
import { testDatabases } from '../helpers/databases';
import * as migration from '../../src/modules/bom/migrations/0029_bills_of_materials';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(60_000);

const blank: BomLineInput = { kind: 'blank', itemId: null, quantity: 1, scrapPercent: 0 };

describe.each(testDatabases)('bills of materials (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof injectAs>;
  let seller: ReturnType<typeof injectAs>;
  let quality: ReturnType<typeof injectAs>;
  let production: ReturnType<typeof injectAs>;
  const idOf = async (code: string) => (await t.app.items.byCode(code))!.id;
  const bomCount = async () => Number((await t.app.db.selectFrom('bom_lines').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems, boms: demoBoms }, t.clock.now());
    seller = injectAs(t.app, await loginCookie(t.app, 'demo', 'demo1234'));
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    await addUser(t.app, { username: 'taller', password: 'secreto-123', firstName: 'Rosa', lastName: 'Medina', role: 'production' });
    production = injectAs(t.app, await loginCookie(t.app, 'taller', 'secreto-123'));
    await addUser(t.app, { username: 'calidad', password: 'secreto-123', firstName: 'Andrea', lastName: 'Ruiz', role: 'quality' });
    quality = injectAs(t.app, await loginCookie(t.app, 'calidad', 'secreto-123'));
  });
  afterAll(() => t.close());

  it('seeds materials and the demo BOMs; everyone reads them, searched and paged with the true total', async () => {
    const page = (await seller('GET', '/api/boms?pageSize=3')).json();
    expect(page.total).toBe(demoBoms.boms.length);
    expect(page.rows).toHaveLength(3);
    expect(page.rows[0]).toMatchObject({ styleCode: 'CAM-002', materials: 4, decorationScrapPercent: 4 });
    const found = (await quality('GET', '/api/boms?search=PIQUE%20dama')).json();
    expect(found.rows.map((r: { styleCode: string }) => r.styleCode)).toEqual(['POL-002']);
    const detail = (await seller('GET', `/api/boms/${page.rows[0].id}`)).json();
    expect(detail.lines[0]).toMatchObject({ kind: 'blank', code: 'CAM-002', quantity: 1, scrapPercent: 0 });
    expect(detail.lines.find((l: { code: string }) => l.code === 'ENT-TA-10')).toMatchObject({ kind: 'material', unit: 'pieza', quantity: 2, scrapPercent: 3 });
    const overall = (await seller('GET', `/api/boms/${(await t.app.boms.idOfStyle(await idOf('OVE-001')))!}`)).json();
    expect(overall.lines.find((l: { code: string }) => l.code === 'CIN-REF-05')).toMatchObject({ unit: 'metro', quantity: 2.4, scrapPercent: 4 });
    expect(detail.colours.map((c: { code: string }) => c.code)).toEqual(['CAQ', 'AZM', 'GRI']);
    const materials = (await seller('GET', '/api/items?kind=Material&pageSize=100')).json();
    expect(materials.total).toBe(demoBoms.materials.length);
  });

  it('explodes a 3 × 6 grid of 120 polos: blanks add up to exactly the grid per variant, materials with their scrap rounded up', async () => {
    const bom = (await t.app.boms.explodable(await idOf('POL-001')))!;
    const grid: SizeGrid = {
      colours: ['Azul marino', 'Blanco', 'Rojo'],
      sizes: ['CH', 'M', 'G', 'XG', '2XG', '3XG'],
      quantities: [
        [5, 10, 12, 8, 4, 1],
        [6, 9, 11, 9, 3, 2],
        [4, 8, 10, 10, 6, 2],
      ],
    };
    const { pieces, requirements } = explodeBom(bom, grid);
    expect(pieces).toBe(120);
    const blanks = requirements.filter((r) => r.kind === 'blank');
    const variants = new Set((await t.app.items.variants(await idOf('POL-001')))!.map((v) => v.code));
    expect(blanks).toHaveLength(18);
    for (const b of blanks) expect(variants.has(b.component)).toBe(true);
    expect(blanks.find((b) => b.component === 'POL-001-ROJ-2XG')).toMatchObject({ total: 6, scrap: 0 });
    expect(blanks.reduce((s, b) => s + b.total, 0)).toBe(120);
    // 1 backing square × 120 + 3 % = 123.6 → 124.
    expect(requirements.find((r) => r.component === 'ENT-TA-10')).toMatchObject({ net: 120, total: 124, scrap: 4 });
    // 1 × 120 + 2 % = 122.4 → 123 labels.
    expect(requirements.find((r) => r.component === 'ETQ-TAL-01')).toMatchObject({ net: 120, total: 123 });
  });

  it('creates a BOM for a style without one (production may; seller and quality get the Spanish refusal) and edits its lines', async () => {
    const body: BomCreateInput = {
      itemId: await idOf('CAM-001'),
      decorationScrapPercent: 4.5,
      notes: '  Bordado en bolsa de pecho. ',
      lines: [blank, { kind: 'material', itemId: await idOf('ETQ-TAL-01'), quantity: 1, scrapPercent: 2 }],
    };
    for (const who of [seller, quality]) {
      const refused = await who('POST', '/api/boms', body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(BOM_MESSAGES.readOnly);
    }
    const res = await production('POST', '/api/boms', body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ styleCode: 'CAM-001', decorationScrapPercent: 4.5, notes: 'Bordado en bolsa de pecho.', updatedBy: 'Rosa Medina', lines: [{ kind: 'blank' }, { code: 'ETQ-TAL-01' }] });
    expect((await seller('GET', `/api/boms/${created.id}`)).json()).toEqual(created);

    const again = await admin('POST', '/api/boms', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: BOM_MESSAGES.styleTaken, fields: ['itemId'] });

    const edit = await admin('PUT', `/api/boms/${created.id}`, {
      decorationScrapPercent: 5,
      notes: '',
      lines: [{ kind: 'material', itemId: await idOf('BOL-PE-01'), quantity: 1, scrapPercent: 0 }, blank, { kind: 'material', itemId: await idOf('HIL-BOB-BL'), quantity: 0.35, scrapPercent: 5 }],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().lines.map((l: { code: string; quantity: number }) => [l.code, l.quantity])).toEqual([
      ['BOL-PE-01', 1],
      ['CAM-001', 1],
      ['HIL-BOB-BL', 0.35],
    ]);
    expect((await seller('PUT', `/api/boms/${created.id}`, { decorationScrapPercent: 5, notes: '', lines: [blank] })).statusCode).toBe(403);
    expect((await admin('PUT', '/api/boms/999999', { decorationScrapPercent: 5, notes: '', lines: [blank] })).statusCode).toBe(404);
  });

  it("computes an authorised sample's decoration consumption: thread from the DST count per thread, bobbin, DTF film, with the BOM's scrap", async () => {
    const sample = await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', 'Uniformes planta norte').executeTakeFirstOrThrow();
    const bomId = (await t.app.boms.idOfStyle(await idOf('POL-001')))!;
    const url = `/api/boms/${bomId}/consumption?sampleId=${sample.id}&pieces=120`;
    const early = await seller('GET', url);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BOM_MESSAGES.sampleNotAuthorised);

    await t.app.db.updateTable('samples').set({ stage: 7 }).where('id', '=', sample.id).execute();
    const user = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await sql`insert into render_files (sample_id, file_key, original_filename, file_size, mime_type, created_by, created_at, dst_stitches)
      values (${sample.id}, 'render-x', 'logo.dst', 10, 'application/octet-stream', ${user.id}, '2026-11-27T00:00:00.000Z', 6000)`.execute(t.app.db);
    const threads = await t.app.db
      .selectFrom('logo_pantones as lp')
      .innerJoin('logos as l', 'l.id', 'lp.logo_id')
      .select('lp.thread_id')
      .where('l.sample_id', '=', sample.id)
      .where('l.technique', '=', 'Bordado')
      .execute();
    expect(threads.length).toBeGreaterThan(0);

    const res = await quality('GET', url);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ sampleId: sample.id, pieces: 120, scrapPercent: 5 });
    expect(answer.decorations.find((d: { technique: string }) => d.technique === 'Bordado')).toMatchObject({ stitches: 6000, fromDst: true });
    // 6,000 stitches × 5 m per thousand = 30 m of top thread per piece, split equally among the logo's threads.
    const perThread = 30 / threads.length;
    for (const { thread_id } of threads) {
      const line = answer.materials.find((m: { kind: string; code: string }) => m.kind === 'thread' && m.code === thread_id);
      expect(line).toMatchObject({ unit: 'm', total: Math.ceil(perThread * 120 * 1.05 - 1e-9) });
    }
    // Bobbin: 6 × 1.7 = 10.2 m per piece; × 120 × 1.05 = 1,285.2 → 1,286.
    expect(answer.materials.find((m: { kind: string }) => m.kind === 'bobbin')).toMatchObject({ label: 'Hilo de bobina', perPiece: 10.2, total: 1286 });
    // DTF 20 × 20 cm + 0.5 cm each side = 441 cm² per piece; × 120 × 1.05 = 55,566.
    expect(answer.materials.find((m: { kind: string }) => m.kind === 'film')).toMatchObject({ code: 'DTF', unit: 'cm2', perPiece: 441, total: 55566 });
    expect((await seller('GET', `/api/boms/${bomId}/consumption?sampleId=999999&pieces=1`)).statusCode).toBe(404);
    expect((await seller('GET', `/api/boms/999999/consumption?sampleId=${sample.id}&pieces=1`)).statusCode).toBe(404);
  });

  it('refuses hostile bodies, params and queries with Spanish 4xx and writes nothing', async () => {
    const gorra = await idOf('GOR-001');
    const free = await idOf('BAT-001');
    const label = await idOf('ETQ-TAL-01');
    const service = await idOf('BOR-MIL-13');
    const bomId = (await t.app.boms.idOfStyle(gorra))!;
    const ok = { decorationScrapPercent: 5, notes: '', lines: [blank, { kind: 'material', itemId: label, quantity: 1, scrapPercent: 2 }] };
    await t.app.db.updateTable('items').set({ active: 0 }).where('code', '=', 'GAN-PL-01').execute();
    const inactive = await idOf('GAN-PL-01');
    const cases: [string, string, unknown, number][] = [
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [{ kind: 'material', itemId: label, quantity: 1, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, blank] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [{ ...blank, quantity: 2 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [{ ...blank, scrapPercent: 5 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: null, quantity: 1, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: service, quantity: 1, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: gorra, quantity: 1, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: inactive, quantity: 1, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: 999_999, quantity: 1, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: label, quantity: 1, scrapPercent: 0 }, { kind: 'material', itemId: label, quantity: 2, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: label, quantity: 0, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: label, quantity: -1, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: label, quantity: 0.0001, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: label, quantity: 1e9, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: label, quantity: '1', scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: label, quantity: 1, scrapPercent: 101 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'material', itemId: label, quantity: 1, scrapPercent: 2.25 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: [blank, { kind: 'otro', itemId: label, quantity: 1, scrapPercent: 0 }] }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, lines: Array.from({ length: 41 }, () => blank) }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, decorationScrapPercent: -1 }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, notes: 'a\u0000b' }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, notes: 'x'.repeat(501) }, 400],
      ['POST', '/api/boms', { ...ok, itemId: free, extra: 1 }, 400],
      ['POST', '/api/boms', { ...ok, itemId: service }, 400],
      ['POST', '/api/boms', { ...ok, itemId: 999_999 }, 400],
      ['POST', '/api/boms', { ...ok, itemId: 'uno' }, 400],
      ['POST', '/api/boms', { ...ok, itemId: gorra }, 409],
      ['POST', '/api/boms', [], 400],
      ['PUT', `/api/boms/${bomId}`, { ...ok, itemId: free }, 400],
      ['PUT', `/api/boms/${bomId}`, { ...ok, lines: [blank, { kind: 'material', itemId: service, quantity: 1, scrapPercent: 0 }] }, 400],
      ['PUT', `/api/boms/${bomId}`, { ...ok, lines: [] }, 400],
      ['PUT', '/api/boms/abc', ok, 400],
      ['PUT', '/api/boms/0', ok, 400],
      ['GET', '/api/boms?page=0', undefined, 400],
      ['GET', '/api/boms?pageSize=1000', undefined, 400],
      ['GET', `/api/boms?search=${'x'.repeat(200)}`, undefined, 400],
      ['GET', '/api/boms/-1', undefined, 400],
      ['GET', '/api/boms/99999999999999', undefined, 400],
      ['GET', `/api/boms/${bomId}/consumption`, undefined, 400],
      ['GET', `/api/boms/${bomId}/consumption?sampleId=1&pieces=0`, undefined, 400],
      ['GET', `/api/boms/${bomId}/consumption?sampleId=1&pieces=1.5`, undefined, 400],
      ['GET', `/api/boms/${bomId}/consumption?sampleId=1&pieces=100001`, undefined, 400],
      ['GET', `/api/boms/${bomId}/consumption?sampleId=abc&pieces=1`, undefined, 400],
    ];
    const before = { lines: await bomCount(), gorra: await seller('GET', `/api/boms/${bomId}`).then((r) => r.json()) };
    for (const [method, url, body, status] of cases) {
      const res = await admin(method as 'GET', url, body);
      const seen = { url, body: JSON.stringify(body)?.slice(0, 120), status: res.statusCode };
      expect(seen).toEqual({ ...seen, status });
      expect(res.json().message).toMatch(/[a-zá-ú]{3}/i);
    }
    expect(await bomCount()).toBe(before.lines);
    expect(await t.app.boms.idOfStyle(free)).toBeUndefined();
    expect((await seller('GET', `/api/boms/${bomId}`)).json()).toEqual(before.gorra);
  });

  // Last: it drops and re-creates the BOM tables. On a database full of items (colours, sizes, variants), the
  // migration's rebuild of `items` (SQLite) or its new CHECKs (PostgreSQL) keeps every row and every reference.
  it('migration 0029 widens the item CHECKs on a database with items and keeps their colours, sizes and variants', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    const count = async (table: 'items' | 'item_colours' | 'item_sizes' | 'item_variants') =>
      Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = { items: await count('items'), colours: await count('item_colours'), sizes: await count('item_sizes'), variants: await count('item_variants') };
    await migration.down(db);
    await migration.up(db);
    expect({ items: await count('items'), colours: await count('item_colours'), sizes: await count('item_sizes'), variants: await count('item_variants') }).toEqual(before);
    expect((await t.app.items.variantByCode('POL-001-AZM-G'))?.itemId).toBe(await idOf('POL-001'));
    const at = '2026-11-27T00:00:00.000Z';
    await expect(sql`insert into items (code, description, kind, sat_product_key, sat_unit_key, unit, created_at, updated_at) values ('X-1', 'x', 'Otro', 'k', 'k', 'pieza', ${at}, ${at})`.execute(db)).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/check constraint/i),
    );
    await expect(sql`insert into items (code, description, kind, sat_product_key, sat_unit_key, unit, created_at, updated_at) values ('X-2', 'x', 'Material', 'k', 'k', 'metro', ${at}, ${at})`.execute(db)).resolves.toBeDefined();
    expect((await seller('GET', '/api/boms')).json().total).toBe(0);
  });
});
