import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * The version of the data the cached API answers are made of (issue 20, "Faster API";
 * server/src/plugins/answer-cache.ts): one row, bumped by triggers in the same transaction as every
 * insert, update or delete of `samples`, `clients` or `clothing` (what the samples list and a sample's
 * detail show), whoever writes them: a route, the back-office, a seed, another instance. An instance
 * reads the row with each request's session and serves a cached answer only when it was built at that
 * very version, so two instances on one database never serve each other's stale answers.
 *
 * PostgreSQL: a deferred constraint trigger, so the row is locked only at commit, after every other lock
 * the transaction takes (an immediate trigger would lock it mid-transaction, and two writers taking a
 * sample's row and the version row in opposite orders could deadlock); it bumps once per transaction
 * (a transaction-local setting remembers it). SQLite has a single writer: plain row triggers.
 */
export const VERSIONED_TABLES = ['samples', 'clients', 'clothing'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into data_version (id, version) values (1, 1)`.execute(db);

  if (dialectOf(db) === 'postgres') {
    await sql`
      create function bump_data_version() returns trigger language plpgsql as $$
      begin
        if current_setting('muestrario.data_version_bumped', true) is distinct from txid_current()::text then
          update data_version set version = version + 1 where id = 1;
          perform set_config('muestrario.data_version_bumped', txid_current()::text, true);
        end if;
        return null;
      end
      $$`.execute(db);
    for (const table of VERSIONED_TABLES) {
      await sql`
        create constraint trigger ${sql.id(`${table}_data_version`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_data_version()`.execute(db);
    }
    return;
  }
  for (const table of VERSIONED_TABLES) {
    for (const event of EVENTS) {
      await sql`
        create trigger ${sql.id(`${table}_data_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update data_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of VERSIONED_TABLES) await sql`drop trigger if exists ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists bump_data_version()`.execute(db);
  } else {
    for (const table of VERSIONED_TABLES) {
      for (const event of EVENTS) await sql`drop trigger if exists ${sql.id(`${table}_data_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('data_version').ifExists().execute();
}
