import type { LightMyRequestResponse } from 'fastify';
import { endpoints, type Endpoint } from '@muestrario/shared/contract';
import type { UserRole } from '@muestrario/shared/domain';
import { can, PERMISSION_TABLE, type PermissionResource, type PermissionResourceKind } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { backofficeFixture } from '../helpers/backoffice';
import { buildSalesDocument, buildSample, buildUser, signInDemo, TEST_PASSWORD } from '../helpers/builders';
import { injectAs } from '../helpers/request';

jest.setTimeout(300_000);

/**
 * Issue 29, acceptance 1: every endpoint that declares a permission action (every non-GET one that needs a
 * session, and the GETs that are not everyone's), asked by every role on their own resource and on someone
 * else's, answers as the permission table says: refused ⇔ 403 with the table's Spanish reason; allowed ⇒
 * anything but 403 (an empty body is a 400, a missing row a 404, a wrong stage a 409: all fine here).
 */

const PEOPLE = [
  { name: 'demo', role: 'seller' },
  { name: 'otra', role: 'seller' },
  { name: 'diseno', role: 'designer' },
  { name: 'produccion', role: 'production' },
  { name: 'calidad', role: 'quality' },
  { name: 'jefa', role: 'admin' },
] as const satisfies readonly { name: string; role: UserRole }[];

const checked = (Object.values(endpoints) as Endpoint[]).filter((e) => e.action);

describe.each(testDatabases)('the permission matrix through the API (%s)', (kind) => {
  let t: TestApp;
  const people: { name: string; role: UserRole; id: number; cookie: string }[] = [];
  /** The resources of each kind the walk asks about: one of demo's and one of otra's (and demo's sample at stage 4). */
  const resources: Record<PermissionResourceKind, number[]> = { sample: [], quotation: [], order: [] };
  let partnerId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    for (const p of PEOPLE) {
      const existing = await t.app.users.findByUsername(p.name);
      if (existing) people.push({ ...p, id: existing.id, cookie: (await signInDemo(t.app)).cookie });
      else people.push({ ...p, ...(await buildUser(t.app, { username: p.name, role: p.role })) });
    }
    const [demo, otra] = people;
    const [shirt] = await t.app.db.selectFrom('clothing').select('id').orderBy('id').limit(1).execute();
    for (const [owner, stage] of [[demo!, 1], [otra!, 1], [demo!, 4]] as const) {
      resources.sample.push(await buildSample(t.app, { clothingId: shirt!.id, stage, name: `Muestra de ${owner.name}`, ownerId: owner.id }));
    }
    const clientId = (await t.app.db.selectFrom('clients').select('id').where('card_code', '=', 'C0001').executeTakeFirstOrThrow()).id;
    partnerId = clientId;
    for (const seller of [demo!, otra!]) {
      for (const kindOf of ['quotation', 'order'] as const) resources[kindOf].push((await buildSalesDocument(injectAs(t.app, seller.cookie), kindOf, clientId)).id);
    }
  });
  afterAll(() => t.close());

  /** The resource as the server judges it now (an allowed call may have moved a sample on). */
  async function resourceNow(kindOf: PermissionResourceKind, id: number): Promise<PermissionResource> {
    if (kindOf === 'sample') {
      const head = (await t.app.lifecycle.head(id))!;
      return { ownerId: head.ownerId, stage: head.stage };
    }
    return { ownerId: (await t.app.salesDocuments.header(kindOf, id))!.sellerId };
  }

  const urlOf = (e: Endpoint, id: number) => `/api${e.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? String(id) : name === 'key' ? 'k-matriz' : '999999'))}`;

  it('answers every declared action of every endpoint as can() does, for every role, on own and others’ resources', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const e of checked) {
      const action = e.action!;
      const kindOf = (PERMISSION_TABLE[action] as { resource?: PermissionResourceKind }).resource;
      // Without a resource the id names a partner or a user (the table does not judge them by owner).
      const ids = kindOf ? resources[kindOf] : [e.path.includes('/users/') ? people[1]!.id : partnerId];
      for (const person of people) {
        for (const id of ids) {
          const resource = kindOf ? await resourceNow(kindOf, id) : undefined;
          const expected = can({ id: person.id, role: person.role }, action, resource);
          // Logging out ends the session: it gets a session of its own.
          const cookie = e.operationId === 'logout' ? await loginCookie(t.app, person.name, person.name === 'demo' ? 'demo1234' : TEST_PASSWORD) : person.cookie;
          const res: LightMyRequestResponse = await injectAs(t.app, cookie)(e.method, urlOf(e, id));
          calls++;
          const message = res.statusCode === 403 ? (res.json() as { message?: string }).message : undefined;
          const ok = expected.allowed ? res.statusCode !== 403 : res.statusCode === 403 && message === expected.reason;
          if (!ok) mismatches.push(`${e.operationId} ${action} as ${person.name} (${person.role}) on ${kindOf ?? 'none'} ${id}: expected ${expected.allowed ? 'allowed' : `403 «${expected.reason}»`}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every non-GET endpoint that needs a session was walked (endpoints.test.ts makes them declare an action).
    const nonGet = (Object.values(endpoints) as Endpoint[]).filter((e) => e.method !== 'GET' && !e.public);
    expect(nonGet.every((e) => checked.includes(e))).toBe(true);
    expect(calls).toBeGreaterThan(nonGet.length * PEOPLE.length);
  });
});
