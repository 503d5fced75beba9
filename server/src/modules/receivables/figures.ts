import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** What has reduced a document so far (its currency's cents), read from the relations and the payments. */
export interface DocumentFigures {
  /** Credit notes (01, 03) of an invoice, not cancelled. */
  creditedCents: number;
  /** Down payments applied to an invoice (07). */
  downPaymentsAppliedCents: number;
  /** A down payment: what invoices took of it (07). */
  appliedFromCents: number;
  paidCents: number;
  /** Payment applications so far (the next one's NumParcialidad is this + 1). */
  instalments: number;
}

const EMPTY: DocumentFigures = { creditedCents: 0, downPaymentsAppliedCents: 0, appliedFromCents: 0, paidCents: 0, instalments: 0 };

/** The figures of `ids` (every document gets an entry). Run inside a write's transaction to read under its locks. */
export async function documentFigures(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, DocumentFigures>> {
  const figures = new Map<number, DocumentFigures>(ids.map((id) => [id, { ...EMPTY }]));
  if (ids.length === 0) return figures;
  const list = [...ids];
  const [credits, applied, appliedFrom, paid] = await Promise.all([
    db
      .selectFrom('sales_document_relations as r')
      .innerJoin('documents as n', 'n.id', 'r.document_id')
      .select(['r.related_document_id as id', (eb) => eb.fn.sum<number | string>('n.total_cents').as('cents')])
      .where('r.relation_type', 'in', ['01', '03'])
      .where('n.status', '<>', 'Cancelada')
      .where('r.related_document_id', 'in', list)
      .groupBy('r.related_document_id')
      .execute(),
    db
      .selectFrom('sales_document_relations as r')
      .select(['r.document_id as id', (eb) => eb.fn.sum<number | string>('r.amount_cents').as('cents')])
      .where('r.relation_type', '=', '07')
      .where('r.document_id', 'in', list)
      .groupBy('r.document_id')
      .execute(),
    db
      .selectFrom('sales_document_relations as r')
      .innerJoin('documents as i', 'i.id', 'r.document_id')
      .select(['r.related_document_id as id', (eb) => eb.fn.sum<number | string>('r.amount_cents').as('cents')])
      .where('r.relation_type', '=', '07')
      .where('i.status', '<>', 'Cancelada')
      .where('r.related_document_id', 'in', list)
      .groupBy('r.related_document_id')
      .execute(),
    db
      .selectFrom('customer_payment_applications as a')
      .select(['a.document_id as id', (eb) => eb.fn.sum<number | string>('a.paid_cents').as('cents'), (eb) => eb.fn.count<number | string>('a.id').as('n')])
      .where('a.document_id', 'in', list)
      .groupBy('a.document_id')
      .execute(),
  ]);
  for (const r of credits) figures.get(r.id)!.creditedCents = Number(r.cents);
  for (const r of applied) figures.get(r.id)!.downPaymentsAppliedCents = Number(r.cents);
  for (const r of appliedFrom) figures.get(r.id)!.appliedFromCents = Number(r.cents);
  for (const r of paid) {
    figures.get(r.id)!.paidCents = Number(r.cents);
    figures.get(r.id)!.instalments = Number(r.n);
  }
  return figures;
}
