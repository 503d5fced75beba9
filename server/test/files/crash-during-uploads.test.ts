import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { seedIfEmpty } from '../../src/db/seed';
import { referencedKeys } from '../../src/storage/sweep';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/builders';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { multipartBody } from '../helpers/multipart-files';
import { PNG_1X1 } from '../helpers/render-files';

jest.setTimeout(240_000);

const UPLOADS = 20;
/** Each render is ~1.5 MB: big enough that a file is still streaming in when the server is killed. */
const FILE = Buffer.concat([PNG_1X1, Buffer.alloc(1_500_000, 7)]);

/**
 * Issue 22 (acceptance 2): a server killed with SIGKILL during 20 uploads and restarted on the same
 * data folder and database keeps every file with its row and no row without its file.
 */
describe.each(testDatabases)('a crash during uploads leaves every file with its row (%s)', (kind) => {
  let t: TestApp;
  let server: ChildServer | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await t.close();
  });

  it('SIGKILL mid-way through 20 uploads, then a restart: no file without a row, no row without a file', async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    const sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', 'Gorras evento').executeTakeFirstOrThrow()).id;
    // Renders are the designer's, at stages 2–3 (issue 15).
    const designer = await buildUser(t.app, { role: 'designer' });
    await t.app.db.updateTable('samples').set({ stage: 2 }).where('id', '=', sampleId).execute();
    await t.app.close();
    const env = { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '', FILE_SWEEP_GRACE_MS: '0' };
    const filesDir = path.join(t.dataDir, 'files');
    const filesOnDisk = () => fs.readdirSync(filesDir).sort();
    const seeded = filesOnDisk();

    server = await startChildServer(env);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: designer.username, password: designer.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    // Half the uploads send their whole body, half stop in the middle of the file and wait.
    const acknowledged: string[] = [];
    const { url } = server;
    const uploads = Array.from({ length: UPLOADS }, (_, i) => {
      const { payload, headers } = multipartBody([{ filename: `render-${i}.png`, content: FILE }]);
      return new Promise<void>((resolve) => {
        const req = http.request(`${url}/api/business/samples/${sampleId}/render-file`, {
          method: 'POST',
          headers: { ...headers, cookie, 'content-length': String(payload.length) },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => {
            if (res.statusCode === 200) acknowledged.push(JSON.parse(body).filename as string);
            resolve();
          });
          res.on('error', () => resolve());
        });
        req.on('error', () => resolve());
        if (i % 2 === 0) req.end(payload);
        else req.write(payload.subarray(0, payload.length / 2));
      });
    });

    // Kill once some uploads were answered and others have a file half written.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && (acknowledged.length < 3 || filesOnDisk().length - seeded.length <= acknowledged.length)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(uploads);
    const left = filesOnDisk();
    const referencedBefore = await referencedKeysOf(t);
    // The crash did leave files without a row (so the check below can fail).
    expect(left.filter((key) => !referencedBefore.has(key)).length).toBeGreaterThan(0);

    // Restart on the same folder and database: the start-up sweep (grace 0 here) removes them.
    server = await startChildServer(env);
    const referenced = await referencedKeysOf(t);
    const onDisk = filesOnDisk();
    expect(onDisk.filter((key) => !referenced.has(key))).toEqual([]);
    expect([...referenced].filter((key) => !onDisk.includes(key))).toEqual([]);
    for (const key of acknowledged) expect(referenced.has(key)).toBe(true);
    for (const key of seeded) expect(onDisk).toContain(key);
  });
});

/** The keys rows name, read through a fresh app on the same database (its own sweep keeps an hour's grace). */
async function referencedKeysOf(t: TestApp): Promise<Set<string>> {
  const app = await t.rebuild();
  try {
    return await referencedKeys(app.db);
  } finally {
    await app.close();
  }
}
