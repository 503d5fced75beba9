import { Type, type Static } from '@sinclair/typebox';
import { SALES_CREDIT_NOTE_RELATIONS, CFDI_PAYMENT_METHODS, CFDI_RELATION_TYPES, FORMA_PAGO_CODES, PAYMENT_FORM_CODES, RECEIVABLE_LISTS } from '../domain/receivables';
import { USO_CFDI_CODES } from '../domain/sat/uso-cfdi';
import { CURRENCIES } from '../domain/enums';
import { INVOICED_SALES_GROUPS } from '../rules/receivables/report';
import { DbId, IsoDate, PlainText } from './common';
import { literalUnion } from './literal-union';

/*
 * Accounts receivable (issue 32 items 6 and 8): invoices, debit and credit notes, down payments and their
 * requests, incoming payments applied to invoices, the clients' balances and the invoiced sales report.
 */

const Cents = Type.Integer();
const PositiveCents = Type.Integer({ minimum: 1, maximum: 100_000_000_000 });
const Quantity = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });
const CopyLines = Type.Array(Type.Object({ baseLineId: DbId, quantity: Quantity }, { additionalProperties: false }), { minItems: 1, maxItems: 500 });
const FiscalTermsFields = {
  paymentMethod: literalUnion(CFDI_PAYMENT_METHODS),
  paymentForm: literalUnion(FORMA_PAGO_CODES),
  /** Absent: the client's default CFDI use. */
  cfdiUse: Type.Optional(literalUnion(USO_CFDI_CODES)),
  /** Absent: on the date for PUE, 30 days later for PPD. */
  dueDate: Type.Optional(IsoDate),
};

/** POST /receivables/invoices: an invoice copied from an order or a delivery, partially by line. */
export const CreateInvoiceBody = Type.Object(
  {
    baseId: DbId,
    lines: CopyLines,
    ...FiscalTermsFields,
    /** Paid down payments applied to this invoice (relation 07) and how much of each, IVA included. */
    downPayments: Type.Optional(Type.Array(Type.Object({ documentId: DbId, amountCents: PositiveCents }, { additionalProperties: false }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type CreateInvoiceBody = Static<typeof CreateInvoiceBody>;

/** POST /receivables/credit-notes: invoice lines credited (returned or discounted), relation 01 or 03. */
export const CreateCreditNoteBody = Type.Object(
  { invoiceId: DbId, relationType: literalUnion(SALES_CREDIT_NOTE_RELATIONS), lines: CopyLines, paymentForm: Type.Optional(literalUnion(PAYMENT_FORM_CODES)) },
  { additionalProperties: false },
);
export type CreateCreditNoteBody = Static<typeof CreateCreditNoteBody>;

/** POST /receivables/debit-notes: an invoice related 02 to the invoice it charges, with its own lines. */
export const CreateDebitNoteBody = Type.Object(
  {
    invoiceId: DbId,
    lines: Type.Array(
      Type.Object(
        { description: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }), quantity: Quantity, unitPriceCents: PositiveCents },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
    ...FiscalTermsFields,
  },
  { additionalProperties: false },
);
export type CreateDebitNoteBody = Static<typeof CreateDebitNoteBody>;

/** POST /receivables/down-payments: a down payment requested on an order (before taxes; IVA is added). */
export const CreateDownPaymentBody = Type.Object(
  { orderId: DbId, amountCents: PositiveCents, cfdiUse: Type.Optional(literalUnion(USO_CFDI_CODES)) },
  { additionalProperties: false },
);
export type CreateDownPaymentBody = Static<typeof CreateDownPaymentBody>;

export const ReceivableQuery = Type.Object(
  {
    list: Type.Optional(literalUnion(RECEIVABLE_LISTS)),
    partnerId: Type.Optional(DbId),
    /** Only those with an open balance. */
    open: Type.Optional(Type.Boolean()),
    q: Type.Optional(PlainText(100)),
  },
  { additionalProperties: false },
);
export type ReceivableQuery = Static<typeof ReceivableQuery>;

/** A fiscal document (invoice, debit note, credit note, down payment or its request) as lists show it. */
export const ReceivableDocument = Type.Object({
  id: DbId,
  list: literalUnion(RECEIVABLE_LISTS),
  folio: Type.String(),
  status: Type.String(),
  partnerId: DbId,
  partnerName: Type.String(),
  rfc: Type.String(),
  sellerId: DbId,
  sellerName: Type.String(),
  docDate: Type.String(),
  dueDate: Type.Union([Type.String(), Type.Null()]),
  currency: literalUnion(CURRENCIES),
  exchangeRate: Type.Integer(),
  subtotalCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  /** What is still owed, in the document's currency (0 for a credit note). */
  balanceCents: Cents,
  paymentMethod: literalUnion(CFDI_PAYMENT_METHODS),
  paymentForm: Type.String(),
  cfdiUse: Type.String(),
  baseFolio: Type.Union([Type.String(), Type.Null()]),
});
export type ReceivableDocument = Static<typeof ReceivableDocument>;

export const DocumentRelation = Type.Object({
  relationType: literalUnion(CFDI_RELATION_TYPES),
  documentId: DbId,
  folio: Type.String(),
  /** Relation 07: the down payment's amount applied (IVA included); other relations: the related total. */
  amountCents: Cents,
});
export type DocumentRelation = Static<typeof DocumentRelation>;

/** One application of an incoming payment to a document (what the payment complement needs). */
export const PaymentApplication = Type.Object({
  paymentId: DbId,
  paymentFolio: Type.String(),
  date: Type.String(),
  paymentForm: Type.String(),
  documentId: DbId,
  documentFolio: Type.String(),
  currency: literalUnion(CURRENCIES),
  instalment: Type.Integer(),
  previousBalanceCents: Cents,
  paidCents: Cents,
  remainingBalanceCents: Cents,
});
export type PaymentApplication = Static<typeof PaymentApplication>;

export const ReceivableDocumentDetail = Type.Composite([
  ReceivableDocument,
  Type.Object({
    lines: Type.Array(
      Type.Object({ id: DbId, lineNumber: Type.Integer(), code: Type.String(), description: Type.String(), quantity: Type.Integer(), openQuantity: Type.Integer(), unitPriceCents: Cents, discountBp: Type.Integer(), subtotalCents: Cents, taxCents: Cents }),
    ),
    baseId: Type.Union([DbId, Type.Null()]),
    baseKind: Type.Union([Type.String(), Type.Null()]),
    /** What this document relates (credit note → invoice 01/03, debit note → invoice 02, invoice → down payments 07). */
    relates: Type.Array(DocumentRelation),
    /** What relates this document (its credit and debit notes, the invoices a down payment was applied to). */
    relatedBy: Type.Array(DocumentRelation),
    payments: Type.Array(PaymentApplication),
    creditedCents: Cents,
    downPaymentsAppliedCents: Cents,
    paidCents: Cents,
    /** A down payment: how much of it is still to apply to a final invoice. */
    downPaymentAvailableCents: Cents,
  }),
]);
export type ReceivableDocumentDetail = Static<typeof ReceivableDocumentDetail>;

/** An order or a delivery an invoice may be copied from, with its open lines. */
export const InvoiceSource = Type.Object({
  id: DbId,
  kind: literalUnion(['order', 'delivery', 'invoice'] as const),
  folio: Type.String(),
  partnerId: DbId,
  partnerName: Type.String(),
  usoCfdi: Type.String(),
  currency: literalUnion(CURRENCIES),
  docDate: Type.String(),
  totalCents: Cents,
  lines: Type.Array(Type.Object({ id: DbId, code: Type.String(), description: Type.String(), quantity: Type.Integer(), openQuantity: Type.Integer(), unitPriceCents: Cents })),
  /** The client's paid down payments with something left to apply. */
  downPayments: Type.Array(Type.Object({ id: DbId, folio: Type.String(), availableCents: Cents })),
});
export type InvoiceSource = Static<typeof InvoiceSource>;

export const InvoiceSourceQuery = Type.Object({ kind: Type.Optional(literalUnion(['order', 'delivery'] as const)), q: Type.Optional(PlainText(100)) }, { additionalProperties: false });
export type InvoiceSourceQuery = Static<typeof InvoiceSourceQuery>;

export const InvoiceSourceRow = Type.Object({ id: DbId, kind: literalUnion(['order', 'delivery'] as const), folio: Type.String(), partnerName: Type.String(), docDate: Type.String(), totalCents: Cents, currency: literalUnion(CURRENCIES) });
export type InvoiceSourceRow = Static<typeof InvoiceSourceRow>;

export const CustomerPaymentBody = Type.Object(
  {
    partnerId: DbId,
    date: IsoDate,
    paymentForm: literalUnion(PAYMENT_FORM_CODES),
    currency: literalUnion(CURRENCIES),
    /** Pesos per unit in ten-thousandths (MXN: 10000). */
    exchangeRate: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    amountCents: PositiveCents,
    reference: PlainText(120),
    applications: Type.Array(Type.Object({ documentId: DbId, amountCents: PositiveCents }, { additionalProperties: false }), { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type CustomerPaymentBody = Static<typeof CustomerPaymentBody>;

export const CustomerPayment = Type.Object({
  id: DbId,
  folio: Type.String(),
  partnerId: DbId,
  partnerName: Type.String(),
  date: Type.String(),
  paymentForm: Type.String(),
  currency: literalUnion(CURRENCIES),
  exchangeRate: Type.Integer(),
  amountCents: Cents,
  reference: Type.String(),
  applications: Type.Array(PaymentApplication),
  createdAt: Type.String(),
});
export type CustomerPayment = Static<typeof CustomerPayment>;

const Ageing = Type.Object({ '0-30': Cents, '31-60': Cents, '61-90': Cents, '90+': Cents });

export const ClientBalance = Type.Object({
  partnerId: DbId,
  partnerName: Type.String(),
  rfc: Type.String(),
  /** Open balance in pesos (documents in dollars at their exchange rate). */
  balanceCents: Cents,
  overdueCents: Cents,
  ageing: Ageing,
  openDocuments: Type.Integer(),
});
export type ClientBalance = Static<typeof ClientBalance>;

export const ClientBalanceDetail = Type.Composite([
  ClientBalance,
  Type.Object({ today: Type.String(), documents: Type.Array(ReceivableDocument), payments: Type.Array(CustomerPayment) }),
]);
export type ClientBalanceDetail = Static<typeof ClientBalanceDetail>;

export const InvoicedSalesQuery = Type.Object({ from: IsoDate, to: IsoDate, groupBy: Type.Optional(literalUnion(INVOICED_SALES_GROUPS)) }, { additionalProperties: false });
export type InvoicedSalesQuery = Static<typeof InvoicedSalesQuery>;

export const InvoicedSalesReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  groupBy: literalUnion(INVOICED_SALES_GROUPS),
  scope: literalUnion(['own', 'all'] as const),
  rows: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      documents: Type.Integer(),
      quantity: Type.Number(),
      amountCents: Cents,
      costCents: Cents,
      marginCents: Type.Union([Cents, Type.Null()]),
      marginBp: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  totalCents: Cents,
  marginCents: Type.Union([Cents, Type.Null()]),
});
export type InvoicedSalesReport = Static<typeof InvoicedSalesReport>;
