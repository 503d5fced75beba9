import { addUser, createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs } from '../helpers/request';

const EXPIRED = { message: 'Tu sesión expiró. Inicia sesión de nuevo.' };
const LOGIN_REQUIRED = { message: 'Inicia sesión para continuar.' };

describe.each(testDatabases)('sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addUser(t.app);
  });
  afterAll(() => t.close());

  const details = (cookie?: string) => injectAs(t.app, cookie).get('/api/auth/details');

  it('answers 401 "Inicia sesión para continuar." without a cookie', async () => {
    const res = await details();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_REQUIRED);
  });

  it('answers 401 "Tu sesión expiró…" for an unknown session id and clears the cookie', async () => {
    const res = await details('muestrario_sid=inventado');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    expect(String(res.headers['set-cookie'])).toMatch(/muestrario_sid=;/);
  });

  it('expires after 30 idle minutes', async () => {
    const cookie = await loginCookie(t.app);
    t.clock.advanceMinutes(29);
    expect((await details(cookie)).statusCode).toBe(200);
    t.clock.advanceMinutes(29); // 29 min since the last request: still alive (sliding)
    expect((await details(cookie)).statusCode).toBe(200);
    t.clock.advanceMinutes(31);
    const res = await details(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    // …and it is gone for good, not only refused
    t.clock.advanceMinutes(-31);
    expect((await details(cookie)).statusCode).toBe(401);
    t.clock.advanceMinutes(31);
  });

  it('expires 12 hours after sign-in even when used all the time', async () => {
    const cookie = await loginCookie(t.app);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.clock.advanceMinutes(20);
      expect((await details(cookie)).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(20); // 12 h 00 min
    const res = await details(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const cookie = await loginCookie(t.app);
    const lastSeen = () => t.app.db.selectFrom('sessions').select('last_seen_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const before = (await lastSeen()).last_seen_at;
    t.clock.advance(30_000);
    await details(cookie);
    expect((await lastSeen()).last_seen_at).toBe(before);
    t.clock.advance(31_000);
    await details(cookie);
    expect((await lastSeen()).last_seen_at).not.toBe(before);
  });

  it('logout answers 204, clears the cookie and makes the old cookie useless', async () => {
    const cookie = await loginCookie(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(String(out.headers['set-cookie'])).toMatch(/muestrario_sid=;.*Expires=Thu, 01 Jan 1970/);
    const res = await details(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    const token = cookie.split('=')[1]!;
    const { createHash } = await import('node:crypto');
    const row = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
