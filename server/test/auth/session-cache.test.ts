import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../../src/db/connect';
import { addUser, createTestApp, loginCookie, STAFF, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs } from '../helpers/request';

/**
 * A session is not read again while nothing in the database changed (SQLite: sessions-repository.ts),
 * yet every change, made by this app or by another connection (another process, another instance),
 * is seen by the very next request: sign-out, a session removed, a user's role changed, the data edited.
 */
describe.each(testDatabases)('sessions remembered between changes (%s)', (kind) => {
  let t: TestApp;
  let other: ReturnType<typeof connectDatabase>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addUser(t.app);
    // Another process's connection to the same database.
    other = connectDatabase({ databaseUrl: t.databaseUrl, sqliteFile: path.join(t.dataDir, 'muestrario.db') });
  });
  afterAll(async () => {
    await other.destroy();
    await t.close();
  });

  const details = (cookie: string) => injectAs(t.app, cookie).get('/api/auth/details');
  const tokenOf = (cookie: string) => cookie.split('=')[1]!;

  it('on SQLite the same session is found once until something is written; on PostgreSQL every time', async () => {
    const cookie = await loginCookie(t.app);
    const first = await t.app.sessions.find(tokenOf(cookie));
    const second = await t.app.sessions.find(tokenOf(cookie));
    expect(first).toBeDefined();
    expect(second).toEqual(first);
    if (kind === 'sqlite') expect(second).toBe(first);
    else expect(second).not.toBe(first);
    await t.app.db.updateTable('users').set({ first_name: STAFF.firstName }).where('username', '=', STAFF.username).execute();
    const third = await t.app.sessions.find(tokenOf(cookie));
    expect(third).toEqual(first);
    expect(third).not.toBe(first);
  });

  it('a session another connection deletes is refused at the next request', async () => {
    const cookie = await loginCookie(t.app);
    expect((await details(cookie)).statusCode).toBe(200);
    expect((await details(cookie)).statusCode).toBe(200);
    await other.deleteFrom('sessions').execute();
    const res = await details(cookie);
    expect(res.statusCode).toBe(401);
  });

  it("a user's role changed by another connection is the role of the next request", async () => {
    const cookie = await loginCookie(t.app);
    expect((await details(cookie)).json()).toMatchObject({ username: STAFF.username, role: 'seller' });
    await other.updateTable('users').set({ role: 'designer' }).where('username', '=', STAFF.username).execute();
    expect((await details(cookie)).json()).toMatchObject({ username: STAFF.username, role: 'designer' });
    await other.updateTable('users').set({ role: 'seller' }).where('username', '=', STAFF.username).execute();
    expect((await details(cookie)).json()).toMatchObject({ role: 'seller' });
  });

  it('the data version read with the session follows another connection’s write', async () => {
    const cookie = await loginCookie(t.app);
    await details(cookie);
    const before = (await t.app.sessions.find(tokenOf(cookie)))!.dataVersion;
    await sql`update data_version set version = version + 1`.execute(other);
    expect((await t.app.sessions.find(tokenOf(cookie)))!.dataVersion).toBe(before + 1);
  });

  it('signing out here refuses the cookie at once', async () => {
    const cookie = await loginCookie(t.app);
    expect((await details(cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    expect((await details(cookie)).statusCode).toBe(401);
  });
});
