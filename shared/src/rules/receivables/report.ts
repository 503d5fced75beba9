import { toCsv } from '../reports/csv';

export const INVOICED_SALES_GROUPS = ['client', 'seller', 'item', 'month'] as const;
export type InvoicedSalesGroup = (typeof INVOICED_SALES_GROUPS)[number];
export const INVOICED_SALES_GROUP_NAMES: Record<InvoicedSalesGroup, string> = { client: 'Cliente', seller: 'Vendedor', item: 'Artículo', month: 'Mes' };

/** One line of an invoice (positive) or of a credit note (negative), in pesos before taxes. */
export interface InvoicedSalesLine {
  documentId: number;
  date: string;
  clientId: number;
  clientName: string;
  sellerId: number;
  sellerName: string;
  code: string;
  description: string;
  quantity: number;
  /** Before taxes, in pesos; negative for a credit note. */
  amountMxnCents: number;
  /** The line's cost in pesos (negative for a credit note), null when unknown. */
  costMxnCents: number | null;
}

export interface InvoicedSalesRow {
  key: string;
  label: string;
  documents: number;
  quantity: number;
  amountCents: number;
  /** Cost of the lines whose cost is known. */
  costCents: number;
  /** Amount − cost over the lines whose cost is known; null when no line's cost is. */
  marginCents: number | null;
  /** Margin over the amount of the lines with a cost, in basis points; null without. */
  marginBp: number | null;
}

/** The invoiced sales grouped by client, seller, item or month (net of credit notes), largest first; months in order. */
export function invoicedSalesRows(lines: readonly InvoicedSalesLine[], groupBy: InvoicedSalesGroup): InvoicedSalesRow[] {
  const groups = new Map<string, { key: string; label: string; ids: Set<number>; quantity: number; amountCents: number; costCents: number; costedAmountCents: number; costed: boolean }>();
  for (const l of lines) {
    const [key, label] =
      groupBy === 'client'
        ? [`c${l.clientId}`, l.clientName]
        : groupBy === 'seller'
          ? [`s${l.sellerId}`, l.sellerName]
          : groupBy === 'month'
            ? [l.date.slice(0, 7), l.date.slice(0, 7)]
            : [l.code || l.description, l.code ? `${l.code} ${l.description}` : l.description];
    const g = groups.get(key) ?? { key, label, ids: new Set<number>(), quantity: 0, amountCents: 0, costCents: 0, costedAmountCents: 0, costed: false };
    g.ids.add(l.documentId);
    g.quantity += l.amountMxnCents < 0 ? -Math.abs(l.quantity) : l.quantity;
    g.amountCents += l.amountMxnCents;
    if (l.costMxnCents !== null) {
      g.costed = true;
      g.costCents += l.costMxnCents;
      g.costedAmountCents += l.amountMxnCents;
    }
    groups.set(key, g);
  }
  const rows = [...groups.values()].map((g): InvoicedSalesRow => {
    const marginCents = g.costed ? g.costedAmountCents - g.costCents : null;
    return {
      key: g.key,
      label: g.label,
      documents: g.ids.size,
      quantity: g.quantity,
      amountCents: g.amountCents,
      costCents: g.costCents,
      marginCents,
      marginBp: marginCents !== null && g.costedAmountCents !== 0 ? Math.round((marginCents * 10_000) / g.costedAmountCents) : null,
    };
  });
  return groupBy === 'month' ? rows.sort((a, b) => a.key.localeCompare(b.key)) : rows.sort((a, b) => b.amountCents - a.amountCents || a.label.localeCompare(b.label));
}

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** The report as CSV (UTF-8 with BOM, comma-separated; numbers as plain decimals so a spreadsheet reads them). */
export function invoicedSalesCsv(rows: readonly InvoicedSalesRow[], groupBy: InvoicedSalesGroup): string {
  return toCsv(
    [INVOICED_SALES_GROUP_NAMES[groupBy], 'Documentos', 'Cantidad', 'Importe (MXN)', 'Costo (MXN)', 'Margen (MXN)', 'Margen (%)'],
    rows.map((r) => [
      r.label,
      r.documents,
      r.quantity,
      decimal(r.amountCents),
      r.marginCents === null ? '' : decimal(r.costCents),
      r.marginCents === null ? '' : decimal(r.marginCents),
      r.marginBp === null ? '' : (r.marginBp / 100).toFixed(2),
    ]),
  );
}
