import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { seedIfEmpty } from '../../src/db/seed';
import type { FileStorage } from '../../src/storage/file-storage';
import { referencedKeys, sweepUnreferencedFiles } from '../../src/storage/sweep';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { multipartBody } from '../helpers/multipart-files';
import type { Requester } from '../helpers/request';
import { provisionStorage, testStorages, type ProvisionedStorage } from '../helpers/storages';

// Large uploads, a fresh database and a bucket per case: slower than the default 5 s on a busy machine.
jest.setTimeout(60_000);

const MiB = 1024 * 1024;
/** Above one S3 part (5 MiB), so the S3 driver streams it as a multipart upload. */
const LIMIT = 7 * MiB;

/** A PDF (recognised by its first bytes) of `size` bytes that differ at every position. */
function bigPdf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1').copy(bytes);
  return bytes;
}

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

const cases = testStorages.flatMap((storage) => testDatabases.map((db) => [storage, db] as const));

describe.each(cases)('Uploads and downloads through the API (%s storage, %s)', (storageKind, dbKind) => {
  let t: TestApp;
  let bucket: ProvisionedStorage;
  let designer: Requester;
  let sampleId: number;

  const upload = (content: Buffer, filename = 'render.pdf') =>
    designer.upload(`/api/business/samples/${sampleId}/render-file`, multipartBody([{ filename, content, contentType: 'application/pdf' }]));
  const download = (key: string, headers: Record<string, string> = {}) => designer.get(`/api/files/${key}`, headers);

  beforeAll(async () => {
    bucket = await provisionStorage(storageKind);
    t = await createTestApp(dbKind, { env: { RENDER_MAX_BYTES: String(LIMIT), ...bucket.env } });
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    designer = (await buildUser(t.app, { role: 'designer' })).as; // renders are the designer's work (issue 15)
    sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', 'Gorras evento').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
    await bucket.drop();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('render_files').where('sample_id', '=', sampleId).execute();
    await t.app.db.updateTable('samples').set({ stage: 2 }).where('id', '=', sampleId).execute();
  });

  it('stores a streamed upload and serves it byte for byte, in ranges, with the download headers', async () => {
    const bytes = bigPdf(6 * MiB + 777);
    const before = await keysOf(t.app.storage);
    const res = await upload(bytes, 'Render final.pdf');
    expect(res.statusCode).toBe(200);
    const { filename: key, filesize } = res.json<{ filename: string; filesize: number }>();
    expect(filesize).toBe(bytes.length);
    expect(await keysOf(t.app.storage)).toEqual([...before, key].sort());

    const whole = await download(`${key}?download=true`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(bytes.length);
    expect(createHash('sha256').update(whole.rawPayload).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="Render final.pdf"; filename*=UTF-8''Render%20final.pdf`,
      'content-security-policy': expect.stringMatching(/^default-src 'none'.*sandbox$/),
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: `"${key}"`,
    });

    const part = await download(key, { range: 'bytes=5242870-5242889' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5242870-5242889/${bytes.length}`);
    expect(part.headers['content-length']).toBe('20');
    expect(part.rawPayload.equals(bytes.subarray(5242870, 5242890))).toBe(true);
    expect(part.headers['content-security-policy']).toBe(whole.headers['content-security-policy']);

    const tail = await download(key, { range: 'bytes=-5' });
    expect([tail.statusCode, tail.rawPayload.equals(bytes.subarray(-5))]).toEqual([206, true]);
    const beyond = await download(key, { range: `bytes=${bytes.length}-` });
    expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, `bytes */${bytes.length}`]);
    expect((await download(key, { 'if-none-match': `"${key}"` })).statusCode).toBe(304);
  });

  it('leaves no object behind a refused upload (too large, or not a render)', async () => {
    const before = await keysOf(t.app.storage);
    const tooLarge = await upload(bigPdf(LIMIT + 64 * 1024));
    expect(tooLarge.statusCode).toBe(413);
    const notARender = await upload(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3 * MiB, 0x90)]), 'render.pdf');
    expect(notARender.statusCode).toBe(415);
    expect(await keysOf(t.app.storage)).toEqual(before);
    expect(await t.app.db.selectFrom('render_files').select('id').where('sample_id', '=', sampleId).execute()).toEqual([]);
  });

  it('answers 404 for a key no row names, even when the object exists', async () => {
    const { key } = await t.app.storage.put(Readable.from([Buffer.from('%PDF-1.4 huérfano')]), 'pdf');
    const res = await download(key);
    expect([res.statusCode, res.json().message]).toEqual([404, 'El archivo no existe.']);
    await t.app.storage.delete(key);
  });

  it('sweeps objects without rows once past the grace period, and keeps the rest', async () => {
    const res = await upload(bigPdf(2000));
    const recorded = res.json<{ filename: string }>().filename;
    const orphan = await t.app.storage.put(Readable.from([Buffer.from('sin registro')]), 'png');
    const referenced = await referencedKeys(t.app.db);
    expect(referenced.has(recorded)).toBe(true);

    // Within the grace period (an upload that may still be recording its row): kept.
    expect(await sweepUnreferencedFiles(t.app.db, t.app.storage, { olderThan: new Date(Date.now() - 3_600_000) })).toBe(0);
    expect(await t.app.storage.stat(orphan.key)).toBeDefined();

    // Past it: only the objects no row names go (this one, and those of the renders earlier tests removed).
    const orphans = (await keysOf(t.app.storage)).filter((key) => !referenced.has(key));
    expect(orphans).toContain(orphan.key);
    const removed = await sweepUnreferencedFiles(t.app.db, t.app.storage, { olderThan: new Date(Date.now() + 60_000) });
    expect(removed).toBe(orphans.length);
    expect(await t.app.storage.stat(orphan.key)).toBeUndefined();
    const left = await keysOf(t.app.storage);
    expect(left).toContain(recorded);
    expect(left.every((key) => referenced.has(key))).toBe(true);
    expect((await download(recorded)).statusCode).toBe(200);
  });
});
