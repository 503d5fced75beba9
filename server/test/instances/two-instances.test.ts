import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { parseS3 } from '../../src/config';
import { connectDatabase } from '../../src/db/connect';
import type { Database } from '../../src/db/types';
import { S3Storage } from '../../src/storage/s3';
import { sweepOnce, SWEEP_LOCK_KEY } from '../../src/storage/sweep-lock';
import { provisionDatabase } from '../helpers/databases';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { provisionStorage, type ProvisionedStorage } from '../helpers/storages';

// Two server processes started from source, a database and a bucket.
jest.setTimeout(180_000);

const postgres = process.env.TEST_DATABASE_URL;
const GRACE_MS = 4000;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PDF (recognised by its first bytes) of `size` bytes, different for every `seed`. */
function pdf(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 131 + seed * 7 + (i >> 10)) & 0xff;
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1').copy(bytes);
  return bytes;
}

(postgres ? describe : describe.skip)('Two server processes on one PostgreSQL database and one bucket', () => {
  let database: Awaited<ReturnType<typeof provisionDatabase>>;
  let bucket: ProvisionedStorage;
  let db: Kysely<Database>;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;
  let sampleIds: number[];

  const get = (server: ServerProcess, path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { cookie, ...headers } });
  const uploadRender = async (server: ServerProcess, sampleId: number, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'render.pdf');
    const res = await fetch(`${server.url}/api/business/samples/${sampleId}/render-file`, { method: 'POST', body: form, headers: { cookie } });
    return { status: res.status, body: (await res.json()) as { filename: string; filesize: number } };
  };

  beforeAll(async () => {
    database = await provisionDatabase('postgres');
    bucket = await provisionStorage('s3');
    const env = { DATABASE_URL: database.databaseUrl!, ...bucket.env, FILE_SWEEP_GRACE_MS: String(GRACE_MS), FILE_SWEEP_INTERVAL_MS: '300' };
    a = await startServerProcess(env); // migrates and loads the demo data
    b = await startServerProcess(env);
    db = connectDatabase({ databaseUrl: database.databaseUrl, sqliteFile: '' });
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The demo data's designer: renders are the designer's work (issue 15).
      body: JSON.stringify({ username: 'diseno', password: 'diseno1234' }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const samples = await db.selectFrom('samples').select('id').orderBy('id').limit(7).execute();
    sampleIds = samples.map((s) => s.id);
    await db.updateTable('samples').set({ stage: 2 }).where('id', 'in', sampleIds).execute();
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
    await database?.drop();
    await bucket?.drop();
  });

  it('shares sessions, rows and files: a render uploaded through A is listed and downloaded through B', async () => {
    const sampleId = sampleIds[0]!;
    const bytes = pdf(6 * 1024 * 1024 + 99, 1);
    const uploaded = await uploadRender(a, sampleId, bytes);
    expect(uploaded.status).toBe(200);

    // The session made on A is valid on B (it lives in the database).
    const listed = await get(b, `/api/business/samples/${sampleId}/render-file`);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual(uploaded.body);

    const download = await get(b, `/api/files/${uploaded.body.filename}?download=true`);
    expect(download.status).toBe(200);
    const back = Buffer.from(await download.arrayBuffer());
    expect([back.length, sha(back)]).toEqual([bytes.length, sha(bytes)]);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="render.pdf"; filename*=UTF-8''render.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toMatch(/sandbox/);

    const range = await get(b, `/api/files/${uploaded.body.filename}`, { range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    expect(a.output()).not.toMatch(/"level":50|Error/);
    expect(b.output()).not.toMatch(/"level":50|Error/);
  });

  it("carries live events across processes: a comment through A reaches a page's event stream on B", async () => {
    const sampleId = sampleIds[1]!;
    const stream = await get(b, '/api/events/stream');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${pattern} in: ${text}`);
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), left)));
        const chunk = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
        if (chunk === 'late' || chunk.done) continue;
        text += decoder.decode(chunk.value, { stream: true });
      }
    };
    try {
      await until(/retry: \d+/);
      const comment = await fetch(`${a.url}/api/business/samples/${sampleId}/comments`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Desde el proceso A' }),
      });
      expect(comment.status).toBe(201);
      await until(new RegExp(`event: sample\\ndata: \\{"sampleId":${sampleId}\\}`));
    } finally {
      await reader.cancel();
    }
  });

  it('sweeps safely with both processes sweeping every 300 ms: recorded files stay, orphans go after the grace period', async () => {
    const storage = new S3Storage(parseS3(bucket.env)!);
    try {
      const orphan = await storage.put(Readable.from([Buffer.from('sin registro')]), 'png');
      // Uploads through both processes at once, while both sweep.
      const files = sampleIds.slice(1).map((id, i) => ({ id, bytes: pdf(200_000 + i * 1000, i + 10) }));
      const results = await Promise.all(files.map((f, i) => uploadRender(i % 2 ? a : b, f.id, f.bytes)));
      expect(results.map((r) => r.status)).toEqual(files.map(() => 200));

      // Young, the orphan stays; past the grace period one of the processes removes it.
      expect(await storage.stat(orphan.key)).toBeDefined();
      const deadline = Date.now() + GRACE_MS + 20_000;
      while ((await storage.stat(orphan.key)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await storage.stat(orphan.key)).toBeUndefined();

      // Every recorded render is still there, through either process.
      for (const [i, r] of results.entries()) {
        const res = await get(i % 2 ? b : a, `/api/files/${r.body.filename}`);
        expect(res.status).toBe(200);
        expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(sha(files[i]!.bytes));
      }
    } finally {
      storage.close();
    }
  });

  it('lets one process sweep at a time (PostgreSQL advisory lock): another answers busy and deletes nothing', async () => {
    const storage = new S3Storage(parseS3(bucket.env)!);
    try {
      const orphan = await storage.put(Readable.from([Buffer.from('otra vez')]), 'png');
      const future = { olderThan: new Date(Date.now() + 60_000) };
      await db.connection().execute(async (holder) => {
        // Wait for a sweep of A or B to finish, then hold the lock as a third sweeper would.
        let locked = false;
        while (!locked) {
          const { rows } = await sql<{ l: boolean }>`select pg_try_advisory_lock(${SWEEP_LOCK_KEY}) as l`.execute(holder);
          locked = rows[0]!.l;
        }
        try {
          expect(await sweepOnce(db, storage, future)).toBe('busy');
          expect(await storage.stat(orphan.key)).toBeDefined();
        } finally {
          await sql`select pg_advisory_unlock(${SWEEP_LOCK_KEY})`.execute(holder);
        }
      });
      const removed = await sweepOnce(db, storage, future);
      // This sweep, or one of A's or B's that took the lock first, removed it.
      expect(removed === 'busy' || removed >= 0).toBe(true);
      const deadline = Date.now() + 20_000;
      while ((await storage.stat(orphan.key)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await storage.stat(orphan.key)).toBeUndefined();
    } finally {
      storage.close();
    }
  });
});
