import type { CreateInvoiceBody, InvoiceSource } from '@muestrario/shared/contract';
import { fiscalTermsProblem, type FiscalTerms } from '@muestrario/shared/rules';
import type { CfdiPaymentMethod, FormaPagoCode, UsoCfdiCode } from '@muestrario/shared/domain';
import { centsOf } from './format';

/** What the invoice form holds: quantities per base line and down payments as typed, and the fiscal terms. */
export interface InvoiceDraft {
  quantities: Record<number, string>;
  paymentMethod: CfdiPaymentMethod;
  paymentForm: FormaPagoCode;
  cfdiUse: UsoCfdiCode;
  dueDate: string;
  downPayments: Record<number, string>;
}

/** A new draft for a source: every open quantity, PPD with 99, the client's CFDI use (G03 without one). */
export function newInvoiceDraft(source: InvoiceSource, dueDate: string): InvoiceDraft {
  return {
    quantities: Object.fromEntries(source.lines.filter((l) => l.openQuantity > 0).map((l) => [l.id, String(l.openQuantity)])),
    paymentMethod: 'PPD',
    paymentForm: '99',
    cfdiUse: (source.usoCfdi || 'G03') as UsoCfdiCode,
    dueDate,
    downPayments: {},
  };
}

export type InvoiceErrors = Partial<Record<string, string>>;

/** The body to send, or the errors by field ('lines.<id>', 'paymentForm', 'dueDate', 'downPayments.<id>', 'lines'). */
export function invoiceBody(source: InvoiceSource, draft: InvoiceDraft, today: string): { body: CreateInvoiceBody | null; errors: InvoiceErrors } {
  const errors: InvoiceErrors = {};
  const lines: CreateInvoiceBody['lines'] = [];
  for (const l of source.lines) {
    const text = draft.quantities[l.id]?.trim() ?? '';
    if (text === '' || text === '0') continue;
    const n = Number(text);
    if (!/^\d+$/.test(text)) errors[`lines.${l.id}`] = 'Escribe una cantidad entera.';
    else if (n > l.openQuantity) errors[`lines.${l.id}`] = `Quedan ${l.openQuantity} por facturar.`;
    else lines.push({ baseLineId: l.id, quantity: n });
  }
  if (lines.length === 0 && Object.keys(errors).length === 0) errors.lines = 'Indica al menos una línea con cantidad.';
  const terms: FiscalTerms = { paymentMethod: draft.paymentMethod, paymentForm: draft.paymentForm, cfdiUse: draft.cfdiUse };
  const problem = fiscalTermsProblem(terms);
  if (problem) errors[problem.field] = problem.message;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate)) errors.dueDate = 'Escribe la fecha de vencimiento.';
  else if (draft.dueDate < today) errors.dueDate = 'El vencimiento no puede ser anterior a hoy.';
  const downPayments: NonNullable<CreateInvoiceBody['downPayments']> = [];
  for (const dp of source.downPayments) {
    const text = draft.downPayments[dp.id]?.trim() ?? '';
    if (text === '') continue;
    const cents = centsOf(text);
    if (cents === null) errors[`downPayments.${dp.id}`] = 'Escribe un importe válido.';
    else if (cents > dp.availableCents) errors[`downPayments.${dp.id}`] = 'No puede exceder lo que queda del anticipo.';
    else if (cents > 0) downPayments.push({ documentId: dp.id, amountCents: cents });
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: { baseId: source.id, lines, paymentMethod: draft.paymentMethod, paymentForm: draft.paymentForm, cfdiUse: draft.cfdiUse, dueDate: draft.dueDate, ...(downPayments.length ? { downPayments } : {}) },
    errors,
  };
}
