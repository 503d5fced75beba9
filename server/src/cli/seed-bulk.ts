/**
 * Adds many realistic samples to the configured database (issue 20):  npm run seed:bulk -- 10000
 * Uses the same DATA_DIR / DATABASE_URL as the server and runs pending migrations first. The samples are
 * owned by the existing users: start the app once first (it loads the demo data) or add a user.
 */
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { seedBulk } from '../db/seed/bulk';

const MAX = 1_000_000;

async function main(): Promise<void> {
  const [arg] = process.argv.slice(2).filter((a) => a !== '--');
  const count = Number(arg ?? 10_000);
  if (!Number.isInteger(count) || count < 1 || count > MAX) throw new Error(`Indica cuántas muestras crear: un número entero de 1 a ${MAX}.`);
  const config = loadConfig();
  const db = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const { samples, clients } = await seedBulk(db, count);
    process.stdout.write(`Se agregaron ${samples} muestras y ${clients} clientes en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
