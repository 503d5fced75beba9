import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { SampleDetail, SampleList, SampleListPage } from '@muestrario/shared/contract';
import { loginCookie } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';
import { buildUser, NEW_SAMPLE_BODY } from '../helpers/builders';
import { anonymous, injectAs } from '../helpers/request';

/**
 * Cached answers (issue 20, "Faster API"; server/src/plugins/answer-cache.ts): the sample detail and the
 * samples list are served from memory until a write bumps the data version (migration 0014). Whatever
 * writes — a route, the back-office, a direct database write, another instance — the next read is fresh.
 */
describe.each(testDatabases)('cached answers (%s)', (kind) => {
  let s: SeededApp;
  let cookie: string;
  let gorras: number;
  const LIST = '/api/dashboard/samples';
  const PAGE = '/api/dashboard/samples?sort=oldest&limit=5';
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = { cookie }) => anonymous(app).get(url, headers);
  const detailOf = (app: FastifyInstance = s.t.app) => get(app, `/api/business/samples/${gorras}`);
  const names = (list: { sampleName: string }[]) => list.map((x) => x.sampleName);
  const renameGorras = (app: FastifyInstance, sampleName: string) => injectAs(app, cookie)('PATCH', `/api/business/samples/${gorras}/project`, { sampleName });
  const version = async () => Number((await s.t.app.db.selectFrom('data_version').select('version').executeTakeFirstOrThrow()).version);

  beforeAll(async () => {
    s = await createSeededApp(kind);
    cookie = s.demo.cookie!;
    gorras = await s.idOf('Gorras evento');
  });
  afterAll(() => s.t.close());

  it('a cached answer is the first answer byte for byte, headers included, in the contract shape', async () => {
    for (const [url, schema] of [
      [`/api/business/samples/${gorras}`, SampleDetail],
      [LIST, SampleList],
      [PAGE, SampleListPage],
    ] as const) {
      const first = await get(s.t.app, url);
      const again = await get(s.t.app, url);
      expect(first.statusCode).toBe(200);
      expect(Value.Check(schema, first.json())).toBe(true);
      expect(again.body).toBe(first.body);
      const { date: _d1, ...headers } = first.headers;
      const { date: _d2, ...againHeaders } = again.headers;
      expect(againHeaders).toEqual(headers);
      expect(headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      expect(headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('compressed answers are cached too: br and gzip decode to the JSON answer, and are fresh after a write', async () => {
    // Enough samples for the list to pass the compression threshold (1 KB).
    for (let i = 0; i < 8; i++) {
      await s.demo('POST', '/api/business/samples', { ...NEW_SAMPLE_BODY, sampleName: `Muestra ${i}` });
    }
    const compressed = (encoding: string) => get(s.t.app, LIST, { cookie, 'accept-encoding': encoding });
    const plain = (await get(s.t.app, LIST)).body;
    expect(plain.length).toBeGreaterThan(1024);
    for (const [asked, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ['*', 'gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await compressed(asked);
        expect([res.statusCode, res.headers['content-encoding'], res.headers.vary, res.headers['content-type'], res.headers['cache-control']]).toEqual([
          200,
          encoding,
          'accept-encoding',
          'application/json; charset=utf-8',
          'no-store',
        ]);
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain);
      }
    }
    for (const headers of [{ 'accept-encoding': 'identity' }, { 'accept-encoding': 'br', 'x-no-compression': '1' }] as Record<string, string>[]) {
      const res = await get(s.t.app, LIST, { cookie, ...headers });
      expect([res.headers['content-encoding'], res.body]).toEqual([undefined, plain]);
    }
    // A small answer (under 1 KB) is not compressed, as before.
    expect((await get(s.t.app, `/api/business/samples/${gorras}`, { cookie, 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    expect((await renameGorras(s.t.app, 'Gorras comprimidas')).statusCode).toBe(200);
    expect(names(JSON.parse(brotliDecompressSync((await compressed('br')).rawPayload).toString('utf8')))).toContain('Gorras comprimidas');
  });

  it('a write through the API is in the next read of the detail, the list and a page', async () => {
    for (const url of [`/api/business/samples/${gorras}`, LIST, PAGE]) await get(s.t.app, url);
    expect((await renameGorras(s.t.app, 'Gorras feria')).statusCode).toBe(200);
    expect((await detailOf()).json()).toMatchObject({ sampleName: 'Gorras feria' });
    expect(names((await get(s.t.app, LIST)).json())).toContain('Gorras feria');
    expect(names((await get(s.t.app, PAGE)).json().items)).toContain('Gorras feria');
  });

  it('a new sample is in the next list and page total', async () => {
    const before = (await get(s.t.app, PAGE)).json();
    await get(s.t.app, LIST);
    const created = await s.demo('POST', '/api/business/samples', NEW_SAMPLE_BODY);
    expect(created.statusCode).toBe(200);
    expect((await get(s.t.app, PAGE)).json().total).toBe(before.total + 1);
    expect(names((await get(s.t.app, LIST)).json())[0]).toBe(NEW_SAMPLE_BODY.sampleName);
  });

  it('writes straight to the database (back-office, seed, another program) reach the next read: samples, clients, garments', async () => {
    const { db } = s.t.app;
    await get(s.t.app, LIST);
    await detailOf();
    const clientId = (await db.selectFrom('samples').select('client_id').where('id', '=', gorras).executeTakeFirstOrThrow()).client_id;
    await db.updateTable('clients').set({ card_name: 'Logística Álamo Norte', phone1: '5511112222' }).where('id', '=', clientId).execute();
    expect((await detailOf()).json()).toMatchObject({ cardName: 'Logística Álamo Norte', phone1: '5511112222' });
    expect((await get(s.t.app, LIST)).json().find((x: { sampleId: number }) => x.sampleId === gorras)).toMatchObject({ cardName: 'Logística Álamo Norte' });

    const withGarment = (await get(s.t.app, LIST)).json().find((x: { title: string | null }) => x.title !== null);
    await db.updateTable('clothing').set({ title: 'Playera cuello V' }).where('title', '=', withGarment.title).execute();
    expect((await get(s.t.app, LIST)).json().find((x: { sampleId: number }) => x.sampleId === withGarment.sampleId)).toMatchObject({ title: 'Playera cuello V' });

    await db.updateTable('samples').set({ due_date: '2025-05-01' }).where('id', '=', gorras).execute();
    expect((await detailOf()).json()).toMatchObject({ dueDate: '2025-05-01' });
    await db.deleteFrom('events').where('sample_id', '=', withGarment.sampleId).execute();
    await db.deleteFrom('samples').where('id', '=', withGarment.sampleId).execute().catch(() => undefined);
    const gone = await db.selectFrom('samples').select('id').where('id', '=', withGarment.sampleId).executeTakeFirst();
    expect(names((await get(s.t.app, LIST)).json()).includes(withGarment.sampleName)).toBe(gone !== undefined);
  });

  it('the data version moves with every committed write and not with a rolled-back one', async () => {
    const start = await version();
    await renameGorras(s.t.app, 'Gorras verano');
    const afterWrite = await version();
    expect(afterWrite).toBeGreaterThan(start);
    await s.t.app.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('samples').set({ sample_name: 'Nunca' }).where('id', '=', gorras).execute();
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await version()).toBe(afterWrite);
    expect((await detailOf()).json()).toMatchObject({ sampleName: 'Gorras verano' });
  });

  it("pages that depend on who asks ('mine', 'pending') are kept apart per user", async () => {
    const { cookie: other } = await buildUser(s.t.app);
    for (const url of [`${LIST}?mine=true`, `${LIST}?pending=true`]) {
      const mine = (await get(s.t.app, url)).json();
      const theirs = (await get(s.t.app, url, { cookie: other })).json();
      expect(mine.total).toBeGreaterThan(0);
      expect(theirs).toEqual({ items: [], total: 0, nextCursor: null });
      expect((await get(s.t.app, url)).json()).toEqual(mine);
    }
  });

  it('every check still runs before a cached answer: session, validation', async () => {
    for (const url of [`/api/business/samples/${gorras}`, LIST, PAGE]) {
      expect((await get(s.t.app, url)).statusCode).toBe(200);
      const anonymous = await get(s.t.app, url, {});
      expect([anonymous.statusCode, anonymous.headers['cache-control']]).toEqual([401, 'no-store']);
    }
    expect((await get(s.t.app, `${LIST}?limit=0`)).statusCode).toBe(400);
    expect((await get(s.t.app, `/api/business/samples/0`)).statusCode).toBe(400);
    const gone = await loginCookie(s.t.app, 'demo', 'demo1234');
    expect((await get(s.t.app, LIST, { cookie: gone })).statusCode).toBe(200);
    await injectAs(s.t.app, gone)('POST', '/api/auth/logout');
    expect((await get(s.t.app, LIST, { cookie: gone })).statusCode).toBe(401);
  });

  it('two instances on one database: a write through A is read fresh through B', async () => {
    const b = await s.t.rebuild();
    for (const url of [`/api/business/samples/${gorras}`, LIST, PAGE]) expect((await get(b, url)).statusCode).toBe(200);
    expect((await renameGorras(s.t.app, 'Gorras invierno')).statusCode).toBe(200);
    expect((await detailOf(b)).json()).toMatchObject({ sampleName: 'Gorras invierno' });
    expect(names((await get(b, LIST)).json())).toContain('Gorras invierno');
    expect(names((await get(b, PAGE)).json().items)).toContain('Gorras invierno');
    // And back: B writes, A reads.
    expect((await renameGorras(b, 'Gorras otoño')).statusCode).toBe(200);
    expect((await detailOf()).json()).toMatchObject({ sampleName: 'Gorras otoño' });
  });
});
