import { Value } from '@sinclair/typebox/value';
import { SampleViewerList } from '@muestrario/shared/contract';
import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp, type Person } from '../helpers/lifecycle';
import { injectAs } from '../helpers/request';

const KEY_A = 'editor-a-0123456789';
const KEY_B = 'editor-b-0123456789';

describe.each(testDatabases)('presence in the design editor (%s)', (kind) => {
  let l: LifecycleApp;
  let sampleId: number;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
    sampleId = (await l.newSample()).id;
  });
  afterAll(() => l.close());

  const url = (key: string, id = sampleId) => `/business/samples/${id}/viewers/${key}`;
  const viewers = async () => {
    const res = await l.call('owner', 'GET', `/business/samples/${sampleId}/viewers`);
    expect(res.statusCode).toBe(200);
    expect(Value.Check(SampleViewerList, res.json())).toBe(true);
    return (res.json() as { id: number }[]).map((v) => v.id);
  };
  const announce = (who: Person, key: string) => l.call(who, 'PUT', url(key));

  it('lists each person once while their editor announces itself, and forgets them on leave or after 45 s', async () => {
    expect(await viewers()).toEqual([]);
    for (const [who, key] of [['owner', KEY_A], ['owner', 'editor-a2-0123456789'], ['admin', KEY_B]] as const) {
      const res = await announce(who, key);
      expect([res.statusCode, res.body]).toEqual([204, '']);
    }
    expect((await viewers()).sort()).toEqual([l.ids.owner, l.ids.admin].sort());
    const one = (await l.call('owner', 'GET', `/business/samples/${sampleId}/viewers`)).json()[0];
    expect(Object.keys(one).sort()).toEqual(['firstName', 'id', 'lastName', 'role']);

    // Someone else's key is not theirs to renew or close.
    await l.call('quality', 'DELETE', url(KEY_B));
    expect(await viewers()).toContain(l.ids.admin);
    expect((await l.call('admin', 'DELETE', url(KEY_B))).statusCode).toBe(204);
    expect((await l.call('admin', 'DELETE', url(KEY_B))).statusCode).toBe(204);
    expect(await viewers()).toEqual([l.ids.owner]);

    // A closed laptop never says goodbye: 46 s later it is no longer listed; announcing again brings it back.
    l.t.clock.advance(46_000);
    expect(await viewers()).toEqual([]);
    await announce('owner', KEY_A);
    expect(await viewers()).toEqual([l.ids.owner]);
    await l.call('owner', 'DELETE', url(KEY_A));
  });

  it('another instance on the same database lists the viewer and sees them leave', async () => {
    const other = await l.t.rebuild();
    const viewersOn = async (app: typeof other) => {
      const res = await injectAs(app, l.cookies.admin).get(`/api/business/samples/${sampleId}/viewers`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number }[]).map((v) => v.id);
    };
    expect(await viewersOn(other)).toEqual([]);
    expect((await announce('owner', KEY_A)).statusCode).toBe(204);
    expect(await viewersOn(other)).toEqual([l.ids.owner]);
    // The editor's goodbye reaches the instance that took it; the other one no longer lists the viewer.
    const left = await injectAs(other, l.cookies.owner)('DELETE', `/api/business/samples/${sampleId}/viewers/${KEY_A}`);
    expect(left.statusCode).toBe(204);
    expect(await viewers()).toEqual([]);
  });

  it.each(['short', 'x'.repeat(65), 'con espacio-0123456789', 'ñandú-0123456789012', '%00%00%00%00%00%00%00%00'])('key %j → 400 JSON', async (key) => {
    const res = await announce('owner', encodeURI(key));
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999999999999'])('sample id %s → 400 on every presence route', async (bad) => {
    for (const [method, path] of [['GET', `/business/samples/${bad}/viewers`], ['PUT', url(KEY_A, bad as unknown as number)], ['DELETE', url(KEY_A, bad as unknown as number)]] as const) {
      const res = await l.call('owner', method, path);
      expect([method, res.statusCode, typeof res.json().message]).toEqual([method, 400, 'string']);
    }
  });

  it('an unknown sample → 404; no session → 401', async () => {
    for (const [method, path] of [['GET', '/business/samples/999999/viewers'], ['PUT', url(KEY_A, 999999)], ['DELETE', url(KEY_A, 999999)]] as const) {
      expect((await l.call('owner', method, path)).statusCode).toBe(404);
      expect((await l.t.app.inject({ method, url: `/api${path.replace('999999', String(sampleId))}` })).statusCode).toBe(401);
    }
  });
});
