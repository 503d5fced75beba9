import type { CfdiConceptInput, CfdiCurrency, CfdiInput, CfdiIssuer, CfdiReceiver, CfdiTransferTotal, PaidDocumentInput, PaidDocumentTax, PaymentCfdiInput } from '../cfdi/types';
import { paidDocumentTaxes } from '../cfdi/payment-totals';
import { FISCAL_STAMP_MESSAGES as M } from './messages';

/*
 * The CFDI 4.0 inputs, from plain rows (pure: unit-tested without a database). `stampProblems` is the
 * pre-flight list (ERPNext Mexico compliance's idea): everything the SAT would refuse that we can name
 * in Spanish before anything is built.
 */

export type StampableKind = 'invoice' | 'credit_note' | 'down_payment_invoice';

export interface StampLine {
  lineNumber: number;
  code: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** Quantity × price less the discount (the engine's line total). */
  lineTotalCents: number;
  productKey: string | null;
  unitKey: string | null;
}

export interface StampRelation {
  type: string;
  folio: string;
  /** The related document's UUID; null while it is not stamped (or its CFDI was cancelled). */
  uuid: string | null;
}

export interface StampDocument {
  kind: StampableKind;
  folio: string;
  series: string;
  number: number;
  status: string;
  isDebitNote: boolean;
  downPaymentStage: 'requested' | 'invoiced' | null;
  /** The engine's currency; only MXN and USD are stamped (the CFDI library's). */
  currency: string;
  /** Pesos per unit, ten-thousandths (MXN 10000). */
  exchangeRate: number;
  taxRateBp: number;
  terms: { paymentMethod: 'PUE' | 'PPD'; paymentForm: string; cfdiUse: string } | null;
  lines: StampLine[];
  relations: StampRelation[];
}

export interface StampCompany {
  rfc: string;
  legalName: string;
  taxRegime: string;
  placeOfIssue: string;
}

export interface StampClient {
  rfc: string;
  name: string;
  regime: string;
  zip: string;
}

const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;
const ZIP = /^\d{5}$/;
const PRODUCT_KEY = /^\d{8}$/;
const UNIT_KEY = /^[A-Z0-9]{1,3}$/;

/** The company's half of the pre-flight list (documents and payments share it). */
export function companyProblems(company: StampCompany | null, csdLoaded: boolean): string[] {
  const problems: string[] = [];
  if (!company) return [M.companyMissing];
  if (!RFC.test(company.rfc)) problems.push(M.companyRfc);
  if (!company.legalName.trim()) problems.push(M.companyName);
  if (!company.taxRegime) problems.push(M.companyRegime);
  if (!ZIP.test(company.placeOfIssue)) problems.push(M.companyZip);
  if (!csdLoaded) problems.push(M.csdMissing);
  return problems;
}

/** The client's half: RFC, name, régimen and the postal code of its tax address. */
export function clientProblems(client: StampClient): string[] {
  const problems: string[] = [];
  if (!RFC.test(client.rfc)) problems.push(M.clientRfc);
  if (!client.name.trim()) problems.push(M.clientName);
  if (!client.regime) problems.push(M.clientRegime);
  if (!ZIP.test(client.zip)) problems.push(M.clientZip);
  return problems;
}

/** Everything in the way of stamping the document, in Spanish, in the order a user fixes it. */
export function stampProblems(doc: StampDocument, company: StampCompany | null, csdLoaded: boolean, client: StampClient): string[] {
  const problems = [...companyProblems(company, csdLoaded), ...clientProblems(client)];
  if (doc.status === 'Cancelada') problems.push(M.documentCancelled);
  if (!isCfdiCurrency(doc.currency)) problems.push(M.currency(doc.currency));
  if (doc.kind === 'down_payment_invoice' && doc.downPaymentStage !== 'invoiced') problems.push(M.downPaymentNotPaid);
  if (!doc.terms) problems.push(M.termsMissing);
  else {
    if (!doc.terms.cfdiUse) problems.push(M.useMissing);
    if (!doc.terms.paymentForm) problems.push(M.formMissing);
  }
  if (doc.lines.length === 0) problems.push(M.noLines);
  for (const line of doc.lines) {
    if (!line.productKey || !PRODUCT_KEY.test(line.productKey)) problems.push(M.lineProductKey(line.lineNumber + 1, line.code));
    if (!line.unitKey || !UNIT_KEY.test(line.unitKey)) problems.push(M.lineUnitKey(line.lineNumber + 1, line.code));
  }
  for (const r of doc.relations) if (!r.uuid) problems.push(M.relatedNotStamped(r.folio));
  return problems;
}

export const isCfdiCurrency = (c: string): c is CfdiCurrency => c === 'MXN' || c === 'USD';

/** Ten-thousandths as decimal text: 172500 → '17.25'. */
export function rateText(tenThousandths: number): string {
  const whole = Math.trunc(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000).padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

function concept(line: StampLine, taxRateBp: number): CfdiConceptInput {
  const gross = line.quantity * line.unitPriceCents;
  const discount = gross - line.lineTotalCents;
  return {
    productKey: line.productKey!,
    unitKey: line.unitKey!,
    sku: line.code,
    description: line.description,
    quantity: String(line.quantity),
    unitPriceCents: line.unitPriceCents,
    ...(discount > 0 ? { discountCents: discount } : {}),
    taxObject: '02',
    ivaRateBp: taxRateBp as 1600 | 800 | 0,
  };
}

/** The CFDI 4.0 of a document that passed `stampProblems`: I for invoices and down payments, E for credit notes. */
export function buildCfdiInput(doc: StampDocument, company: StampCompany, client: StampClient, date: string): CfdiInput {
  const terms = doc.terms!;
  const byType = new Map<string, string[]>();
  for (const r of doc.relations) byType.set(r.type, [...(byType.get(r.type) ?? []), r.uuid!]);
  return {
    type: doc.kind === 'credit_note' ? 'E' : 'I',
    series: doc.series,
    folio: String(doc.number),
    date,
    placeOfIssue: company.placeOfIssue,
    currency: doc.currency as CfdiCurrency,
    ...(doc.currency === 'MXN' ? {} : { exchangeRate: rateText(doc.exchangeRate) }),
    paymentMethod: terms.paymentMethod,
    paymentForm: terms.paymentForm,
    exportKey: '01',
    issuer: issuerOf(company),
    receiver: { rfc: client.rfc, name: client.name, regime: client.regime, zip: client.zip, use: terms.cfdiUse },
    concepts: doc.lines.map((l) => concept(l, doc.taxRateBp)),
    ...(byType.size ? { related: [...byType].map(([type, uuids]) => ({ type, uuids })) } : {}),
  };
}

export const issuerOf = (company: StampCompany): CfdiIssuer => ({ rfc: company.rfc, name: company.legalName, regime: company.taxRegime });

/** One application of a payment to a stamped PPD invoice, with the invoice's CFDI figures. */
export interface PaidInvoice {
  uuid: string;
  series: string;
  folio: string;
  currency: string;
  instalment: number;
  previousBalanceCents: number;
  paidCents: number;
  remainingBalanceCents: number;
  /** The invoice's CFDI: its total and its IVA (null rate: no traslado). */
  totalCents: number;
  iva: { rateBp: number; baseCents: number; amountCents: number } | null;
  /** What earlier instalments paid of it, in instalment order (their TrasladosDR are recomputed the same way). */
  earlierPaidCents: number[];
}

export interface StampPayment {
  /** 'yyyy-mm-dd': the day the money came. */
  payDate: string;
  form: string;
  currency: string;
  exchangeRate: number;
  reference: string;
}

/** The TrasladosDR of one instalment: a share of the invoice's IVA, the settling one takes the rest. */
export function instalmentTaxes(invoice: PaidInvoice): PaidDocumentTax[] {
  if (!invoice.iva) return [];
  const transfers: CfdiTransferTotal[] = [{ tax: '002', factorType: 'Tasa', ...invoice.iva }];
  const earlier = invoice.earlierPaidCents.map((paid) => paidDocumentTaxes(transfers, invoice.totalCents, paid));
  return paidDocumentTaxes(transfers, invoice.totalCents, invoice.paidCents, earlier, invoice.remainingBalanceCents === 0);
}

/** The payment CFDI (tipo P, Pagos 2.0): Monto is what the complement relates (the PPD invoices' share of the payment). */
export function buildPaymentInput(
  header: { series: string; folio: string; date: string },
  payment: StampPayment,
  invoices: PaidInvoice[],
  company: StampCompany,
  client: StampClient,
): PaymentCfdiInput {
  const documents: PaidDocumentInput[] = invoices.map((inv) => {
    const taxes = instalmentTaxes(inv);
    return {
      uuid: inv.uuid,
      series: inv.series,
      folio: inv.folio,
      currency: inv.currency as CfdiCurrency,
      instalment: inv.instalment,
      previousBalanceCents: inv.previousBalanceCents,
      paidCents: inv.paidCents,
      taxObject: taxes.length ? '02' : '01',
      ...(taxes.length ? { taxes } : {}),
    };
  });
  return {
    series: header.series,
    folio: header.folio,
    date: header.date,
    placeOfIssue: company.placeOfIssue,
    exportKey: '01',
    issuer: issuerOf(company),
    receiver: { rfc: client.rfc, name: client.name, regime: client.regime, zip: client.zip, use: 'CP01' } satisfies CfdiReceiver,
    payments: [
      {
        date: `${payment.payDate}T12:00:00`,
        form: payment.form,
        currency: payment.currency as CfdiCurrency,
        ...(payment.currency === 'MXN' ? {} : { exchangeRate: rateText(payment.exchangeRate) }),
        amountCents: invoices.reduce((s, i) => s + i.paidCents, 0),
        ...(payment.reference.trim() ? { operationNumber: payment.reference.trim().slice(0, 100) } : {}),
        documents,
      },
    ],
  };
}
