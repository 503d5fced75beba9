import { addUser, createTestApp, login, STAFF, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';

/** The throttle under parallel attempts, across server instances, behind proxies and in an office. */
const DEMO = { username: 'demo', password: 'demo1234', firstName: 'Mariana', lastName: 'López', role: 'seller' as const };

const statuses = (responses: { res: { statusCode: number } }[]) => {
  const count: Record<number, number> = {};
  for (const { res } of responses) count[res.statusCode] = (count[res.statusCode] ?? 0) + 1;
  return count;
};

describe.each(testDatabases)('shared login throttle (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
    await addUser(t.app);
    await addUser(t.app, DEMO);
  });
  afterEach(() => t.close());

  it('lets at most 5 of 30 parallel wrong passwords for one user reach the password check', async () => {
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t.app, STAFF.username, `mala-${i}`, { remoteAddress: `10.1.0.${i}` })),
    );
    const count = statuses(all);
    expect((count[401] ?? 0) + (count[429] ?? 0)).toBe(30);
    expect(count[401] ?? 0).toBeLessThanOrEqual(5);
    expect(count[429]).toBeGreaterThanOrEqual(25);
    // Locked: the right password is refused too.
    expect((await login(t.app, STAFF.username, STAFF.password, { remoteAddress: '10.1.1.1' })).res.statusCode).toBe(429);
  });

  it('makes two server instances on one database share the limit', async () => {
    const second = await t.rebuild();
    // Alternate between the instances: 5 failures in total spend the account's allowance.
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await login(app, STAFF.username, 'mala', { remoteAddress: `10.2.0.${i}` })).res.statusCode).toBe(401);
    }
    expect((await login(t.app, STAFF.username, STAFF.password)).res.statusCode).toBe(429);
    expect((await login(second, STAFF.username, STAFF.password)).res.statusCode).toBe(429);

    // And in parallel across both: at most 5 of 30 reach the hash for a fresh account.
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(i % 2 ? second : t.app, DEMO.username, `mala-${i}`, { remoteAddress: `10.3.0.${i}` })),
    );
    expect(statuses(all)[401] ?? 0).toBeLessThanOrEqual(5);
  });

  it('lets an office colleague sign in from the address where another account failed 30 times', async () => {
    const office = { remoteAddress: '192.0.2.10' };
    // In parallel and one after another: either way one account's typos count once for the address.
    await Promise.all(Array.from({ length: 30 }, (_, i) => login(t.app, STAFF.username, `tecleo-${i}`, office)));
    for (let i = 0; i < 30; i++) await login(t.app, STAFF.username, `tecleo-${i}`, office);
    expect((await login(t.app, STAFF.username, STAFF.password, office)).res.statusCode).toBe(429);
    const colleague = await login(t.app, DEMO.username, DEMO.password, office);
    expect(colleague.res.statusCode).toBe(200);
  });

  it('gives an address its account back after a success, so a whole office can sign in', async () => {
    const office = { remoteAddress: '192.0.2.20' };
    // More people than the per-address limit (10 accounts) sign in, one after another, from one address.
    for (let i = 0; i < 14; i++) {
      await addUser(t.app, { ...DEMO, username: `persona${i}` });
      expect((await login(t.app, `persona${i}`, DEMO.password, office)).res.statusCode).toBe(200);
    }
  }, 60_000);
});

describe.each(testDatabases)('TRUST_PROXY and the per-address limit (%s)', (kind) => {
  const PROXY = '10.9.9.9';
  const CLIENT = '203.0.113.7';
  let t: TestApp;
  afterEach(() => t.close());

  it.each([['1'], ['true'], [PROXY], ['10.0.0.0/8']])(
    'with TRUST_PROXY=%s keys on the address the proxy vouches for, not a forged X-Forwarded-For',
    async (trustProxy) => {
      t = await createTestApp(kind, { env: { TRUST_PROXY: trustProxy } });
      await addUser(t.app);
      const results = [];
      for (let i = 0; i < 30; i++) {
        results.push(
          await login(t.app, `cuenta${i}`, 'mala', { remoteAddress: PROXY, headers: { 'x-forwarded-for': `198.51.100.${i}, ${CLIENT}` } }),
        );
      }
      const count = statuses(results);
      expect(count[401]).toBe(10);
      expect(count[429]).toBe(20);
      // Another real client behind the same proxy is not affected.
      const other = await login(t.app, STAFF.username, STAFF.password, { remoteAddress: PROXY, headers: { 'x-forwarded-for': '203.0.113.8' } });
      expect(other.res.statusCode).toBe(200);
    },
  );
});
