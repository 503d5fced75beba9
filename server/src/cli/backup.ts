/**
 * npm run backup -- <carpeta>    a consistent copy of the database and the stored files (server may run)
 * npm run restore -- <carpeta> [--force]    brings one back (server stopped)
 * Same DATA_DIR / DATABASE_URL / S3_* as the server.
 */
import path from 'node:path';
import { createBackup } from '../backup/backup';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
  const force = rest.includes('--force');
  const [folder, ...extra] = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || !folder || extra.length || (force && command === 'backup')) {
    throw new Error('Uso: npm run backup -- <carpeta>   ·   npm run restore -- <carpeta> [--force]');
  }
  const config = loadConfig();
  const target = path.resolve(folder);
  const log = (message: string) => process.stdout.write(`  ${message}\n`);
  if (command === 'backup') {
    const manifest = await createBackup(config, target, log);
    process.stdout.write(`Copia de seguridad en ${target}: base de datos y ${manifest.files.length} archivos.\n`);
  } else {
    const manifest = await restoreBackup(config, target, { force }, log);
    process.stdout.write(`Copia del ${manifest.createdAt} restaurada: base de datos y ${manifest.files.length} archivos.\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
