import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { connectDatabase } from '../../src/db/connect';
import { migrateToLatest, migrationFiles } from '../../src/db/migrations';
import type { Database } from '../../src/db/types';
import { SettingsRepository } from '../../src/modules/settings/repository';
import { provisionDatabase, testDatabases } from '../helpers/databases';

/** Every migration but 0026_machines (and those after it): a database as it was before machines existed. */
const before = () => {
  const migrations: Record<string, Migration> = {};
  for (const [name, file] of migrationFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same loading the app does
    if (name < '0026_') migrations[name] = require(file) as Migration;
  }
  return migrations;
};

const ADMIN_TIERS = [
  { upToStitches: 6_000, price: 40 },
  { upToStitches: null, price: 150.5 },
];

async function withOldDatabase(kind: (typeof testDatabases)[number], fn: (db: Kysely<Database>) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-0026-'));
  const provisioned = await provisionDatabase(kind);
  const db: Kysely<Database> = connectDatabase({ databaseUrl: provisioned.databaseUrl, sqliteFile: path.join(dir, 'm.db') });
  try {
    const old = new Migrator({ db, provider: { getMigrations: async () => before() }, allowUnorderedMigrations: true });
    expect((await old.migrateToLatest()).error).toBeUndefined();
    await fn(db);
  } finally {
    await db.destroy();
    await provisioned.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(testDatabases)('migration 0026_machines on a database from before it (%s)', (kind) => {
  it('moves an admin’s needles and speed onto a first embroidery machine, keeping extra time and tiers in the settings', async () => {
    await withOldDatabase(kind, async (db) => {
      const admin = await db
        .insertInto('users')
        .values({ username: 'jefa', password_hash: 'h', first_name: 'Carmen', last_name: 'Vega', role: 'admin', created_at: '2026-01-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const saved = { needles: 9, stitchesPerMinute: 1200, overheadPercent: 25, priceTiers: ADMIN_TIERS };
      await db.insertInto('shop_settings').values({ key: 'decoration', value: JSON.stringify(saved), updated_at: '2026-03-04T05:06:07.000Z', updated_by: admin.id }).execute();

      expect(await migrateToLatest(db)).toContain('0026_machines');

      expect(await db.selectFrom('machines').selectAll().execute()).toEqual([
        expect.objectContaining({
          name: 'Bordadora principal',
          kind: 'embroidery',
          heads: 1,
          needles: 9,
          stitches_per_minute: 1200,
          active: 1,
          updated_at: '2026-03-04T05:06:07.000Z',
          updated_by: admin.id,
          shift_minutes: JSON.stringify([480, 480, 480, 480, 480, 300, 0]),
        }),
      ]);
      const row = await db.selectFrom('shop_settings').select('value').where('key', '=', 'decoration').executeTakeFirstOrThrow();
      expect(JSON.parse(row.value)).toEqual({ overheadPercent: 25, priceTiers: ADMIN_TIERS });
      // Every reader gets the admin's values back, now from the machine.
      const view = await new SettingsRepository(db).decorationView();
      expect(view).toEqual({ needles: 9, stitchesPerMinute: 1200, machine: { id: expect.any(Number), name: 'Bordadora principal' }, overheadPercent: 25, priceTiers: ADMIN_TIERS });
      expect((await new SettingsRepository(db).decoration()).embroidery.stitchesPerMinute).toBe(1200);
    });
  });

  it('adds no machine when nothing was saved, and keeps the factory values for the estimates', async () => {
    await withOldDatabase(kind, async (db) => {
      await migrateToLatest(db);
      expect(await db.selectFrom('machines').selectAll().execute()).toEqual([]);
      expect(await new SettingsRepository(db).decorationView()).toMatchObject({ needles: 15, stitchesPerMinute: 800, machine: null, overheadPercent: 40 });
    });
  });

  it('keeps out-of-range stored figures from becoming a machine’s: the factory ones replace them', async () => {
    await withOldDatabase(kind, async (db) => {
      await db.insertInto('shop_settings').values({ key: 'decoration', value: JSON.stringify({ needles: 'muchas', stitchesPerMinute: 99_999, overheadPercent: 10, priceTiers: ADMIN_TIERS }), updated_at: 'x', updated_by: null }).execute();
      await migrateToLatest(db);
      expect(await db.selectFrom('machines').select(['needles', 'stitches_per_minute']).execute()).toEqual([{ needles: 15, stitches_per_minute: 800 }]);
    });
  });

  it('down puts the machine’s needles and speed back into the settings', async () => {
    await withOldDatabase(kind, async (db) => {
      await db.insertInto('shop_settings').values({ key: 'decoration', value: JSON.stringify({ needles: 12, stitchesPerMinute: 950, overheadPercent: 30, priceTiers: ADMIN_TIERS }), updated_at: 'x', updated_by: null }).execute();
      await migrateToLatest(db);
      await db.updateTable('machines').set({ needles: 11 }).execute();
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the migration file itself
      const migration = require('../../src/modules/machines/migrations/0026_machines') as Migration;
      // Production orders' operations point at machines (PostgreSQL refuses to drop a referenced table): out first.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the migration file itself
      const production = require('../../src/modules/production-orders/migrations/0030_production_orders') as Migration;
      await production.down!(db);
      await migration.down!(db);
      const row = await db.selectFrom('shop_settings').select('value').executeTakeFirstOrThrow();
      expect(JSON.parse(row.value)).toEqual({ needles: 11, stitchesPerMinute: 950, overheadPercent: 30, priceTiers: ADMIN_TIERS });
    });
  });
});
