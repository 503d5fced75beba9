import type { CustomerPaymentBody, ReceivableDocument } from '@muestrario/shared/contract';
import type { FormaPagoCode } from '@muestrario/shared/domain';
import { formatMoney } from '@muestrario/shared/rules';
import { centsOf } from '../sales-invoices/format';

export interface PaymentDraft {
  date: string;
  paymentForm: Exclude<FormaPagoCode, '99'>;
  reference: string;
  /** Amount typed per open document. */
  amounts: Record<number, string>;
}

/**
 * The payment to send for a client's open documents (one currency, the first document's), or the errors by
 * field ('amount.<id>', 'date', 'applications'): each amount a positive number of pesos and cents, never above
 * the document's balance.
 */
export function paymentBody(partnerId: number, open: readonly ReceivableDocument[], draft: PaymentDraft): { body: CustomerPaymentBody | null; errors: Partial<Record<string, string>>; totalCents: number } {
  const errors: Partial<Record<string, string>> = {};
  const applications: CustomerPaymentBody['applications'] = [];
  for (const d of open) {
    const text = draft.amounts[d.id]?.trim() ?? '';
    if (text === '') continue;
    const cents = centsOf(text);
    if (cents === null) errors[`amount.${d.id}`] = 'Escribe un importe válido.';
    else if (cents > d.balanceCents) errors[`amount.${d.id}`] = `No puede exceder el saldo (${formatMoney(d.balanceCents, d.currency)}).`;
    else if (cents > 0) applications.push({ documentId: d.id, amountCents: cents });
  }
  const totalCents = applications.reduce((s, a) => s + a.amountCents, 0);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.date = 'Escribe la fecha del cobro.';
  if (applications.length === 0 && Object.keys(errors).length === 0) errors.applications = 'Indica cuánto se aplica al menos a un documento.';
  const currencies = new Set(open.filter((d) => applications.some((a) => a.documentId === d.id)).map((d) => d.currency));
  if (currencies.size > 1) errors.applications = 'Un cobro se aplica a documentos de una sola moneda.';
  if (Object.keys(errors).length > 0) return { body: null, errors, totalCents };
  const first = open.find((d) => d.id === applications[0]!.documentId)!;
  return {
    body: { partnerId, date: draft.date, paymentForm: draft.paymentForm, currency: first.currency, exchangeRate: first.currency === 'MXN' ? 10_000 : first.exchangeRate, amountCents: totalCents, reference: draft.reference.trim(), applications },
    errors,
    totalCents,
  };
}
