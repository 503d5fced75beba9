import { Type, type Static } from '@sinclair/typebox';
import { CFDI_MAX_BYTES, SUPPLIER_CFDI_KINDS, SUPPLIER_PAYMENT_METHODS } from '../domain/supplier-invoices';
import { PURCHASE_REPORT_GROUPS } from '../rules/supplier-invoices/report';
import { DbId, IsoDate, PlainText } from './common';
import { literalUnion } from './literal-union';

const Cents = Type.Integer();

/** POST /purchasing/supplier-invoices/import: the CFDI's XML text and, for an invoice, the receipt to match. */
export const ImportSupplierCfdiBody = Type.Object(
  {
    /** The XML as text (the screen reads the dropped file). */
    xml: Type.String({ maxLength: CFDI_MAX_BYTES }),
    /** The goods receipt (Entrada de mercancía) the invoice is matched with and copied from. */
    goodsReceiptId: Type.Optional(Type.Union([DbId, Type.Null()])),
    /** True: only read and match, store nothing (the dialog's preview). */
    dryRun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ImportSupplierCfdiBody = Static<typeof ImportSupplierCfdiBody>;

export const CfdiDifference = Type.Object({
  kind: literalUnion(['quantity', 'price', 'total', 'not-received', 'not-invoiced', 'currency'] as const),
  code: Type.String(),
  description: Type.String(),
  expected: Type.Union([Type.Number(), Type.Null()]),
  actual: Type.Union([Type.Number(), Type.Null()]),
  message: Type.String(),
});
export type CfdiDifference = Static<typeof CfdiDifference>;

export const CfdiConcept = Type.Object({
  claveProdServ: Type.String(),
  code: Type.String(),
  description: Type.String(),
  quantity: Type.Number(),
  unit: Type.String(),
  unitPriceCents: Cents,
  amountCents: Cents,
  discountCents: Cents,
});
export type CfdiConcept = Static<typeof CfdiConcept>;

/** An imported CFDI (invoice, down payment or credit note) as lists and the detail show it. */
export const SupplierInvoice = Type.Object({
  id: DbId,
  uuid: Type.String(),
  kind: literalUnion(SUPPLIER_CFDI_KINDS),
  /** The engine's Factura de proveedor (FP-…); null for a credit note. */
  documentId: Type.Union([DbId, Type.Null()]),
  folio: Type.Union([Type.String(), Type.Null()]),
  /** The supplier's own series and folio in the CFDI. */
  cfdiFolio: Type.String(),
  supplierId: DbId,
  supplierName: Type.String(),
  rfc: Type.String(),
  issuedAt: Type.String(),
  currency: Type.String(),
  /** Pesos per unit in ten-thousandths (MXN: 10000). */
  exchangeRate: Type.Integer(),
  subtotalCents: Cents,
  discountCents: Cents,
  transferredTaxCents: Cents,
  withheldTaxCents: Cents,
  totalCents: Cents,
  totalMxnCents: Cents,
  paymentMethod: Type.String(),
  goodsReceiptId: Type.Union([DbId, Type.Null()]),
  goodsReceiptFolio: Type.Union([Type.String(), Type.Null()]),
  relatedUuid: Type.Union([Type.String(), Type.Null()]),
  relationType: Type.Union([Type.String(), Type.Null()]),
  /** What is still owed in pesos (invoices and down payments); 0 for a credit note. */
  balanceCents: Cents,
  differenceCount: Type.Integer(),
  createdAt: Type.String(),
});
export type SupplierInvoice = Static<typeof SupplierInvoice>;

export const SupplierInvoiceDetail = Type.Composite([
  SupplierInvoice,
  Type.Object({
    concepts: Type.Array(CfdiConcept),
    differences: Type.Array(CfdiDifference),
    /** Credit notes and payments applied to it. */
    creditNotes: Type.Array(Type.Object({ id: DbId, uuid: Type.String(), issuedAt: Type.String(), totalMxnCents: Cents, relationType: Type.String() })),
    payments: Type.Array(Type.Object({ paymentId: DbId, date: Type.String(), method: Type.String(), reference: Type.String(), amountCents: Cents })),
    /** A down payment: the invoice it was applied to (TipoRelacion 07), if any. */
    appliedTo: Type.Union([Type.Object({ id: DbId, uuid: Type.String(), folio: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  }),
]);
export type SupplierInvoiceDetail = Static<typeof SupplierInvoiceDetail>;

/** The import's answer: what was read and the differences; `invoice` is null on a dry run. */
export const SupplierCfdiImport = Type.Object({
  stored: Type.Boolean(),
  invoice: Type.Union([SupplierInvoice, Type.Null()]),
  kind: literalUnion(SUPPLIER_CFDI_KINDS),
  uuid: Type.String(),
  supplierId: DbId,
  supplierName: Type.String(),
  totalCents: Cents,
  currency: Type.String(),
  concepts: Type.Array(CfdiConcept),
  differences: Type.Array(CfdiDifference),
});
export type SupplierCfdiImport = Static<typeof SupplierCfdiImport>;

export const SupplierInvoiceQuery = Type.Object(
  {
    kind: Type.Optional(literalUnion(SUPPLIER_CFDI_KINDS)),
    supplierId: Type.Optional(DbId),
    /** Only those with something still owed. */
    open: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SupplierInvoiceQuery = Static<typeof SupplierInvoiceQuery>;

export const SupplierPaymentBody = Type.Object(
  {
    supplierId: DbId,
    date: IsoDate,
    amountCents: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
    method: literalUnion(SUPPLIER_PAYMENT_METHODS),
    reference: PlainText(120),
    applications: Type.Array(Type.Object({ invoiceId: DbId, amountCents: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }) }, { additionalProperties: false }), { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type SupplierPaymentBody = Static<typeof SupplierPaymentBody>;

export const SupplierPayment = Type.Object({
  id: DbId,
  supplierId: DbId,
  supplierName: Type.String(),
  date: Type.String(),
  amountCents: Cents,
  method: Type.String(),
  reference: Type.String(),
  applications: Type.Array(Type.Object({ invoiceId: DbId, uuid: Type.String(), folio: Type.Union([Type.String(), Type.Null()]), amountCents: Cents })),
  createdAt: Type.String(),
});
export type SupplierPayment = Static<typeof SupplierPayment>;

const Ageing = Type.Object({ '0-30': Cents, '31-60': Cents, '61-90': Cents, '90+': Cents });

export const SupplierBalance = Type.Object({
  supplierId: DbId,
  supplierName: Type.String(),
  rfc: Type.String(),
  invoicedCents: Cents,
  creditNotesCents: Cents,
  paidCents: Cents,
  balanceCents: Cents,
  ageing: Ageing,
  openInvoices: Type.Integer(),
  /** Down payments not yet applied to an invoice (TipoRelacion 07). */
  unappliedDownPayments: Type.Integer(),
});
export type SupplierBalance = Static<typeof SupplierBalance>;

export const SupplierBalanceDetail = Type.Composite([
  SupplierBalance,
  Type.Object({ invoices: Type.Array(SupplierInvoice), payments: Type.Array(SupplierPayment) }),
]);
export type SupplierBalanceDetail = Static<typeof SupplierBalanceDetail>;

export const PurchaseReportQuery = Type.Object(
  { from: IsoDate, to: IsoDate, groupBy: Type.Optional(literalUnion(PURCHASE_REPORT_GROUPS)) },
  { additionalProperties: false },
);
export type PurchaseReportQuery = Static<typeof PurchaseReportQuery>;

export const PurchaseReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  groupBy: literalUnion(PURCHASE_REPORT_GROUPS),
  rows: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), invoices: Type.Integer(), quantity: Type.Number(), amountCents: Cents })),
  totalCents: Cents,
});
export type PurchaseReport = Static<typeof PurchaseReport>;
