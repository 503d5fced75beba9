import type { Kysely } from 'kysely';
import type { InvoicedSalesQuery, InvoicedSalesReport } from '@muestrario/shared/contract';
import { invoicedSalesRows, toMxnCents, type InvoicedSalesLine } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';

/**
 * The invoiced sales report (issue 32 item 8): invoice and debit note lines (credit notes negative) dated
 * between `from` and `to`, not cancelled, before taxes in pesos; the cost of a line copied from a delivery is
 * what the ledger took out for that delivery line (its moves' unit cost), else its variant's cost, else unknown.
 */
export async function invoicedSalesReport(db: Kysely<Database>, query: InvoicedSalesQuery, ownerId: number | null): Promise<InvoicedSalesReport> {
  const groupBy = query.groupBy ?? 'client';
  let q = db
    .selectFrom('document_lines as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .innerJoin('clients as c', 'c.id', 'd.partner_id')
    .innerJoin('users as u', 'u.id', 'd.owner_id')
    .leftJoin('document_lines as bl', 'bl.id', 'l.base_line_id')
    .leftJoin('documents as bd', 'bd.id', 'bl.document_id')
    .leftJoin('item_variants as v', 'v.id', 'l.variant_id')
    .select([
      'l.id',
      'l.document_id',
      'd.kind',
      'd.doc_date',
      'd.partner_id',
      'c.card_name',
      'd.owner_id',
      'u.first_name',
      'u.last_name',
      'l.code',
      'l.description',
      'l.quantity',
      'l.line_total_cents',
      'd.exchange_rate',
      'l.base_line_id',
      'bd.kind as base_kind',
      'v.cost_cents',
    ])
    .where('d.kind', 'in', ['invoice', 'credit_note'])
    .where('d.status', '<>', 'Cancelada')
    .where('d.doc_date', '>=', query.from)
    .where('d.doc_date', '<=', query.to);
  if (ownerId !== null) q = q.where('d.owner_id', '=', ownerId);
  const rows = await q.orderBy('l.id').limit(50_000).execute();
  const deliveryLines = rows.filter((r) => r.base_kind === 'delivery' && r.base_line_id !== null).map((r) => r.base_line_id!);
  const ledgerCost = new Map<number, number>();
  if (deliveryLines.length) {
    const moves = await db
      .selectFrom('stock_moves')
      .select(['source_line', 'quantity', 'unit_cost_cents'])
      .where('source_kind', '=', 'delivery')
      .where('source_line', 'in', deliveryLines)
      .execute();
    const sums = new Map<number, { units: number; cost: number }>();
    for (const m of moves) {
      const s = sums.get(m.source_line!) ?? { units: 0, cost: 0 };
      s.units += Math.abs(m.quantity);
      s.cost += Math.abs(m.quantity) * m.unit_cost_cents;
      sums.set(m.source_line!, s);
    }
    for (const [line, s] of sums) if (s.units > 0) ledgerCost.set(line, s.cost / s.units);
  }
  const lines: InvoicedSalesLine[] = rows.map((r) => {
    const sign = r.kind === 'credit_note' ? -1 : 1;
    const unitCost = (r.base_line_id !== null ? ledgerCost.get(r.base_line_id) : undefined) ?? r.cost_cents ?? null;
    return {
      documentId: r.document_id,
      date: r.doc_date,
      clientId: r.partner_id,
      clientName: r.card_name,
      sellerId: r.owner_id,
      sellerName: `${r.first_name} ${r.last_name}`.trim(),
      code: r.code,
      description: r.description,
      quantity: r.quantity,
      amountMxnCents: sign * toMxnCents(Number(r.line_total_cents), r.exchange_rate),
      costMxnCents: unitCost === null ? null : sign * Math.round(unitCost * r.quantity),
    };
  });
  const reportRows = invoicedSalesRows(lines, groupBy);
  const costed = reportRows.filter((r) => r.marginCents !== null);
  return {
    from: query.from,
    to: query.to,
    groupBy,
    scope: ownerId === null ? 'all' : 'own',
    rows: reportRows,
    totalCents: reportRows.reduce((s, r) => s + r.amountCents, 0),
    marginCents: costed.length ? costed.reduce((s, r) => s + r.marginCents!, 0) : null,
  };
}
