import { canonicalDecimal, divideCents, multiplyCents, parseDecimal, percentOfCents } from './decimal';
import { CfdiInputError } from './errors';
import type { CfdiTransferTotal, PaidDocumentInput, PaidDocumentTax, PaymentInput, PaymentTotals } from './types';

/**
 * The IVA traslados of one payment of a document (TrasladosDR), in the document's currency: each rate's
 * base is the document's base for that rate × paid / total, rounded half up, and its importe that base ×
 * the rate, rounded half up (the proportion the Pagos 2.0 guide describes). When the payment settles the
 * document (paid = remaining balance), pass `previouslyPaid` (the traslados of its earlier payments) and
 * the last payment takes the rest, so the instalments add up to the invoice's own traslados exactly.
 */
export function paidDocumentTaxes(
  documentTransfers: readonly CfdiTransferTotal[],
  documentTotalCents: number,
  paidCents: number,
  previouslyPaid: readonly PaidDocumentTax[][] = [],
  settles = false,
): PaidDocumentTax[] {
  if (documentTotalCents <= 0) throw new CfdiInputError('El documento relacionado no tiene total.');
  return documentTransfers.map((transfer) => {
    const rateBp = transfer.rateBp as PaidDocumentTax['rateBp'];
    if (settles) {
      const earlier = previouslyPaid.flat().filter((t) => t.rateBp === rateBp);
      return {
        rateBp,
        baseCents: transfer.baseCents - earlier.reduce((s, t) => s + t.baseCents, 0),
        amountCents: transfer.amountCents - earlier.reduce((s, t) => s + t.amountCents, 0),
      };
    }
    const baseCents = Number((BigInt(transfer.baseCents) * BigInt(paidCents) * 2n + BigInt(documentTotalCents)) / (BigInt(documentTotalCents) * 2n));
    return { rateBp, baseCents, amountCents: percentOfCents(baseCents, rateBp) };
  });
}

/** EquivalenciaDR as written: '1' when the currencies agree, else the caller's text (required). */
export function equivalenceText(payment: PaymentInput, document: PaidDocumentInput, index: string): string {
  if (document.currency === payment.currency) {
    if (document.equivalence !== undefined && canonicalDecimal(parseDecimal(document.equivalence, `${index}: la equivalencia`, 10)) !== '1') {
      throw new CfdiInputError(`${index}: con la misma moneda la equivalencia debe ser 1.`);
    }
    return '1';
  }
  if (!document.equivalence) throw new CfdiInputError(`${index}: falta la equivalencia entre ${document.currency} y ${payment.currency}.`);
  parseDecimal(document.equivalence, `${index}: la equivalencia`, 10);
  return document.equivalence.trim();
}

/** TipoCambioP as written: '1' for MXN, else the caller's rate (required). */
export function paymentRateText(payment: PaymentInput, index: string): string {
  if (payment.currency === 'MXN') return '1';
  if (!payment.exchangeRate) throw new CfdiInputError(`${index}: falta el tipo de cambio del pago en ${payment.currency}.`);
  parseDecimal(payment.exchangeRate, `${index}: el tipo de cambio`, 6);
  return payment.exchangeRate.trim();
}

/**
 * The computed parts of a payment complement: each document's ImpSaldoInsoluto (previous − paid, refused
 * below zero), each payment's TrasladosP (Σ TrasladoDR ÷ EquivalenciaDR per rate, rounded half up) and
 * Totales in MXN (Monto × TipoCambioP, TrasladoP × TipoCambioP). Also refuses a payment whose Monto is
 * less than what it applies to its documents.
 */
export function paymentTotals(payments: readonly PaymentInput[]): PaymentTotals {
  if (payments.length === 0) throw new CfdiInputError('El complemento de pago necesita al menos un pago.');
  const ivaByRate = new Map<number, { rateBp: number; baseCents: number; amountCents: number }>();
  let totalPaidMxnCents = 0;
  const computed = payments.map((payment, p) => {
    const where = `Pago ${p + 1}`;
    if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents <= 0) throw new CfdiInputError(`${where}: el monto debe ser mayor que cero.`);
    if (payment.documents.length === 0) throw new CfdiInputError(`${where}: falta el documento relacionado que se paga.`);
    const rate = parseDecimal(paymentRateText(payment, where), `${where}: el tipo de cambio`, 6);
    const transfers = new Map<number, { rateBp: number; baseCents: number; amountCents: number }>();
    let appliedCents = 0;
    const remainingBalancesCents = payment.documents.map((document, d) => {
      const at = `${where}, documento ${d + 1}`;
      if (!Number.isInteger(document.instalment) || document.instalment < 1) throw new CfdiInputError(`${at}: el número de parcialidad debe ser 1 o mayor.`);
      if (!Number.isSafeInteger(document.paidCents) || document.paidCents <= 0) throw new CfdiInputError(`${at}: el importe pagado debe ser mayor que cero.`);
      if (!Number.isSafeInteger(document.previousBalanceCents) || document.paidCents > document.previousBalanceCents) {
        throw new CfdiInputError(`${at}: el importe pagado excede el saldo anterior.`);
      }
      const equivalence = parseDecimal(equivalenceText(payment, document, at), `${at}: la equivalencia`, 10);
      appliedCents += divideCents(document.paidCents, equivalence);
      if (document.taxObject === '02') {
        if (!document.taxes?.length) throw new CfdiInputError(`${at}: con objeto de impuesto 02 faltan los traslados del documento.`);
        for (const tax of document.taxes) {
          const line = transfers.get(tax.rateBp) ?? { rateBp: tax.rateBp, baseCents: 0, amountCents: 0 };
          line.baseCents += divideCents(tax.baseCents, equivalence);
          line.amountCents += divideCents(tax.amountCents, equivalence);
          transfers.set(tax.rateBp, line);
        }
      } else if (document.taxes?.length) {
        throw new CfdiInputError(`${at}: con objeto de impuesto ${document.taxObject} no se desglosan traslados.`);
      }
      return document.previousBalanceCents - document.paidCents;
    });
    if (appliedCents > payment.amountCents) throw new CfdiInputError(`${where}: el monto es menor que la suma de lo pagado a los documentos.`);
    totalPaidMxnCents += multiplyCents(payment.amountCents, rate);
    const sorted = [...transfers.values()].sort((a, b) => b.rateBp - a.rateBp);
    for (const t of sorted) {
      const total = ivaByRate.get(t.rateBp) ?? { rateBp: t.rateBp, baseCents: 0, amountCents: 0 };
      total.baseCents += multiplyCents(t.baseCents, rate);
      total.amountCents += multiplyCents(t.amountCents, rate);
      ivaByRate.set(t.rateBp, total);
    }
    return { remainingBalancesCents, transfers: sorted };
  });
  return { payments: computed, totalPaidMxnCents, ivaByRate: [...ivaByRate.values()].sort((a, b) => b.rateBp - a.rateBp) };
}
