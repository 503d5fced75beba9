import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { addUser, createTestApp, login, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs, type Requester } from '../helpers/request';

// Argon2 hashes on a shared, busy machine.
jest.setTimeout(90_000);

const NEW_USER = {
  username: 'Bordador.Uno',
  firstName: 'Tomás',
  lastName: 'Galindo',
  role: 'production',
  email: 'tomas@uniformes-demo.mx',
  machines: ['Bordadora Tajima 6 cabezas', ' Plancha térmica '],
  password: 'inicial-2026',
};

const long = (n: number) => 'x'.repeat(n);
const HOSTILE_CREATE: [string, unknown][] = [
  ['null', null],
  ['an array', [NEW_USER]],
  ['no fields', {}],
  ['a short username', { ...NEW_USER, username: 'ab' }],
  ['a username with spaces', { ...NEW_USER, username: 'ana ruiz' }],
  ['a username with NUL', { ...NEW_USER, username: 'ana\u0000' }],
  ['a 51-character username', { ...NEW_USER, username: long(51) }],
  ['a blank first name', { ...NEW_USER, firstName: '   ' }],
  ['a first name with NUL', { ...NEW_USER, firstName: 'To\u0000más' }],
  ['a last name of 81 characters', { ...NEW_USER, lastName: long(81) }],
  ['an unknown role', { ...NEW_USER, role: 'owner' }],
  ['the role as a number', { ...NEW_USER, role: 1 }],
  ['an e-mail without @', { ...NEW_USER, email: 'tomas.uniformes.mx' }],
  ['an e-mail with a newline', { ...NEW_USER, email: 'a@b.mx\nBcc: x@y.mx' }],
  ['the e-mail as a number', { ...NEW_USER, email: 5 }],
  ['11 machines', { ...NEW_USER, machines: Array.from({ length: 11 }, (_, i) => `Máquina ${i}`) }],
  ['a machine of 61 characters', { ...NEW_USER, machines: [long(61)] }],
  ['a blank machine', { ...NEW_USER, machines: ['  '] }],
  ['a machine with NUL', { ...NEW_USER, machines: ['a\u0000'] }],
  ['machines as a string', { ...NEW_USER, machines: 'Bordadora' }],
  ['a 7-character password', { ...NEW_USER, password: '1234567' }],
  ['a 201-character password', { ...NEW_USER, password: long(201) }],
  ['an extra property', { ...NEW_USER, active: false }],
];

const HOSTILE_CHANGE: [string, string, unknown][] = [
  ['null', '1', null],
  ['no fields', '1', {}],
  ['active as text', '1', { active: 'false' }],
  ['active as 0', '1', { active: 0 }],
  ['an unknown role', '1', { role: 'root' }],
  ['a username change', '1', { username: 'otro' }],
  ['a name change', '1', { firstName: 'Otro' }],
  ['a bad e-mail', '1', { email: '@' }],
  ['a machine too long', '1', { machines: [long(61)] }],
  ['an id of 0', '0', { active: true }],
  ['an id with a sign', '+1', { active: true }],
  ['an id past the integer range', '2147483648', { active: true }],
  ['an id as a word', 'uno', { active: true }],
];

const HOSTILE_PASSWORD: [string, unknown][] = [
  ['null', null],
  ['no password', {}],
  ['a short password', { password: 'corta' }],
  ['a password as a number', { password: 12345678 }],
  ['a 201-character password', { password: long(201) }],
  ['an extra property', { password: 'larga-y-buena', user: 1 }],
];

const HOSTILE_OWN: [string, unknown][] = [
  ['null', null],
  ['no current password', { newPassword: 'nueva-clave-1' }],
  ['an empty current password', { currentPassword: '', newPassword: 'nueva-clave-1' }],
  ['a short new password', { currentPassword: 'secreto-123', newPassword: 'corta' }],
  ['a new password as an array', { currentPassword: 'secreto-123', newPassword: ['nueva-clave-1'] }],
  ['an extra property', { currentPassword: 'secreto-123', newPassword: 'nueva-clave-1', userId: 1 }],
];

const expectSpanish400 = (res: { statusCode: number; json(): unknown }, label: string) => {
  expect([label, res.statusCode]).toEqual([label, 400]);
  expect((res.json() as { message: string }).message).toMatch(/\S/);
};

describe.each(testDatabases)('users in the app (%s)', (kind) => {
  let t: TestApp;
  let adminId: number;
  let admin: Requester;
  let seller: Requester;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminId = (await addUser(t.app, { username: 'jefa', password: 'secreto-123', firstName: 'Carmen', lastName: 'Vega', role: 'admin' })).id;
    admin = injectAs(t.app, await loginCookie(t.app, 'jefa', 'secreto-123'));
    await addUser(t.app, { username: 'vende', password: 'secreto-123', firstName: 'Ana', lastName: 'Ruiz', role: 'seller' });
    seller = injectAs(t.app, await loginCookie(t.app, 'vende', 'secreto-123'));
  });
  afterAll(() => t.close());

  it('lists the staff to an admin only', async () => {
    const res = await admin('GET', '/api/business/users');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { username: string }) => u.username).sort()).toEqual(['jefa', 'vende']);
    expect(res.json()[0]).toEqual(expect.objectContaining({ active: true, machines: [], email: null }));
    const refused = await seller('GET', '/api/business/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(USERS_MESSAGES.adminOnly);
    expect((await t.app.inject({ method: 'GET', url: '/api/business/users' })).statusCode).toBe(401);
  });

  it('creates a user who signs in, refuses the same username twice and a non-admin', async () => {
    expect((await seller('POST', '/api/business/users', NEW_USER)).statusCode).toBe(403);
    const res = await admin('POST', '/api/business/users', NEW_USER);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(
      expect.objectContaining({ username: 'bordador.uno', role: 'production', email: 'tomas@uniformes-demo.mx', machines: ['Bordadora Tajima 6 cabezas', 'Plancha térmica'], active: true }),
    );
    expect((await login(t.app, 'bordador.uno', 'inicial-2026')).res.statusCode).toBe(200);
    const again = await admin('POST', '/api/business/users', { ...NEW_USER, username: 'BORDADOR.UNO' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(USERS_MESSAGES.usernameTaken('bordador.uno'));
  });

  it('refuses every hostile new user with a 400 and creates none', async () => {
    const before = (await admin('GET', '/api/business/users')).json().length;
    for (const [label, body] of HOSTILE_CREATE) expectSpanish400(await admin('POST', '/api/business/users', body), label);
    expect((await admin('GET', '/api/business/users')).json()).toHaveLength(before);
  });

  it('refuses every hostile change with a 400, and an unknown user with a 404', async () => {
    for (const [label, id, body] of HOSTILE_CHANGE) expectSpanish400(await admin('PATCH', `/api/business/users/${id}`, body), label);
    const missing = await admin('PATCH', '/api/business/users/999999', { active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(USERS_MESSAGES.notFound);
    expect((await seller('PATCH', `/api/business/users/${adminId}`, { role: 'seller' })).statusCode).toBe(403);
  });

  it('keeps at least one active admin: the only admin can neither demote nor deactivate themselves', async () => {
    for (const body of [{ role: 'seller' }, { active: false }, { role: 'quality', active: true }]) {
      const res = await admin('PATCH', `/api/business/users/${adminId}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(USERS_MESSAGES.lastAdmin);
    }
    const stored = await t.app.db.selectFrom('users').select(['role', 'active']).where('id', '=', adminId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ role: 'admin', active: 1 });
  });

  it('changes role, e-mail and machines; deactivating ends the open session at the next request', async () => {
    const user = (await admin('POST', '/api/business/users', { ...NEW_USER, username: 'temporal', email: null, machines: [] })).json();
    const session = injectAs(t.app, await loginCookie(t.app, 'temporal', 'inicial-2026'));
    // Twice: the second answer may come from the SQLite session cache (sessions repository).
    expect((await session('GET', '/api/auth/details')).statusCode).toBe(200);
    expect((await session('GET', '/api/auth/details')).statusCode).toBe(200);

    const changed = await admin('PATCH', `/api/business/users/${user.id}`, { role: 'quality', email: 'temp@uniformes-demo.mx', machines: ['Plancha'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(expect.objectContaining({ role: 'quality', email: 'temp@uniformes-demo.mx', machines: ['Plancha'], active: true }));
    expect((await session('GET', '/api/auth/details')).json().role).toBe('quality');

    const off = await admin('PATCH', `/api/business/users/${user.id}`, { active: false });
    expect(off.json().active).toBe(false);
    expect((await session('GET', '/api/auth/details')).statusCode).toBe(401);
    const count = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(count).toHaveLength(0);

    const refused = await login(t.app, 'temporal', 'inicial-2026');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().message).toBe(USERS_MESSAGES.inactive);
    // A wrong password reads as any wrong password: nothing says the user exists.
    expect((await login(t.app, 'temporal', 'equivocada-1')).res.statusCode).toBe(401);

    expect((await admin('PATCH', `/api/business/users/${user.id}`, { active: true })).json().active).toBe(true);
    expect((await login(t.app, 'temporal', 'inicial-2026')).res.statusCode).toBe(200);
  });

  it('lets a second admin demote the first, then not the last', async () => {
    const other = (await admin('POST', '/api/business/users', { ...NEW_USER, username: 'jefe2', role: 'admin' })).json();
    const second = injectAs(t.app, await loginCookie(t.app, 'jefe2', 'inicial-2026'));
    expect((await second('PATCH', `/api/business/users/${adminId}`, { role: 'seller' })).statusCode).toBe(200);
    expect((await second('PATCH', `/api/business/users/${other.id}`, { active: false })).statusCode).toBe(409);
    expect((await second('PATCH', `/api/business/users/${adminId}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/business/users/${other.id}`, { active: false })).statusCode).toBe(200);
  });

  it('lets an admin set a password: the old one stops working and the sessions end', async () => {
    const user = (await admin('POST', '/api/business/users', { ...NEW_USER, username: 'olvidadiza' })).json();
    const session = injectAs(t.app, await loginCookie(t.app, 'olvidadiza', 'inicial-2026'));
    for (const [label, body] of HOSTILE_PASSWORD) expectSpanish400(await admin('PUT', `/api/business/users/${user.id}/password`, body), label);
    expect((await seller('PUT', `/api/business/users/${user.id}/password`, { password: 'de-la-vendedora' })).statusCode).toBe(403);
    expect((await admin('PUT', '/api/business/users/999999/password', { password: 'no-existe-1' })).statusCode).toBe(404);
    expect((await admin('PUT', `/api/business/users/${user.id}/password`, { password: 'puesta-por-admin' })).statusCode).toBe(204);
    expect((await session('GET', '/api/auth/details')).statusCode).toBe(401);
    expect((await login(t.app, 'olvidadiza', 'inicial-2026')).res.statusCode).toBe(401);
    expect((await login(t.app, 'olvidadiza', 'puesta-por-admin')).res.statusCode).toBe(200);
  });

  it('lets anyone change their own password with the current one; the other sessions end, this one stays', async () => {
    await addUser(t.app, { username: 'propia', password: 'secreto-123', firstName: 'Eva', lastName: 'Luna', role: 'designer' });
    const here = injectAs(t.app, await loginCookie(t.app, 'propia', 'secreto-123'));
    const elsewhere = injectAs(t.app, await loginCookie(t.app, 'propia', 'secreto-123'));
    for (const [label, body] of HOSTILE_OWN) expectSpanish400(await here('PUT', '/api/auth/password', body), label);
    const wrong = await here('PUT', '/api/auth/password', { currentPassword: 'no-es-esta', newPassword: 'nueva-clave-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(USERS_MESSAGES.currentPasswordWrong);
    expect((await here('PUT', '/api/auth/password', { currentPassword: 'secreto-123', newPassword: 'nueva-clave-1' })).statusCode).toBe(204);
    expect((await here('GET', '/api/auth/details')).statusCode).toBe(200);
    expect((await elsewhere('GET', '/api/auth/details')).statusCode).toBe(401);
    expect((await login(t.app, 'propia', 'nueva-clave-1')).res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/password', payload: { currentPassword: 'a', newPassword: 'bbbbbbbb' } })).statusCode).toBe(401);
  });
});
