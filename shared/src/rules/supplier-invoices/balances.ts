import type { AgeingBucket, SupplierCfdiKind } from '../../domain/supplier-invoices';
import { daysBetween } from '../reports/stage-times';

/** The ageing bucket of an amount dated `date`, seen on `today`: 0–30, 31–60, 61–90 or more than 90 days. */
export function ageingBucket(date: string, today: string): AgeingBucket {
  const days = daysBetween(date.slice(0, 10), today.slice(0, 10));
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** One imported CFDI as the balance needs it (pesos: amounts already at the CFDI's exchange rate). */
export interface BalanceCfdi {
  id: number;
  kind: SupplierCfdiKind;
  date: string;
  totalMxnCents: number;
  /** For a credit note: the invoice it reduces. */
  relatedId: number | null;
}

/** What is still owed on each invoice (and down payment): its total less its credit notes and the payments applied. */
export function invoiceBalances(cfdis: readonly BalanceCfdi[], applications: readonly { cfdiId: number; amountCents: number }[]): Map<number, number> {
  const balance = new Map<number, number>();
  for (const c of cfdis) if (c.kind !== 'credit_note') balance.set(c.id, c.totalMxnCents);
  for (const c of cfdis) {
    if (c.kind === 'credit_note' && c.relatedId !== null && balance.has(c.relatedId)) balance.set(c.relatedId, balance.get(c.relatedId)! - c.totalMxnCents);
  }
  for (const a of applications) if (balance.has(a.cfdiId)) balance.set(a.cfdiId, balance.get(a.cfdiId)! - a.amountCents);
  return balance;
}

export interface SupplierBalanceFigures {
  invoicedCents: number;
  creditNotesCents: number;
  paidCents: number;
  balanceCents: number;
  ageing: Record<AgeingBucket, number>;
}

/**
 * A supplier's figures: invoiced (invoices and down payments), credit notes, paid, the balance
 * (invoiced − credit notes − paid) and that balance by age of each invoice's date. A payment not applied
 * to an invoice does not exist (every payment is applied), so the buckets add up to the balance.
 */
export function supplierBalanceFigures(cfdis: readonly BalanceCfdi[], applications: readonly { cfdiId: number; amountCents: number }[], today: string): SupplierBalanceFigures {
  const balances = invoiceBalances(cfdis, applications);
  const ageing: Record<AgeingBucket, number> = { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };
  let invoicedCents = 0;
  let creditNotesCents = 0;
  for (const c of cfdis) {
    if (c.kind === 'credit_note') creditNotesCents += c.totalMxnCents;
    else {
      invoicedCents += c.totalMxnCents;
      ageing[ageingBucket(c.date, today)] += balances.get(c.id) ?? 0;
    }
  }
  const ids = new Set(cfdis.map((c) => c.id));
  const paidCents = applications.filter((a) => ids.has(a.cfdiId)).reduce((sum, a) => sum + a.amountCents, 0);
  return { invoicedCents, creditNotesCents, paidCents, balanceCents: invoicedCents - creditNotesCents - paidCents, ageing };
}

/** Why a payment cannot be applied as asked (Spanish), or null: each invoice once, the sum equals the amount, never above a balance. */
export function paymentProblem(
  amountCents: number,
  applications: readonly { invoiceId: number; amountCents: number }[],
  balanceOf: (invoiceId: number) => { folio: string; balanceCents: number } | undefined,
  messages: { none: string; sum: string; repeated: string; over: (folio: string, balance: string) => string; missing: string },
): string | null {
  if (applications.length === 0) return messages.none;
  if (new Set(applications.map((a) => a.invoiceId)).size !== applications.length) return messages.repeated;
  if (applications.reduce((s, a) => s + a.amountCents, 0) !== amountCents) return messages.sum;
  for (const a of applications) {
    const invoice = balanceOf(a.invoiceId);
    if (!invoice) return messages.missing;
    if (a.amountCents > invoice.balanceCents) return messages.over(invoice.folio, (invoice.balanceCents / 100).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' }));
  }
  return null;
}
