import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from '../../src/storage/local-disk';

const text = async (stream: Readable) => {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
};

describe('LocalDiskStorage (the FileStorage driver on disk)', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-storage-'));
    storage = new LocalDiskStorage(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts a stream under a new random key, then gets it whole or by range, stats, lists and deletes it', async () => {
    const { key, size } = await storage.put(Readable.from([Buffer.from('hola '), Buffer.from('mundo')]), 'TXT');
    expect(key).toMatch(/^[0-9a-f]{32}\.txt$/);
    expect(size).toBe(10);
    expect(await text((await storage.get(key))!.stream)).toBe('hola mundo');
    expect(await text((await storage.get(key, { start: 5, end: 9 }))!.stream)).toBe('mundo');
    expect((await storage.stat(key))?.size).toBe(10);
    expect((await storage.stat(key))?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const listed = [];
    for await (const file of storage.list()) listed.push(file.key);
    expect(listed).toEqual([key]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    async function* failing() {
      yield Buffer.from('medio archivo');
      throw new Error('conexión cortada');
    }
    await expect(storage.put(Readable.from(failing()), 'png')).rejects.toThrow('conexión cortada');
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('answers undefined for unknown or malformed keys (never a path outside its folder)', async () => {
    expect(await storage.get('a'.repeat(32))).toBeUndefined();
    expect(await storage.stat('../muestrario.db')).toBeUndefined();
    await storage.delete('../muestrario.db');
  });
});
