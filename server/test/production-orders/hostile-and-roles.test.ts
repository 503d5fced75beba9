import type { UserRole } from '@muestrario/shared/domain';
import { can, type PermissionAction } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildProductionOrder, buildUser, productionFixture, signInDemo } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import type { Method, Requester } from '../helpers/request';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(180_000);

/** A message people can read: Spanish words, no validator jargon. */
const SPANISH = /[áéíóúñ¿«]|\b(el|la|los|las|de|no|un|una|es|ese|esa)\b/i;
const JARGON = /\bmust\b|\bshould\b|\bexpected\b|\bbody\/|\bparams\/|querystring/i;

describe.each(testDatabases)('production orders: hostile inputs and roles (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let admin: Requester;
  let orderId: number;
  let salesOrderId: number;
  let operationId: number;

  /** Everything the production writes touch: row counts, every order's status and version, every operation, the folio counter. */
  const state = async () => ({
    orders: await t.app.db.selectFrom('production_orders').select(['id', 'status', 'version']).orderBy('id').execute(),
    operations: await t.app.db.selectFrom('production_operations').select(['id', 'status', 'version', 'good', 'rejected']).orderBy('id').execute(),
    history: (await t.app.db.selectFrom('production_order_history').select('id').execute()).length,
    folio: (await t.app.db.selectFrom('sequences').select('last_number').where('name', '=', 'production_order').executeTakeFirst())?.last_number ?? null,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, productionFixture, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    const built = await buildProductionOrder(t.app, { as: demo, promisedDate: '2031-01-15' });
    orderId = built.order.id;
    salesOrderId = built.salesOrderId;
    operationId = built.order.operations[0]!.id;
    // Released, so an operation could start: every hostile start or finish below is refused by its input.
    expect((await admin('POST', `/api/production/orders/${orderId}/status`, { status: 'released', version: 0 })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '99999999999', '%00'];
  const NUL = 'a\u0000b';
  const long = (n: number) => 'x'.repeat(n);

  type Case = [string, Method, () => string, unknown, number];
  const cases = (): Case[] => [
    // GET lists and one order.
    ...['status=unknown', 'late=quizas', 'salesOrderId=abc', 'sampleId=0', 'page=0', 'pageSize=100000', `search=${long(101)}`, 'search=a%00b', 'extra=1'].map(
      (q): Case => [`list ?${q.slice(0, 30)}`, 'GET', () => `/api/production/orders?${q}`, undefined, 400],
    ),
    ...BAD_IDS.map((id): Case => [`get order ${id}`, 'GET', () => `/api/production/orders/${id}`, undefined, 400]),
    ['get an unknown order', 'GET', () => '/api/production/orders/999999', undefined, 404],
    ...BAD_IDS.map((id): Case => [`get operation ${id}`, 'GET', () => `/api/production/operations/${id}`, undefined, 400]),
    ['get an unknown operation', 'GET', () => '/api/production/operations/999999', undefined, 404],
    // Create.
    ...BAD_IDS.map((id): Case => [`create on order ${id}`, 'POST', () => `/api/sales/orders/${id}/lines/1/production-order`, {}, 400]),
    ...BAD_IDS.map((id): Case => [`create on line ${id}`, 'POST', () => `/api/sales/orders/${salesOrderId}/lines/${id}/production-order`, {}, 400]),
    ['create on an unknown order', 'POST', () => '/api/sales/orders/999999/lines/1/production-order', {}, 404],
    ['create with a numeric note', 'POST', () => `/api/sales/orders/${salesOrderId}/lines/1/production-order`, { note: 5 }, 400],
    ['create with a NUL note', 'POST', () => `/api/sales/orders/${salesOrderId}/lines/1/production-order`, { note: NUL }, 400],
    ['create with a 201-character note', 'POST', () => `/api/sales/orders/${salesOrderId}/lines/1/production-order`, { note: long(201) }, 400],
    ['create with an extra property', 'POST', () => `/api/sales/orders/${salesOrderId}/lines/1/production-order`, { styleId: 1 }, 400],
    ['create with an array', 'POST', () => `/api/sales/orders/${salesOrderId}/lines/1/production-order`, [], 400],
    // Status.
    ...BAD_IDS.map((id): Case => [`status of order ${id}`, 'POST', () => `/api/production/orders/${id}/status`, { status: 'planned', version: 1 }, 400]),
    ['status of an unknown order', 'POST', () => '/api/production/orders/999999/status', { status: 'planned', version: 1 }, 404],
    ['status without version', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'planned' }, 400],
    ['status without status', 'POST', () => `/api/production/orders/${orderId}/status`, { version: 1 }, 400],
    ['status in_progress by hand', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'in_progress', version: 1 }, 400],
    ['status unknown', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'terminada', version: 1 }, 400],
    ['status with a negative version', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'planned', version: -1 }, 400],
    ['status with a decimal version', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'planned', version: 1.5 }, 400],
    ['status with a text version', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'planned', version: '1' }, 400],
    ['status with a huge version (no such version: stale)', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'planned', version: 1e20 }, 409],
    ['status with a NUL note', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'planned', version: 1, note: NUL }, 400],
    ['status with an extra property', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'planned', version: 1, folio: 'OF-1' }, 400],
    ['status null', 'POST', () => `/api/production/orders/${orderId}/status`, null, 400],
    ['status with a stale version', 'POST', () => `/api/production/orders/${orderId}/status`, { status: 'planned', version: 0 }, 409],
    // Start.
    ...BAD_IDS.map((id): Case => [`start operation ${id}`, 'POST', () => `/api/production/operations/${id}/start`, { version: 0 }, 400]),
    ['start an unknown operation', 'POST', () => '/api/production/operations/999999/start', { version: 0 }, 404],
    ['start without version', 'POST', () => `/api/production/operations/${operationId}/start`, {}, 400],
    ['start with a text version', 'POST', () => `/api/production/operations/${operationId}/start`, { version: '0' }, 400],
    ['start with an extra property', 'POST', () => `/api/production/operations/${operationId}/start`, { version: 0, machineId: 1 }, 400],
    ['start with a stale version', 'POST', () => `/api/production/operations/${operationId}/start`, { version: 7 }, 409],
    // Finish.
    ...BAD_IDS.map((id): Case => [`finish operation ${id}`, 'POST', () => `/api/production/operations/${id}/finish`, { good: 1, rejected: 0, reason: null, version: 0 }, 400]),
    ['finish an unknown operation', 'POST', () => '/api/production/operations/999999/finish', { good: 1, rejected: 0, reason: null, version: 0 }, 404],
    ['finish with negative good', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: -1, rejected: 0, reason: null, version: 0 }, 400],
    ['finish with decimal good', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: 1.5, rejected: 0, reason: null, version: 0 }, 400],
    ['finish with huge rejected', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: 0, rejected: 1e12, reason: 'stain', version: 0 }, 400],
    ['finish with good as text', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: '120', rejected: 0, reason: null, version: 0 }, 400],
    ['finish with an unknown reason', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: 118, rejected: 2, reason: 'mancha', version: 0 }, 400],
    ['finish without reason', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: 118, rejected: 2, version: 0 }, 400],
    ['finish with a NUL note', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: 118, rejected: 2, reason: 'other', note: NUL, version: 0 }, 400],
    ['finish with an extra property', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: 120, rejected: 0, reason: null, version: 0, status: 'done' }, 400],
    ['finish an operation not started', 'POST', () => `/api/production/operations/${operationId}/finish`, { good: 120, rejected: 0, reason: null, version: 0 }, 409],
  ];

  it('answers every hostile input with its 4xx and a Spanish message, and writes nothing', async () => {
    const before = await state();
    const failures: string[] = [];
    for (const [name, method, url, body, status] of cases()) {
      const res = await admin(method, url(), body);
      const message = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as { message?: string }).message : undefined;
      if (res.statusCode !== status || !message || !SPANISH.test(message) || JARGON.test(message)) failures.push(`${name}: ${res.statusCode} ${message ?? res.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['create', `/sales/orders/SALES/lines/1/production-order`],
    ['status', `/production/orders/ORDER/status`],
    ['start', `/production/operations/OP/start`],
    ['finish', `/production/operations/OP/finish`],
  ])('answers a %s body that is not JSON with 415, writing nothing', async (_name, path) => {
    const before = await state();
    const url = `/api${path.replace('SALES', String(salesOrderId)).replace('ORDER', String(orderId)).replace('OP', String(operationId))}`;
    const res = await admin.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'version=0' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(SPANISH);
    expect(await state()).toEqual(before);
  });

  it('walks every production-order endpoint as each role: 403 exactly where can() refuses, with its reason', async () => {
    const people: { label: string; role: UserRole; as: Requester; id: number }[] = [];
    const demoId = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
    people.push({ label: 'seller (own order)', role: 'seller', as: demo, id: demoId });
    for (const role of ['seller', 'designer', 'production', 'quality', 'admin'] as const) {
      const u = await buildUser(t.app, { username: `walk-${role}`, role });
      people.push({ label: role === 'seller' ? 'seller (other order)' : role, role, as: u.as, id: u.id });
    }
    const before = (await state()).orders.length;
    const walk: { name: string; action: PermissionAction | null; method: Method; url: string; body?: unknown }[] = [
      { name: 'list', action: null, method: 'GET', url: '/api/production/orders' },
      { name: 'get', action: null, method: 'GET', url: `/api/production/orders/${orderId}` },
      { name: 'operation', action: null, method: 'GET', url: `/api/production/operations/${operationId}` },
      // Refused or not, nothing changes: the line already has its order (409), the versions are stale (409).
      { name: 'create', action: 'production.create', method: 'POST', url: `/api/sales/orders/${salesOrderId}/lines/1/production-order`, body: {} },
      { name: 'status', action: 'production.setStatus', method: 'POST', url: `/api/production/orders/${orderId}/status`, body: { status: 'planned', version: 99 } },
      { name: 'start', action: 'production.record', method: 'POST', url: `/api/production/operations/${operationId}/start`, body: { version: 99 } },
      { name: 'finish', action: 'production.record', method: 'POST', url: `/api/production/operations/${operationId}/finish`, body: { good: 1, rejected: 0, reason: null, version: 99 } },
    ];
    const wrong: string[] = [];
    for (const p of people) {
      for (const e of walk) {
        const res = await p.as(e.method, e.url, e.body);
        const decision = e.action ? can({ id: p.id, role: p.role }, e.action, e.action === 'production.create' ? { ownerId: demoId } : undefined) : { allowed: true as const };
        if (!decision.allowed) {
          if (res.statusCode !== 403 || res.json().message !== decision.reason) wrong.push(`${p.label} ${e.name}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        } else if (res.statusCode === 403 || res.statusCode === 401 || res.statusCode >= 500 || (e.method === 'GET' ? res.statusCode !== 200 : res.statusCode !== 409)) {
          wrong.push(`${p.label} ${e.name}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect((await state()).orders.length).toBe(before);
    // The refusals the table promises are there: a designer, quality and another seller may not create; a seller or quality may not change a status.
    const get = (label: string) => people.find((p) => p.label === label)!;
    expect(can({ id: get('designer').id, role: 'designer' }, 'production.create', { ownerId: demoId }).allowed).toBe(false);
    expect(can({ id: get('seller (other order)').id, role: 'seller' }, 'production.create', { ownerId: demoId }).allowed).toBe(false);
    expect(can({ id: demoId, role: 'seller' }, 'production.create', { ownerId: demoId }).allowed).toBe(true);
    expect(can({ id: get('quality').id, role: 'quality' }, 'production.setStatus').allowed).toBe(false);
  });
});
