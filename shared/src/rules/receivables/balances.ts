import type { AgeingBucket } from '../../domain/supplier-invoices';
import { daysBetween } from '../reports/stage-times';

/** What reduces an invoice's total: credit notes (01/03), down payments applied (07) and payments. */
export interface InvoiceReductions {
  totalCents: number;
  creditedCents: number;
  downPaymentsAppliedCents: number;
  paidCents: number;
}

/** An invoice's open balance in its currency: total − credit notes − down payments applied − paid (never below 0). */
export function invoiceBalance(r: InvoiceReductions): number {
  return Math.max(0, r.totalCents - r.creditedCents - r.downPaymentsAppliedCents - r.paidCents);
}

/**
 * The ageing bucket of an open amount by days past its due date on `today`: not yet due and up to 30
 * days late count as 0–30; then 31–60, 61–90 and more than 90.
 */
export function overdueBucket(dueDate: string, today: string): AgeingBucket {
  const days = daysBetween(dueDate.slice(0, 10), today.slice(0, 10));
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

export interface AgeingDocument {
  dueDate: string;
  /** Open balance in pesos. */
  balanceMxnCents: number;
}

/** A client's balance and its ageing by due date; the buckets add up to the balance. */
export function clientAgeing(documents: readonly AgeingDocument[], today: string): { balanceCents: number; overdueCents: number; ageing: Record<AgeingBucket, number> } {
  const ageing: Record<AgeingBucket, number> = { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };
  let balanceCents = 0;
  let overdueCents = 0;
  for (const d of documents) {
    if (d.balanceMxnCents <= 0) continue;
    balanceCents += d.balanceMxnCents;
    if (daysBetween(d.dueDate.slice(0, 10), today.slice(0, 10)) > 0) overdueCents += d.balanceMxnCents;
    ageing[overdueBucket(d.dueDate, today)] += d.balanceMxnCents;
  }
  return { balanceCents, overdueCents, ageing };
}
