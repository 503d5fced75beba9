import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../db/connect';
import { storageFromConfig } from '../storage/from-config';
import type { BackupConfig, Log } from './backup';
import { FILES_DIR, POSTGRES_FILE, SQLITE_FILE, readManifest, type BackupManifest } from './manifest';
import { runPostgresTool } from './postgres-tools';

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const db = connectDatabase({ databaseUrl, sqliteFile: '' });
  try {
    const { rows } = await sql<{ n: string }>`select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(db);
    return Number(rows[0]?.n ?? 0) > 0;
  } finally {
    await db.destroy();
  }
}

/**
 * Brings a backup folder back into the configured database and file storage (the server stopped).
 * Refuses a database that already has data unless `force` (then it is replaced). Files go first, then
 * the database, so no restored row names a missing file.
 */
export async function restoreBackup(config: BackupConfig, folder: string, options: { force?: boolean } = {}, log: Log = () => {}): Promise<BackupManifest> {
  const manifest = readManifest(folder);
  if (manifest.database === 'postgres' && !config.databaseUrl) {
    throw new Error('La copia es de PostgreSQL: indique DATABASE_URL con la base de datos en la que restaurarla.');
  }
  if (manifest.database === 'sqlite' && config.databaseUrl) {
    throw new Error('La copia es de SQLite: deje DATABASE_URL vacía y use DATA_DIR para indicar dónde restaurarla.');
  }
  for (const { key, size } of manifest.files) {
    const file = path.join(folder, FILES_DIR, key);
    if (!fs.existsSync(file) || fs.statSync(file).size !== size) throw new Error(`La copia está incompleta: falta o cambió ${FILES_DIR}/${key}.`);
  }
  const occupied = config.databaseUrl ? await postgresHasTables(config.databaseUrl) : fs.existsSync(config.sqliteFile);
  if (occupied && !options.force) {
    throw new Error(
      `La base de datos de destino ya tiene datos (${config.databaseUrl ? 'PostgreSQL' : config.sqliteFile}): restaure en una vacía o añada --force para reemplazarla.`,
    );
  }

  const storage = storageFromConfig(config);
  try {
    for (const { key } of manifest.files) await storage.putAs(key, fs.createReadStream(path.join(folder, FILES_DIR, key)));
  } finally {
    storage.close?.();
  }
  log(`${manifest.files.length} archivos restaurados`);

  if (config.databaseUrl) {
    await runPostgresTool('psql', [`--dbname=${config.databaseUrl}`, '--quiet', '--no-psqlrc', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--file=${path.join(folder, POSTGRES_FILE)}`]);
  } else {
    fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.sqliteFile}${suffix}`, { force: true });
    const partial = `${config.sqliteFile}.partial`;
    fs.copyFileSync(path.join(folder, SQLITE_FILE), partial);
    fs.renameSync(partial, config.sqliteFile);
  }
  log(`base de datos restaurada (${manifest.database === 'postgres' ? 'psql' : config.sqliteFile})`);
  return manifest;
}
