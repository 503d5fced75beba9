import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BusinessDocumentKind, BusinessDocumentStatus } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import type { DocumentLinesTable, DocumentsTable } from './tables';

export type DocumentRow = Selectable<DocumentsTable>;
export type DocumentLineRow = Selectable<DocumentLinesTable>;
export type NewDocumentRow = Insertable<DocumentsTable>;
export type NewDocumentLineRow = Insertable<DocumentLinesTable>;

export interface HistoryEntry {
  id: number;
  documentId: number;
  userId: number | null;
  at: string;
  action: string;
  detail: Record<string, unknown>;
}

/**
 * The rows of the document engine: reads and writes only, no rules (those are the service's and
 * shared/src/rules/business-documents). Every method takes the caller's transaction.
 */
export class DocumentRows {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same rows on a transaction. */
  within(trx: Kysely<Database>): DocumentRows {
    return new DocumentRows(trx);
  }

  /** A header; `lock` takes its row lock on PostgreSQL (SQLite's write transaction already holds the database). */
  async header(id: number, options: { lock?: boolean } = {}): Promise<DocumentRow | undefined> {
    let query = this.db.selectFrom('documents').selectAll().where('id', '=', id);
    if (options.lock && dialectOf(this.db) === 'postgres') query = query.forNoKeyUpdate();
    return query.executeTakeFirst();
  }

  lines(documentId: number): Promise<DocumentLineRow[]> {
    return this.db.selectFrom('document_lines').selectAll().where('document_id', '=', documentId).orderBy('line_number').execute();
  }

  /** The next number of a (kind, series) counter: one upsert that increments its row (row-locked on PostgreSQL). */
  async nextNumber(name: string): Promise<number> {
    const row = await this.db
      .insertInto('sequences')
      .values({ name, last_number: 1 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ last_number: sql<number>`sequences.last_number + 1` }))
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return Number(row.last_number);
  }

  /** Moves a counter forward to at least `number` (documents created with a given number). */
  async advanceNumber(name: string, number: number): Promise<void> {
    await this.db
      .insertInto('sequences')
      .values({ name, last_number: number })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ last_number: sql<number>`case when sequences.last_number > ${number} then sequences.last_number else ${number} end` }),
      )
      .execute();
  }

  async insertHeader(row: NewDocumentRow): Promise<number> {
    const { id } = await this.db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async insertLines(rows: NewDocumentLineRow[]): Promise<void> {
    if (rows.length) await this.db.insertInto('document_lines').values(rows).execute();
  }

  /** Updates an open header; false when it is no longer open. */
  async updateOpenHeader(id: number, values: Partial<NewDocumentRow>): Promise<boolean> {
    const result = await this.db.updateTable('documents').set(values).where('id', '=', id).where('status', '=', 'Abierta').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async updateLine(id: number, values: Partial<NewDocumentLineRow>): Promise<void> {
    await this.db.updateTable('document_lines').set(values).where('id', '=', id).execute();
  }

  async deleteLines(ids: number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('document_lines').where('id', 'in', ids).execute();
  }

  /** Lines of other documents copied from these lines. */
  async copiedFrom(lineIds: number[]): Promise<number[]> {
    if (!lineIds.length) return [];
    const rows = await this.db.selectFrom('document_lines').select('base_line_id').where('base_line_id', 'in', lineIds).execute();
    return [...new Set(rows.map((r) => r.base_line_id!))];
  }

  /**
   * Takes `quantity` from a line's open quantity, only if that much is still open (re-checked by the
   * database row by row, so two copies can never take the same units); false when it was not.
   */
  async takeOpen(lineId: number, quantity: number): Promise<boolean> {
    const result = await this.db
      .updateTable('document_lines')
      .set({ open_quantity: sql<number>`open_quantity - ${quantity}` })
      .where('id', '=', lineId)
      .where('open_quantity', '>=', quantity)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Changes an open document's status, keeping who and when; false when it was not open. */
  async changeStatus(id: number, to: BusinessDocumentStatus, userId: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('documents')
      .set({ status: to, status_changed_at: at, status_changed_by: userId, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'Abierta')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async appendHistory(documentId: number, userId: number | null, at: string, action: string, detail: Record<string, unknown> = {}): Promise<void> {
    await this.db.insertInto('document_history').values({ document_id: documentId, user_id: userId, at, action, detail: JSON.stringify(detail) }).execute();
  }

  async history(documentId: number): Promise<HistoryEntry[]> {
    const rows = await this.db.selectFrom('document_history').selectAll().where('document_id', '=', documentId).orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, documentId: r.document_id, userId: r.user_id, at: r.at, action: r.action, detail: JSON.parse(r.detail) as Record<string, unknown> }));
  }

  /** What the search box matches: the partner's and the owner's names. */
  async namesForSearch(partnerId: number, ownerId: number): Promise<{ partner: string; owner: string }> {
    const [partner, owner] = await Promise.all([
      this.db.selectFrom('clients').select('card_name').where('id', '=', partnerId).executeTakeFirstOrThrow(),
      this.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', ownerId).executeTakeFirstOrThrow(),
    ]);
    return { partner: partner.card_name, owner: `${owner.first_name} ${owner.last_name}` };
  }

  async kindOf(id: number): Promise<BusinessDocumentKind | undefined> {
    return (await this.db.selectFrom('documents').select('kind').where('id', '=', id).executeTakeFirst())?.kind;
  }
}
