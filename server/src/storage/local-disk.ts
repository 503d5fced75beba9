import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type ByteRange, type FileStorage, type StoredFile, type StoredFileInfo } from './file-storage';
import { newStorageKey } from './keys';

/**
 * Files under one folder (default `data/files/`), one file per key. Never served as a static folder:
 * downloads go through the API, which checks the session and sets safe headers.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string | undefined {
    return isStorageKey(key) ? path.join(this.root, key) : undefined;
  }

  async put(source: Readable, extension: string): Promise<{ key: string; size: number }> {
    const key = newStorageKey(extension);
    const file = path.join(this.root, key);
    let size = 0;
    const count = async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    };
    try {
      await pipeline(source, count, fs.createWriteStream(file, { flags: 'wx' }));
      // Durable before any row may name it: a row never outlives its file's bytes.
      const handle = await fs.promises.open(file, 'r');
      await handle.sync().finally(() => handle.close());
    } catch (error) {
      // A key that already exists (never, with 128 random bits) is someone else's file: leave it.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.promises.rm(file, { force: true });
      throw error;
    }
    return { key, size };
  }

  async get(key: string, range?: ByteRange) {
    const file = this.pathOf(key);
    const info = file && (await this.stat(key));
    if (!file || !info) return undefined;
    if (range) return { stream: fs.createReadStream(file, { start: range.start, end: range.end }), size: info.size };
    return { stream: fs.createReadStream(file), size: info.size };
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    const file = this.pathOf(key);
    if (!file) return undefined;
    try {
      const stat = await fs.promises.stat(file);
      return stat.isFile() ? { size: stat.size, modifiedAt: stat.mtime } : undefined;
    } catch {
      return undefined;
    }
  }

  async *list(): AsyncIterable<StoredFile> {
    const dir = await fs.promises.opendir(this.root);
    for await (const entry of dir) {
      if (!entry.isFile() || !isStorageKey(entry.name)) continue;
      const info = await this.stat(entry.name);
      if (info) yield { key: entry.name, ...info };
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await fs.promises.rm(file, { force: true });
  }
}
