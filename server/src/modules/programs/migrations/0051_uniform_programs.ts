import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * Uniform programs (issue 35; docs/decisions/uniform-programs.md): every table of the shared model at once,
 * so the reorder, portal, import and report work build on one schema.
 * - `uniform_programs`: a client's program (its seller, period and the current period's first day).
 * - `program_job_titles` → `program_kit_lines`: per job title, the kit (style, colour, authorised sample,
 *   pieces per employee per period).
 * - `program_employees` + `program_employee_sizes`: the roster, one size per garment type (the style: see
 *   `garmentTypeOfStyle` in shared/src/rules/programs/garment-type.ts).
 * - `program_portal_links`: the HR contact's private links (only the token's SHA-256 is stored).
 * - `program_reorder_requests` (+ `_employees`): what the HR contact asks for, until a seller handles it.
 * - `program_allowance_exceptions`: pieces over the allowance an admin approved, with who and why.
 * - `program_order_pieces`: per employee, kit line and period, the pieces an order gave (what counts).
 * Nothing existing changes. Dates 'YYYY-MM-DD', timestamps ISO 8601 UTC text, flags 0/1 integers.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = pg ? 'serial' : 'integer';
  const flag = (column: string) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1).check(sql`${sql.ref(column)} in (0, 1)`);

  await db.schema
    .createTable('uniform_programs')
    .addColumn('id', serial, id)
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** The name folded (no case, accents or extra spaces): one program of a name per client. */
    .addColumn('folded_name', 'text', (c) => c.notNull())
    /** The seller the program belongs to (the permission table's owner); the creator when a seller creates it. */
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('anual', 'semestral')`))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', flag('active'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('uniform_programs_name_key', ['partner_id', 'folded_name'])
    .execute();
  await db.schema.createIndex('uniform_programs_seller_idx').on('uniform_programs').column('seller_id').execute();

  await db.schema
    .createTable('program_job_titles')
    .addColumn('id', serial, id)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('uniform_programs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('folded_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('program_job_titles_name_key', ['program_id', 'folded_name'])
    .execute();

  await db.schema
    .createTable('program_kit_lines')
    .addColumn('id', serial, id)
    .addColumn('job_title_id', 'integer', (c) => c.notNull().references('program_job_titles.id'))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    /** One of the style's colours (its row: a renamed colour stays the same colour). */
    .addColumn('colour_id', 'integer', (c) => c.notNull().references('item_colours.id'))
    .addColumn('pieces_per_period', 'integer', (c) => c.notNull().check(sql`pieces_per_period > 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('program_kit_lines_variant_key', ['job_title_id', 'item_id', 'colour_id'])
    .execute();

  await db.schema
    .createTable('program_employees')
    .addColumn('id', serial, id)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('uniform_programs.id'))
    /** The client's own employee number; several employees may have none. */
    .addColumn('employee_number', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('folded_name', 'text', (c) => c.notNull())
    .addColumn('job_title_id', 'integer', (c) => c.notNull().references('program_job_titles.id'))
    .addColumn('area', 'text')
    .addColumn('active', 'integer', flag('active'))
    .addColumn('start_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('program_employees_number_key', ['program_id', 'employee_number'])
    .addUniqueConstraint('program_employees_name_key', ['program_id', 'folded_name'])
    .execute();
  await db.schema.createIndex('program_employees_job_title_idx').on('program_employees').column('job_title_id').execute();

  await db.schema
    .createTable('program_employee_sizes')
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('program_employees.id').onDelete('cascade'))
    .addColumn('garment_type', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('program_employee_sizes_pkey', ['employee_id', 'garment_type'])
    .execute();

  await db.schema
    .createTable('program_portal_links')
    .addColumn('id', serial, id)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('uniform_programs.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('program_portal_links_program_idx').on('program_portal_links').column('program_id').execute();

  await db.schema
    .createTable('program_reorder_requests')
    .addColumn('id', serial, id)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('uniform_programs.id'))
    .addColumn('portal_link_id', 'integer', (c) => c.references('program_portal_links.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pendiente').check(sql`status in ('pendiente', 'convertida', 'descartada')`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('documents.id'))
    .addColumn('handled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('handled_at', 'text')
    .execute();
  await db.schema.createIndex('program_reorder_requests_program_idx').on('program_reorder_requests').columns(['program_id', 'status']).execute();

  await db.schema
    .createTable('program_reorder_request_employees')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('program_reorder_requests.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('program_employees.id'))
    .addPrimaryKeyConstraint('program_reorder_request_employees_pkey', ['request_id', 'employee_id'])
    .execute();

  await db.schema
    .createTable('program_allowance_exceptions')
    .addColumn('id', serial, id)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('uniform_programs.id'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('program_employees.id'))
    .addColumn('kit_line_id', 'integer', (c) => c.notNull().references('program_kit_lines.id'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('extra_pieces', 'integer', (c) => c.notNull().check(sql`extra_pieces > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('documents.id'))
    .execute();
  await db.schema
    .createIndex('program_allowance_exceptions_employee_idx')
    .on('program_allowance_exceptions')
    .columns(['employee_id', 'kit_line_id', 'period_start'])
    .execute();

  await db.schema
    .createTable('program_order_pieces')
    .addColumn('id', serial, id)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('uniform_programs.id'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('program_employees.id'))
    .addColumn('kit_line_id', 'integer', (c) => c.notNull().references('program_kit_lines.id'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('documents.id'))
    /** The order line the pieces are on; they go with it if the line is removed. */
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('document_lines.id').onDelete('cascade'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('pieces', 'integer', (c) => c.notNull().check(sql`pieces > 0`))
    .execute();
  await db.schema.createIndex('program_order_pieces_employee_idx').on('program_order_pieces').columns(['employee_id', 'kit_line_id', 'period_start']).execute();
  await db.schema.createIndex('program_order_pieces_order_idx').on('program_order_pieces').column('order_id').execute();
  await db.schema.createIndex('program_order_pieces_program_idx').on('program_order_pieces').columns(['program_id', 'period_start']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'program_order_pieces',
    'program_allowance_exceptions',
    'program_reorder_request_employees',
    'program_reorder_requests',
    'program_portal_links',
    'program_employee_sizes',
    'program_employees',
    'program_kit_lines',
    'program_job_titles',
    'uniform_programs',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
