import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig, parseS3 } from '../../src/config';
import type { FileStorage } from '../../src/storage/file-storage';
import { storageFromConfig } from '../../src/storage/from-config';
import { s3Client } from '../../src/storage/s3';
import { provisionStorage, testStorages, type ProvisionedStorage } from '../helpers/storages';

// Large uploads, a fresh database and a bucket per case: slower than the default 5 s on a busy machine.
jest.setTimeout(60_000);

const MiB = 1024 * 1024;

/** Bytes that differ at every position (a shifted or padded copy would not compare equal). */
function patterned(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

/** A stream of `bytes` in uneven chunks (as a socket delivers them), failing after `failAfter` bytes if given. */
function chunked(bytes: Buffer, failAfter?: number): Readable {
  async function* chunks() {
    let offset = 0;
    let size = 1;
    while (offset < bytes.length) {
      if (failAfter !== undefined && offset >= failAfter) throw new Error('la conexión se cortó');
      size = (size * 7 + 13_001) % 300_000;
      yield bytes.subarray(offset, offset + size + 1);
      offset += size + 1;
    }
  }
  return Readable.from(chunks());
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(testStorages)('FileStorage driver (%s)', (kind) => {
  let provisioned: ProvisionedStorage;
  let storage: FileStorage & { close?(): void };
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-storage-'));
    provisioned = await provisionStorage(kind);
    storage = storageFromConfig(loadConfig({ DATA_DIR: dataDir, ...provisioned.env }));
  });
  afterAll(async () => {
    storage.close?.();
    await provisioned.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    for (const key of await keysOf(storage)) await storage.delete(key);
  });

  it('is the driver the configuration names', () => {
    expect(storage.constructor.name).toBe(kind === 's3' ? 'S3Storage' : 'LocalDiskStorage');
  });

  it('stores a streamed upload of several parts byte for byte', async () => {
    const bytes = patterned(11 * MiB + 12_345);
    const { key, size } = await storage.put(chunked(bytes), 'pdf');
    expect(key).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(size).toBe(bytes.length);
    expect((await storage.stat(key))?.size).toBe(bytes.length);
    const got = await storage.get(key);
    expect(got?.size).toBe(bytes.length);
    const back = await readAll(got!.stream);
    expect(back.length).toBe(bytes.length);
    expect(sha(back)).toBe(sha(bytes));
    expect(await keysOf(storage)).toEqual([key]);
  });

  it('stores a small upload (one request) byte for byte', async () => {
    for (const bytes of [Buffer.from([0]), patterned(1000, 3), patterned(64 * 1024 + 1, 5)]) {
      const { key, size } = await storage.put(chunked(bytes), 'png');
      expect(size).toBe(bytes.length);
      const back = await readAll((await storage.get(key))!.stream);
      expect(back.equals(bytes)).toBe(true);
    }
  });

  it('reads a byte range (across a part boundary) and reports the whole size', async () => {
    const bytes = patterned(6 * MiB, 11);
    const { key } = await storage.put(chunked(bytes), 'bin');
    const range = { start: 5 * MiB - 10, end: 5 * MiB + 9 };
    const got = await storage.get(key, range);
    expect(got?.size).toBe(bytes.length);
    expect((await readAll(got!.stream)).equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
    const last = await storage.get(key, { start: bytes.length - 1, end: bytes.length - 1 });
    expect((await readAll(last!.stream)).equals(bytes.subarray(-1))).toBe(true);
  });

  it('leaves nothing when the source fails half-way, and rejects with its error', async () => {
    const bytes = patterned(8 * MiB, 13);
    await expect(storage.put(chunked(bytes, 6 * MiB), 'pdf')).rejects.toThrow('la conexión se cortó');
    await expect(storage.put(chunked(bytes, 1000), 'pdf')).rejects.toThrow('la conexión se cortó');
    expect(await keysOf(storage)).toEqual([]);
  });

  it('answers undefined for unknown or malformed keys and deletes idempotently', async () => {
    const unknown = `${'a'.repeat(32)}.png`;
    expect(await storage.get(unknown)).toBeUndefined();
    expect(await storage.stat(unknown)).toBeUndefined();
    for (const bad of ['../muestrario.db', 'A'.repeat(32), '']) {
      expect(await storage.get(bad)).toBeUndefined();
      expect(await storage.stat(bad)).toBeUndefined();
      await expect(storage.delete(bad)).resolves.toBeUndefined();
    }
    const { key } = await storage.put(chunked(Buffer.from('hola')), 'svg');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
  });

  it('stores bytes under a given key (restoring a backup), replacing what was there', async () => {
    const key = `${'c'.repeat(32)}.pdf`;
    const first = patterned(6 * MiB + 5, 19);
    expect(await storage.putAs(key, chunked(first))).toEqual({ size: first.length });
    expect(sha(await readAll((await storage.get(key))!.stream))).toBe(sha(first));
    await storage.putAs(key, chunked(Buffer.from('otra')));
    expect((await readAll((await storage.get(key))!.stream)).toString()).toBe('otra');
    await expect(storage.putAs('../fuera', chunked(Buffer.from('x')))).rejects.toThrow('Clave de archivo no válida');
    expect(await keysOf(storage)).toEqual([key]);
  });

  it('lists every stored file with its size and time of writing', async () => {
    const before = Date.now();
    const a = await storage.put(chunked(Buffer.from('uno')), 'png');
    const b = await storage.put(chunked(Buffer.from('dos!')), 'jpg');
    const listed: { key: string; size: number; modifiedAt: Date }[] = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed.map((f) => [f.key, f.size]).sort()).toEqual([[a.key, 3], [b.key, 4]].sort());
    // Object stores keep whole seconds: allow for the truncation.
    for (const f of listed) expect(Math.abs(f.modifiedAt.getTime() - before)).toBeLessThan(60_000);
  });
});

describe('S3 client settings', () => {
  let bucket: ProvisionedStorage;
  beforeAll(async () => {
    bucket = await provisionStorage('s3');
  });
  afterAll(() => bucket.drop());

  // With the SDK's defaults a streamed PutObject carries a CRC trailer (aws-chunked) that some
  // S3-compatible servers keep as part of the object: 41 bytes more here, and no error.
  it('sends streamed bodies without a checksum trailer (the object keeps its length)', async () => {
    const settings = parseS3(bucket.env)!;
    const client = s3Client(settings);
    const bytes = patterned(70_000, 17);
    const key = `${'b'.repeat(32)}.bin`;
    await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: chunked(bytes), ContentLength: bytes.length }));
    const out = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
    const back = Buffer.from(await out.Body!.transformToByteArray());
    client.destroy();
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
  });
});
