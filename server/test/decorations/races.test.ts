import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { buildSample, garments, logoUpload, logoUrl } from '../helpers/builders';
import { storedFiles } from '../helpers/stored-files';

/**
 * Races on a real server (issue 21, findings 3–5): parallel requests over real sockets, so that on
 * PostgreSQL several transactions really run at once.
 */
const TRIALS = 50;
jest.setTimeout(60_000);

describe.each(testDatabases)('decoration writes under concurrency (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let shirt: Awaited<ReturnType<typeof garments>>[number];

  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };
  const uploadLogo = async (sampleId: number, positionId: number) => {
    const body = logoUpload({ file: { filename: 'marca.png' } });
    const res = await fetch(`${base}${logoUrl(sampleId, positionId)}`, { method: 'POST', headers: { cookie, ...body.headers }, body: body.payload });
    return { status: res.status, text: await res.text() };
  };
  const pantonesOf = async (logoId: number) =>
    (await t.app.db.selectFrom('logo_pantones').select('thread_id').where('logo_id', '=', logoId).orderBy('sort_order').execute()).map((r) => r.thread_id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    cookie = await loginCookie(t.app, 'demo', 'demo1234');
    [shirt] = (await garments(t.app)) as [typeof shirt];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it(`replaces a logo's thread list atomically: two simultaneous PATCHes leave one of the two lists (${TRIALS} trials)`, async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const first = await uploadLogo(sampleId, shirt.views[0]!.id);
    expect(first.status).toBe(200);
    const logoId = (JSON.parse(first.text) as { logoId: number }).logoId;
    const lists = [['1001', '1002'], ['Oro']];
    const statuses: number[] = [];
    const corrupted: string[][] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      await send('PATCH', `/business/samples/${sampleId}/logos/${logoId}`, { pantones: [] });
      const answers = await Promise.all(lists.map((pantones) => send('PATCH', `/business/samples/${sampleId}/logos/${logoId}`, { pantones })));
      statuses.push(...answers.map((a) => a.status));
      const stored = await pantonesOf(logoId);
      if (!lists.some((l) => l.join() === stored.join())) corrupted.push(stored);
    }
    expect(corrupted).toEqual([]);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('40 simultaneous thread-list PATCHes all answer 200 and leave one of the lists sent', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const logoId = (JSON.parse((await uploadLogo(sampleId, shirt.views[0]!.id)).text) as { logoId: number }).logoId;
    const lists = Array.from({ length: 40 }, (_, i) => [['1001'], ['1002', 'Oro'], ['Oro', '1001', '1002'], []][i % 4]!);
    const answers = await Promise.all(lists.map((pantones) => send('PATCH', `/business/samples/${sampleId}/logos/${logoId}`, { pantones })));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const stored = (await pantonesOf(logoId)).join();
    expect(lists.map((l) => l.join())).toContain(stored);
  });

  it(`numbers and stacks simultaneous logo uploads uniquely: 'Logo 1'…'Logo N', one draw order each (${TRIALS} trials)`, async () => {
    const PARALLEL = 6;
    const view = shirt.views[0]!.id;
    const failures: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const sampleId = await buildSample(t.app, { clothingId: shirt.id });
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => uploadLogo(sampleId, view)));
      for (const a of answers) if (a.status !== 200) failures.push(`${a.status} ${a.text}`);
      const rows = await t.app.db.selectFrom('logos').select(['logo_name', 'z_index']).where('sample_id', '=', sampleId).execute();
      const names = new Set(rows.map((r) => r.logo_name));
      const zs = new Set(rows.map((r) => r.z_index));
      if (names.size !== rows.length || zs.size !== rows.length) failures.push(`trial ${trial}: ${rows.length} logos, ${names.size} names, ${zs.size} z`);
    }
    expect(failures).toEqual([]);
  });

  it('logos and texts created at once on one view get distinct draw orders', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const view = shirt.views[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? uploadLogo(sampleId, view) : send('POST', `/business/samples/${sampleId}/current-clothing-position/${view}/texts`, { text: `Texto ${i}`, widthCm: 10 }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const zs = await Promise.all(
      (['logos', 'texts'] as const).map((table) => t.app.db.selectFrom(table).select('z_index').where('sample_id', '=', sampleId).execute()),
    );
    const all = zs.flat().map((r) => r.z_index);
    expect(all).toHaveLength(20);
    expect(new Set(all).size).toBe(20);
  });

  it('refuses a logo upload that was in flight when the design was sent: 409, no logo row, no stored file', async () => {
    // Decorated: a design needs a decoration to be sent (issue 15).
    const sampleId = await buildSample(t.app, { clothingId: shirt.id, decorated: true });
    const filesBefore = storedFiles(t.dataDir);
    const body = logoUpload({ file: { filename: 'marca.png' } });
    const port = (t.app.server.address() as AddressInfo).port;
    let held: () => void = () => {};
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: logoUrl(sampleId, shirt.views[0]!.id), headers: { cookie, ...body.headers, 'content-length': body.payload.length } },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      // Headers and the first bytes now; the rest once the design is sent.
      req.write(body.payload.subarray(0, 50));
      held = () => req.end(body.payload.subarray(50));
    });
    // Let the server run the route up to reading the body.
    await new Promise((r) => setTimeout(r, 300));
    expect((await send('POST', `/business/samples/${sampleId}/end-design`)).status).toBe(204);
    held();
    const res = await answer;
    expect(res.status).toBe(409);
    expect(await t.app.db.selectFrom('logos').select('id').where('sample_id', '=', sampleId).execute()).toEqual([]);
    expect(storedFiles(t.dataDir)).toEqual(filesBefore);
  });
});
