import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * Production machines (issue 30, item 5; docs/decisions/production.md). The embroidery machine's needles
 * and speed lived in the decoration settings (`shop_settings`, key 'decoration', migration 0015): when an
 * admin had saved them, they become the first machine, 'Bordadora principal', with the admin's values
 * kept, and leave the settings row (extra time and price tiers stay there). Nothing saved: no machine
 * (the estimates keep the factory needles and speed until one is added). Figures frozen here, not
 * imported, so this file means the same thing forever.
 */

const FACTORY = { needles: 15, stitchesPerMinute: 800 } as const;
const MIGRATED_NAME = 'Bordadora principal';
/** Two 8-hour shifts Monday to Friday, 5 h on Saturday, closed on Sunday. */
const DEFAULT_WEEK = [480, 480, 480, 480, 480, 300, 0];

const integerIn = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

const kindCheck = sql`kind in ('embroidery', 'dtf_printer', 'heat_press', 'manual_station')`;

interface SettingsRow {
  value: string;
  updated_at: string;
  updated_by: number | null;
}

function parsed(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('machines')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(kindCheck))
    .addColumn('heads', 'integer', (c) => c.notNull())
    .addColumn('needles', 'integer')
    .addColumn('stitches_per_minute', 'integer')
    .addColumn('shift_minutes', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  const row = (await db.selectFrom('shop_settings').select(['value', 'updated_at', 'updated_by']).where('key', '=', 'decoration').executeTakeFirst()) as SettingsRow | undefined;
  const stored = row && parsed(row.value);
  if (!row || !stored || !('needles' in stored || 'stitchesPerMinute' in stored)) return;
  const { needles, stitchesPerMinute, ...rest } = stored;
  await db
    .insertInto('machines')
    .values({
      name: MIGRATED_NAME,
      name_key: MIGRATED_NAME.toLowerCase(),
      kind: 'embroidery',
      heads: 1,
      needles: integerIn(needles, 1, 30) ?? FACTORY.needles,
      stitches_per_minute: integerIn(stitchesPerMinute, 100, 3000) ?? FACTORY.stitchesPerMinute,
      shift_minutes: JSON.stringify(DEFAULT_WEEK),
      active: 1,
      created_at: row.updated_at,
      updated_at: row.updated_at,
      updated_by: row.updated_by,
    })
    .execute();
  await db.updateTable('shop_settings').set({ value: JSON.stringify(rest) }).where('key', '=', 'decoration').execute();
}

/** Puts the estimates' machine's needles and speed back into the settings row (if there is one) and drops the table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  const machine = (await db
    .selectFrom('machines')
    .select(['needles', 'stitches_per_minute'])
    .where('kind', '=', 'embroidery')
    .where('active', '=', 1)
    .orderBy('id')
    .executeTakeFirst()) as { needles: number | null; stitches_per_minute: number | null } | undefined;
  const row = (await db.selectFrom('shop_settings').select('value').where('key', '=', 'decoration').executeTakeFirst()) as { value: string } | undefined;
  const stored = row && parsed(row.value);
  if (stored) {
    const back = { needles: machine?.needles ?? FACTORY.needles, stitchesPerMinute: machine?.stitches_per_minute ?? FACTORY.stitchesPerMinute, ...stored };
    await db.updateTable('shop_settings').set({ value: JSON.stringify(back) }).where('key', '=', 'decoration').execute();
  }
  await db.schema.dropTable('machines').ifExists().execute();
}
