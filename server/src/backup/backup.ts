import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { AppConfig } from '../config';
import { connectDatabase } from '../db/connect';
import type { Database } from '../db/types';
import type { FileStorage } from '../storage/file-storage';
import { storageFromConfig } from '../storage/from-config';
import { referencedKeys } from '../storage/sweep';
import { FILES_DIR, POSTGRES_FILE, SQLITE_FILE, writeManifest, type BackupManifest } from './manifest';
import { runPostgresTool } from './postgres-tools';

export type BackupConfig = Pick<AppConfig, 'databaseUrl' | 'sqliteFile' | 'filesDir' | 's3'>;
export type Log = (message: string) => void;

/** Times the database is copied again when a file it names went away before it could be copied. */
const ATTEMPTS = 3;

/** SQLite's online backup (readers and writers carry on), then the copy made a self-contained file. */
async function copySqlite(config: BackupConfig, dest: string): Promise<Set<string>> {
  if (!fs.existsSync(config.sqliteFile)) throw new Error(`No hay base de datos en ${config.sqliteFile}.`);
  const source = new SqliteDatabase(config.sqliteFile, { fileMustExist: true });
  try {
    await source.backup(dest);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(dest);
  copy.pragma('journal_mode = DELETE');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    return await referencedKeys(db);
  } finally {
    await db.destroy();
  }
}

/**
 * pg_dump of one snapshot, exported by a transaction that reads, in that same snapshot, which stored
 * files the rows name: the dump and the list of files agree exactly.
 */
async function copyPostgres(databaseUrl: string, dest: string): Promise<Set<string>> {
  const db = connectDatabase({ databaseUrl, sqliteFile: '' });
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
        const dump = runPostgresTool('pg_dump', [
          `--dbname=${databaseUrl}`,
          `--snapshot=${rows[0]!.id}`,
          '--no-owner',
          '--no-privileges',
          '--clean',
          '--if-exists',
          `--file=${dest}`,
        ]);
        const keys = await referencedKeys(trx);
        await dump;
        return keys;
      });
  } finally {
    await db.destroy();
  }
}

/** Copies one stored file into the folder; false when it is no longer stored. */
async function copyFile(storage: FileStorage, key: string, dir: string): Promise<boolean> {
  const file = await storage.get(key);
  if (!file) return false;
  const partial = path.join(dir, `${key}.partial`);
  await pipeline(file.stream, fs.createWriteStream(partial));
  fs.renameSync(partial, path.join(dir, key));
  return true;
}

function prepareFolder(folder: string): string {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length) {
    throw new Error(`La carpeta ${folder} no está vacía: indique una carpeta nueva o vacía para la copia.`);
  }
  const filesDir = path.join(folder, FILES_DIR);
  fs.mkdirSync(filesDir, { recursive: true });
  return filesDir;
}

/**
 * Writes a consistent copy of the database and of every stored file its rows name into `folder` (new or
 * empty), while the server keeps running. Files are written before the rows that name them and never
 * change, so: every file stored now is copied, then the database, then any file it names that was
 * stored in between. A file deleted in between (its row went after the copy of the database was taken)
 * means another copy of the database; the manifest is written last.
 */
export async function createBackup(config: BackupConfig, folder: string, log: Log = () => {}): Promise<BackupManifest> {
  const filesDir = prepareFolder(folder);
  const storage = storageFromConfig(config);
  const database = config.databaseUrl ? 'postgres' : 'sqlite';
  try {
    const copied = new Set<string>();
    for await (const file of storage.list()) {
      if (await copyFile(storage, file.key, filesDir)) copied.add(file.key);
    }
    log(`${copied.size} archivos copiados`);
    for (let attempt = 1; ; attempt++) {
      const dest = path.join(folder, database === 'postgres' ? POSTGRES_FILE : SQLITE_FILE);
      fs.rmSync(dest, { force: true });
      const referenced = config.databaseUrl ? await copyPostgres(config.databaseUrl, dest) : await copySqlite(config, dest);
      log(`base de datos copiada (${database === 'postgres' ? 'pg_dump' : 'copia en línea de SQLite'})`);
      const gone: string[] = [];
      for (const key of referenced) {
        if (copied.has(key)) continue;
        if (await copyFile(storage, key, filesDir)) copied.add(key);
        else gone.push(key);
      }
      if (gone.length && attempt < ATTEMPTS) {
        log(`${gone.length} archivos se borraron durante la copia: se copia otra vez la base de datos`);
        continue;
      }
      if (gone.length) throw new Error(`Faltan ${gone.length} archivos que la base de datos nombra (${gone.slice(0, 3).join(', ')}…).`);
      // Files no row of the copy names (uploads in flight, files about to be swept) stay out of it.
      for (const key of copied) if (!referenced.has(key)) fs.rmSync(path.join(filesDir, key));
      const files = [...referenced].sort().map((key) => ({ key, size: fs.statSync(path.join(filesDir, key)).size }));
      const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, files };
      writeManifest(folder, manifest);
      return manifest;
    }
  } finally {
    storage.close?.();
  }
}
