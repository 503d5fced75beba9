import { toCsv } from '../reports/csv';

export const PURCHASE_REPORT_GROUPS = ['supplier', 'item', 'month'] as const;
export type PurchaseReportGroup = (typeof PURCHASE_REPORT_GROUPS)[number];

/** One concept line of an imported CFDI, for the purchase report (credit notes count negative). */
export interface PurchaseReportSource {
  date: string;
  supplierId: number;
  supplierName: string;
  code: string;
  description: string;
  quantity: number;
  /** The concept's amount in pesos, before taxes; negative for a credit note. */
  amountMxnCents: number;
  /** The CFDI's id: invoices are counted once per group. */
  cfdiId: number;
}

export interface PurchaseReportRow {
  key: string;
  label: string;
  invoices: number;
  quantity: number;
  amountCents: number;
}

/** The purchase report's rows grouped by supplier, item or month, largest amount first (months in order). */
export function purchaseReportRows(sources: readonly PurchaseReportSource[], groupBy: PurchaseReportGroup): PurchaseReportRow[] {
  const groups = new Map<string, PurchaseReportRow & { ids: Set<number> }>();
  for (const s of sources) {
    const [key, label] =
      groupBy === 'supplier' ? [String(s.supplierId), s.supplierName] : groupBy === 'month' ? [s.date.slice(0, 7), s.date.slice(0, 7)] : [s.code || s.description, s.code ? `${s.code} ${s.description}` : s.description];
    const row = groups.get(key) ?? { key, label, invoices: 0, quantity: 0, amountCents: 0, ids: new Set<number>() };
    row.ids.add(s.cfdiId);
    row.invoices = row.ids.size;
    row.quantity += s.amountMxnCents < 0 ? -s.quantity : s.quantity;
    row.amountCents += s.amountMxnCents;
    groups.set(key, row);
  }
  const rows = [...groups.values()].map(({ ids: _ids, ...row }) => row);
  return groupBy === 'month' ? rows.sort((a, b) => a.key.localeCompare(b.key)) : rows.sort((a, b) => b.amountCents - a.amountCents || a.label.localeCompare(b.label));
}

const GROUP_HEADERS: Record<PurchaseReportGroup, string> = { supplier: 'Proveedor', item: 'Artículo', month: 'Mes' };

/** The purchase report as CSV (Excel in Mexico). */
export function purchaseReportCsv(rows: readonly PurchaseReportRow[], groupBy: PurchaseReportGroup): string {
  return toCsv(
    [GROUP_HEADERS[groupBy], 'CFDI', 'Cantidad', 'Importe (MXN)'],
    rows.map((r) => [r.label, r.invoices, r.quantity, (r.amountCents / 100).toFixed(2)]),
  );
}
