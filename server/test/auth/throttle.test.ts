import { addUser, createTestApp, login, STAFF, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';

const TOO_MANY = 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.';

describe.each(testDatabases)('login throttling (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
    await addUser(t.app);
  });
  afterEach(() => t.close());

  it('blocks an account after 5 failures, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 5; i++) {
      const { res } = await login(t.app, STAFF.username, 'mala', { remoteAddress: `10.0.1.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(t.app, STAFF.username, STAFF.password, { remoteAddress: '10.0.1.99' });
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.res.json()).toEqual({ message: TOO_MANY });
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.cookie).toBeUndefined();

    t.clock.advanceMinutes(16);
    const again = await login(t.app, STAFF.username, STAFF.password, { remoteAddress: '10.0.1.99' });
    expect(again.res.statusCode).toBe(200);
  });

  it('blocks an address that tries more than 10 different accounts, but not other addresses', async () => {
    for (let i = 0; i < 10; i++) {
      const { res } = await login(t.app, `usuario${i}`, 'mala', { remoteAddress: '10.0.2.1' });
      expect(res.statusCode).toBe(401);
    }
    const sameIp = await login(t.app, STAFF.username, STAFF.password, { remoteAddress: '10.0.2.1' });
    expect(sameIp.res.statusCode).toBe(429);
    expect(Number(sameIp.res.headers['retry-after'])).toBeGreaterThan(0);
    const otherIp = await login(t.app, STAFF.username, STAFF.password, { remoteAddress: '10.0.2.2' });
    expect(otherIp.res.statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    const later = await login(t.app, STAFF.username, STAFF.password, { remoteAddress: '10.0.2.1' });
    expect(later.res.statusCode).toBe(200);
  });

  it('refuses a blocked address before counting the attempt on the account: it cannot lock anyone out (issue 21)', async () => {
    const victim = { ...STAFF, username: 'victim2', password: 'victima-123' };
    await addUser(t.app, victim);
    const sprayer = { remoteAddress: '10.0.4.1' };
    for (let i = 0; i < 11; i++) await login(t.app, `rociado${i}`, 'mala', sprayer);
    expect((await login(t.app, 'rociado99', 'mala', sprayer)).res.statusCode).toBe(429);
    // Six tries on victim2 from the blocked address: all refused, none counted against victim2.
    for (let i = 0; i < 6; i++) {
      const { res } = await login(t.app, victim.username, `mala-${i}`, sprayer);
      expect(res.statusCode).toBe(429);
    }
    const rows = await t.app.db.selectFrom('login_throttle').select('key').where('key', 'like', '%victim2%').execute();
    expect(rows).toEqual([]);
    const fromElsewhere = await login(t.app, victim.username, victim.password, { remoteAddress: '10.0.4.2' });
    expect(fromElsewhere.res.statusCode).toBe(200);
  });

  it('does not count against the account the attempt that puts an address over its limit', async () => {
    const victim = { ...STAFF, username: 'victim3', password: 'victima-123' };
    await addUser(t.app, victim);
    const sprayer = { remoteAddress: '10.0.5.1' };
    for (let i = 0; i < 10; i++) expect((await login(t.app, `rociado${i}`, 'mala', sprayer)).res.statusCode).toBe(401);
    // The 11th account from this address is refused by the address…
    expect((await login(t.app, victim.username, 'mala', sprayer)).res.statusCode).toBe(429);
    // …and victim3 still has all 5 of its tries elsewhere.
    for (let i = 0; i < 5; i++) expect((await login(t.app, victim.username, 'mala', { remoteAddress: `10.0.6.${i}` })).res.statusCode).toBe(401);
    t.clock.advanceMinutes(16);
    expect((await login(t.app, victim.username, victim.password, { remoteAddress: '10.0.6.9' })).res.statusCode).toBe(200);
  });

  it('counts unknown usernames like known ones (no account enumeration by throttling)', async () => {
    for (let i = 0; i < 5; i++) await login(t.app, 'fantasma', 'mala', { remoteAddress: `10.0.3.${i}` });
    const { res } = await login(t.app, 'fantasma', 'mala', { remoteAddress: '10.0.3.50' });
    expect(res.statusCode).toBe(429);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, STAFF.username, 'mala');
    expect((await login(t.app)).res.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(t.app, STAFF.username, 'mala');
    expect((await login(t.app)).res.statusCode).toBe(200);
  });
});
