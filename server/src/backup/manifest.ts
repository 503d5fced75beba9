import fs from 'node:fs';
import path from 'node:path';

/** What a backup folder holds (written last: a folder without it is an unfinished backup). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** `muestrario.db` (a SQLite online backup) or `database.sql` (pg_dump, plain SQL). */
  database: 'sqlite' | 'postgres';
  /** Every stored file a row of the copied database names, under `files/<key>`. */
  files: { key: string; size: number }[];
}

export const MANIFEST_FILE = 'manifest.json';
export const SQLITE_FILE = 'muestrario.db';
export const POSTGRES_FILE = 'database.sql';
export const FILES_DIR = 'files';

export function writeManifest(folder: string, manifest: BackupManifest): void {
  const file = path.join(folder, MANIFEST_FILE);
  fs.writeFileSync(`${file}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(`${file}.partial`, file);
}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${folder} no es una copia de seguridad completa (falta ${MANIFEST_FILE}).`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== 1 || (manifest.database !== 'sqlite' && manifest.database !== 'postgres') || !Array.isArray(manifest.files)) {
    throw new Error(`${file} no tiene el formato de una copia de seguridad de Muestrario.`);
  }
  return manifest as BackupManifest;
}
