import { sql, type Kysely } from 'kysely';
import { MACHINE_KINDS } from '@muestrario/shared/domain';
import { OPERATION_KINDS, OPERATION_STATUSES, PRODUCTION_ORDER_STATUSES, REJECT_REASONS } from '@muestrario/shared/rules';
import { dialectOf } from '../../../db/dialect';

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * Production orders (issue 30 item 4; docs/decisions/production.md, "Production orders").
 * - `production_orders`: one per sales order line that is being (or was) made; at most one open
 *   (not cancelled) per line (a partial unique index, on both databases). The snapshot is the JSON
 *   buildProductionSnapshot() returned (text: read back whole, never queried inside). `version` is bumped
 *   on every change of the order or of its operations (status changes send the version they saw).
 * - `production_operations`: the order's operations in sequence, with the machine and day the board
 *   plans them on, who started, finished and last moved them, and the good and rejected pieces with the
 *   reason code. `version` is bumped on every change: a move or a start sends the version it saw and
 *   loses with 409 if someone changed it meanwhile.
 * - `production_order_history`: one row per status change (who, when, from, to, note), the person's
 *   name kept as it was then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const table = (name: string) =>
    db.schema.createTable(name).addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await table('production_orders')
    .addColumn('folio', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in (${inList(PRODUCTION_ORDER_STATUSES)})`))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('document_lines.id'))
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('style_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id'))
    .addColumn('pieces', 'integer', (c) => c.notNull().check(sql`pieces > 0`))
    .addColumn('total_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promised_date', 'text')
    .addColumn('planned_start', 'text')
    .addColumn('planned_end', 'text')
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index production_orders_open_line on production_orders (line_id) where status <> 'cancelled'`.execute(db);
  await db.schema.createIndex('production_orders_status_idx').on('production_orders').column('status').execute();
  await db.schema.createIndex('production_orders_document_idx').on('production_orders').column('document_id').execute();
  await db.schema.createIndex('production_orders_sample_idx').on('production_orders').column('sample_id').execute();

  await table('production_operations')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('production_orders.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${inList(OPERATION_KINDS)})`))
    .addColumn('machine_kind', 'text', (c) => c.notNull().check(sql`machine_kind in (${inList(MACHINE_KINDS)})`))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'text')
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes >= 0`))
    .addColumn('machine_id', 'integer', (c) => c.references('machines.id'))
    .addColumn('planned_day', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in (${inList(OPERATION_STATUSES)})`))
    .addColumn('started_at', 'text')
    .addColumn('started_by', 'integer', (c) => c.references('users.id'))
    .addColumn('finished_at', 'text')
    .addColumn('finished_by', 'integer', (c) => c.references('users.id'))
    .addColumn('good', 'integer', (c) => c.check(sql`good >= 0`))
    .addColumn('rejected', 'integer', (c) => c.check(sql`rejected >= 0`))
    .addColumn('reason', 'text', (c) => c.check(sql`reason is null or reason in (${inList(REJECT_REASONS)})`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('moved_at', 'text')
    .addColumn('moved_by', 'integer', (c) => c.references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('production_operations_sequence_key', ['order_id', 'sequence'])
    .execute();
  await db.schema.createIndex('production_operations_day_idx').on('production_operations').columns(['planned_day', 'machine_id']).execute();
  await db.schema.createIndex('production_operations_machine_idx').on('production_operations').column('machine_id').execute();

  await table('production_order_history')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('production_orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('production_order_history_order_idx').on('production_order_history').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['production_order_history', 'production_operations', 'production_orders']) await db.schema.dropTable(name).ifExists().execute();
}
