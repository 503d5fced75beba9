/**
 * Adds many realistic samples to the configured database (issue 20):  npm run seed:bulk -- 10000
 * and/or many stock movements (issue 31):                             npm run seed:bulk -- --moves 1000000
 * Uses the same DATA_DIR / DATABASE_URL as the server and runs pending migrations first. The samples are
 * owned by the existing users and the movements name the existing items and warehouses: start the app
 * once first (it loads the demo data) or add them. With only `--moves`, no samples are added.
 */
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { seedBulk } from '../db/seed/bulk';
import { seedBulkMoves } from '../db/seed/bulk-moves';

const MAX = 1_000_000;
const MAX_MOVES = 10_000_000;

function parseArgs(args: readonly string[]): { samples: number; moves: number } {
  let samples: number | undefined;
  let moves = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') continue;
    if (arg === '--moves' || arg.startsWith('--moves=')) {
      const value = arg === '--moves' ? args[++i] : arg.slice('--moves='.length);
      moves = Number(value);
      if (!Number.isInteger(moves) || moves < 1 || moves > MAX_MOVES) throw new Error(`Indica cuántos movimientos de inventario crear: un número entero de 1 a ${MAX_MOVES}.`);
      continue;
    }
    samples = Number(arg);
    if (!Number.isInteger(samples) || samples < 1 || samples > MAX) throw new Error(`Indica cuántas muestras crear: un número entero de 1 a ${MAX}.`);
  }
  return { samples: samples ?? (moves ? 0 : 10_000), moves };
}

async function main(): Promise<void> {
  const { samples: count, moves } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    if (count) {
      const started = Date.now();
      const { samples, clients } = await seedBulk(db, count);
      process.stdout.write(`Se agregaron ${samples} muestras y ${clients} clientes en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    }
    if (moves) {
      const started = Date.now();
      const written = await seedBulkMoves(db, moves);
      process.stdout.write(
        `Se agregaron ${written.moves} movimientos de inventario de ${written.items} artículos en ${written.slots} existencias en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
