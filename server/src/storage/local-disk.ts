import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isStorageKey, type FileStorage } from './file-storage';

/** Files under one folder (default `data/files/`), named by random keys. Never served as a static folder. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string | undefined {
    return isStorageKey(key) ? path.join(this.root, key) : undefined;
  }

  async put(data: Buffer, extension: string): Promise<string> {
    const ext = extension.toLowerCase().replace(/^\./, '');
    const key = randomBytes(16).toString('hex') + (/^[a-z0-9]{1,8}$/.test(ext) ? `.${ext}` : '');
    await fs.promises.writeFile(path.join(this.root, key), data, { flag: 'wx' });
    return key;
  }

  async open(key: string) {
    const file = this.pathOf(key);
    if (!file) return undefined;
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) return undefined;
      return { stream: fs.createReadStream(file), size: stat.size };
    } catch {
      return undefined;
    }
  }

  async list(): Promise<string[]> {
    const names = await fs.promises.readdir(this.root);
    return names.filter(isStorageKey);
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await fs.promises.rm(file, { force: true });
  }
}
