import fs from 'node:fs';
import path from 'node:path';

/** Files stored under the data dir (what an upload may leave behind). */
export function storedFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
