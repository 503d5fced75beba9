import { addUser, createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { MAX_SESSIONS_PER_USER } from '../../src/modules/auth/sessions-repository';
import { injectAs } from '../helpers/request';

describe.each(testDatabases)('sessions per user (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addUser(t.app);
  });
  afterAll(() => t.close());

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the oldest`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 5; i++) {
      cookies.push(await loginCookie(t.app));
      t.clock.advance(1000);
    }
    const rows = await t.app.db.selectFrom('sessions').select('id').execute();
    expect(rows).toHaveLength(MAX_SESSIONS_PER_USER);
    const status = async (cookie: string) => (await injectAs(t.app, cookie).get('/api/auth/details')).statusCode;
    for (const old of cookies.slice(0, 5)) expect(await status(old)).toBe(401);
    for (const recent of cookies.slice(5)) expect(await status(recent)).toBe(200);
  });
});
