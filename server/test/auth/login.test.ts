import { Value } from '@sinclair/typebox/value';
import { UserDetails } from '@muestrario/shared/contract';
import { addUser, createTestApp, login, loginCookie, STAFF, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';

describe.each(testDatabases)('POST /api/auth/login (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: 'true' } });
    await addUser(t.app);
  });
  afterAll(() => t.close());

  it('signs in with the right password: 200, UserDetails and a hardened session cookie', async () => {
    const { res, cookie } = await login(t.app);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(UserDetails, body)).toBe(true);
    expect(body).toMatchObject({ username: 'vendedora', firstName: 'Ana', lastName: 'Ruiz', role: 'seller' });
    expect(cookie).toBeDefined();
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\//);
    expect(raw).not.toMatch(/Secure/i);
    // 256 random bits, base64url
    expect(cookie!.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const details = await t.app.inject({ method: 'GET', url: '/api/auth/details', headers: { cookie } });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual(body);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const { res } = await login(t.app, STAFF.username, STAFF.password, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^__Host-muestrario_sid=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // The prefixed cookie is the one read back over https; the plain name is not.
    const token = res.cookies.find((c) => c.name === '__Host-muestrario_sid')?.value;
    const https = { 'x-forwarded-proto': 'https' };
    const details = await t.app.inject({ method: 'GET', url: '/api/auth/details', headers: { ...https, cookie: `__Host-muestrario_sid=${token}` } });
    expect(details.statusCode).toBe(200);
    const plain = await t.app.inject({ method: 'GET', url: '/api/auth/details', headers: { ...https, cookie: `muestrario_sid=${token}` } });
    expect(plain.statusCode).toBe(401);
  });

  it('accepts the username in any case and with spaces around it', async () => {
    const { res } = await login(t.app, '  VendedorA ', STAFF.password);
    expect(res.statusCode).toBe(200);
  });

  it('gives the same 401 body for a wrong password and for an unknown user', async () => {
    const wrong = await login(t.app, STAFF.username, 'incorrecta', { remoteAddress: '10.0.0.1' });
    const unknown = await login(t.app, 'nadie', 'incorrecta', { remoteAddress: '10.0.0.2' });
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.json()).toEqual({ message: 'Usuario o contraseña incorrectos.' });
    expect(unknown.res.body).toBe(wrong.res.body);
    expect(wrong.cookie).toBeUndefined();
    expect(unknown.cookie).toBeUndefined();
  });

  it('issues a new session id on every login and drops the one it replaces', async () => {
    const first = await loginCookie(t.app);
    const { res, cookie: second } = await login(t.app, STAFF.username, STAFF.password, { headers: { cookie: first } });
    expect(res.statusCode).toBe(200);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/details', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/auth/details', headers: { cookie: second } });
    expect(fresh.statusCode).toBe(200);
  });

  it('stores argon2id hashes with m >= 19456 KiB and t >= 2, and never the raw session id', async () => {
    const user = await t.app.db.selectFrom('users').select('password_hash').where('username', '=', STAFF.username).executeTakeFirstOrThrow();
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(user.password_hash);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);

    const cookie = await loginCookie(t.app);
    const token = cookie.split('=')[1]!;
    const raw = await t.app.db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst();
    expect(raw).toBeUndefined();
  });

  it('answers 400 with a Spanish message when a field is missing or empty', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'El campo «password» es obligatorio.' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '', password: 'x' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El campo «username» no puede estar vacío.');
  });
});
