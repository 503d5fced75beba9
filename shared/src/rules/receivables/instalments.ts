/**
 * One application of an incoming payment to an invoice, as the payment complement (CFDI Pago 2.0,
 * DoctoRelacionado) needs it: NumParcialidad, ImpSaldoAnt, ImpPagado, ImpSaldoInsoluto.
 */
export interface PaymentApplicationFigures {
  instalment: number;
  previousBalanceCents: number;
  paidCents: number;
  remainingBalanceCents: number;
}

/**
 * The figures of paying `paidCents` of an invoice whose open balance is `balanceCents` and that already
 * had `previousInstalments` payments: the instalment is the next one (1, 2, 3…), the remaining balance
 * what is left. Null when the amount is not positive or exceeds the balance.
 */
export function paymentApplication(balanceCents: number, previousInstalments: number, paidCents: number): PaymentApplicationFigures | null {
  if (!Number.isSafeInteger(paidCents) || paidCents <= 0 || paidCents > balanceCents) return null;
  return { instalment: previousInstalments + 1, previousBalanceCents: balanceCents, paidCents, remainingBalanceCents: balanceCents - paidCents };
}

/** Why a payment's applications cannot be taken as asked (a key of the refusal), or null. */
export function paymentApplicationsProblem(
  amountCents: number,
  applications: readonly { documentId: number; amountCents: number }[],
): 'none' | 'repeated' | 'sum' | null {
  if (applications.length === 0) return 'none';
  if (new Set(applications.map((a) => a.documentId)).size !== applications.length) return 'repeated';
  if (applications.reduce((s, a) => s + a.amountCents, 0) !== amountCents) return 'sum';
  return null;
}
