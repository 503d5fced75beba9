/**
 * What the library builds a CFDI 4.0 from. Money is in integer cents of the document's currency
 * (MXN and USD both have two decimals); quantities, exchange rates and equivalences are decimal text, so
 * no binary fraction ever reaches the XML.
 */

export type CfdiCurrency = 'MXN' | 'USD';

/** The company that issues (Emisor). */
export interface CfdiIssuer {
  rfc: string;
  name: string;
  /** c_RegimenFiscal, e.g. '601'. */
  regime: string;
}

/** The client (Receptor). */
export interface CfdiReceiver {
  rfc: string;
  name: string;
  /** c_RegimenFiscal of the receiver. */
  regime: string;
  /** DomicilioFiscalReceptor: the receiver's postal code. */
  zip: string;
  /** c_UsoCFDI ('G03', 'G02' for a credit note, 'CP01' for a payment). */
  use: string;
}

/** A group of related CFDIs (CfdiRelacionados). */
export interface CfdiRelation {
  /** c_TipoRelacion: '01' credit note, '04' substitution, '07' down payment applied… */
  type: string;
  uuids: string[];
}

export interface CfdiConceptInput {
  /** c_ClaveProdServ (8 digits). */
  productKey: string;
  /** c_ClaveUnidad ('H87', 'E48', 'ACT'). */
  unitKey: string;
  /** Unidad: the unit's own name (optional). */
  unitName?: string;
  /** NoIdentificacion: the item's code (optional). */
  sku?: string;
  description: string;
  /** Decimal text with up to 6 decimals, greater than zero. */
  quantity: string;
  unitPriceCents: number;
  discountCents?: number;
  /** c_ObjetoImp: '01' not subject, '02' subject (IVA broken down), '03' subject, not broken down. */
  taxObject: '01' | '02' | '03';
  /** IVA rate in basis points; required when taxObject is '02'. */
  ivaRateBp?: 1600 | 800 | 0;
}

/** An Ingreso (I) or Egreso (E) CFDI 4.0. */
export interface CfdiInput {
  type: 'I' | 'E';
  series: string;
  folio: string;
  /** Local time of the place of issue: 'yyyy-mm-ddThh:mm:ss'. */
  date: string;
  /** LugarExpedicion: the issuing branch's postal code. */
  placeOfIssue: string;
  currency: CfdiCurrency;
  /** Pesos per unit of `currency`, decimal text with up to 6 decimals; required when not MXN. */
  exchangeRate?: string;
  paymentMethod?: 'PUE' | 'PPD';
  /** c_FormaPago; '99' (por definir) with PPD. */
  paymentForm?: string;
  /** CondicionesDePago (optional free text). */
  paymentTerms?: string;
  exportKey: '01';
  issuer: CfdiIssuer;
  receiver: CfdiReceiver;
  concepts: CfdiConceptInput[];
  related?: CfdiRelation[];
}

/** One concept's amounts (cents). */
export interface CfdiConceptTotals {
  /** Importe = Cantidad × ValorUnitario, rounded half up. */
  amountCents: number;
  discountCents: number;
  /** The IVA traslado of the concept, when its tax object is '02'. */
  iva: { baseCents: number; rateBp: number; amountCents: number } | null;
}

/** One line of the summary Traslados (grouped by impuesto + tipo factor + tasa). */
export interface CfdiTransferTotal {
  /** c_Impuesto: '002' is IVA. */
  tax: '002';
  factorType: 'Tasa';
  rateBp: number;
  baseCents: number;
  amountCents: number;
}

export interface CfdiTotals {
  concepts: CfdiConceptTotals[];
  /** SubTotal: Σ Importe. */
  subtotalCents: number;
  /** Descuento: Σ concept discounts; `hasDiscount` says whether the attribute is written. */
  discountCents: number;
  hasDiscount: boolean;
  /** TotalImpuestosTrasladados; null when no concept carries a traslado (no Impuestos node). */
  transferredTaxCents: number | null;
  transfers: CfdiTransferTotal[];
  /** Total = SubTotal − Descuento + TotalImpuestosTrasladados. */
  totalCents: number;
}

/** An IVA traslado of a paid document (TrasladoDR), in the document's currency. */
export interface PaidDocumentTax {
  rateBp: 1600 | 800 | 0;
  baseCents: number;
  amountCents: number;
}

/** A document a payment settles (pago20:DoctoRelacionado). */
export interface PaidDocumentInput {
  uuid: string;
  series?: string;
  folio?: string;
  currency: CfdiCurrency;
  /**
   * EquivalenciaDR: units of the document's currency per unit of the payment's, decimal text (up to 10
   * decimals). Written '1' when both currencies are the same; required when they differ.
   */
  equivalence?: string;
  /** NumParcialidad: 1 for the first payment of the document. */
  instalment: number;
  /** ImpSaldoAnt, in the document's currency. */
  previousBalanceCents: number;
  /** ImpPagado, in the document's currency. ImpSaldoInsoluto is previous − paid (never below zero). */
  paidCents: number;
  taxObject: '01' | '02' | '03';
  /** TrasladosDR (required when taxObject is '02'): see `paidDocumentTaxes` in payment-totals.ts. */
  taxes?: PaidDocumentTax[];
}

/** One payment received (pago20:Pago). */
export interface PaymentInput {
  /** FechaPago: 'yyyy-mm-ddThh:mm:ss'. */
  date: string;
  /** FormaDePagoP: c_FormaPago (never '99'). */
  form: string;
  currency: CfdiCurrency;
  /** TipoCambioP: pesos per unit, decimal text; written '1' for MXN. */
  exchangeRate?: string;
  /** Monto, in the payment's currency. */
  amountCents: number;
  /** NumOperacion (optional). */
  operationNumber?: string;
  documents: PaidDocumentInput[];
}

/** A payment CFDI (tipo P) with the complement Pagos 2.0. */
export interface PaymentCfdiInput {
  series: string;
  folio: string;
  date: string;
  placeOfIssue: string;
  exportKey: '01';
  issuer: CfdiIssuer;
  /** `use` must be 'CP01'. */
  receiver: CfdiReceiver;
  related?: CfdiRelation[];
  payments: PaymentInput[];
}

/** The computed amounts of a payment complement (pago20:Totales and each TrasladoP). */
export interface PaymentTotals {
  payments: {
    /** ImpSaldoInsoluto of each related document, in order. */
    remainingBalancesCents: number[];
    /** TrasladosP: Σ TrasladoDR converted to the payment's currency, by rate. */
    transfers: { rateBp: number; baseCents: number; amountCents: number }[];
  }[];
  /** MontoTotalPagos, in MXN. */
  totalPaidMxnCents: number;
  /** TotalTrasladosBaseIVA16 / ImpuestoIVA16, …8, …0 (MXN), only the rates present. */
  ivaByRate: { rateBp: number; baseCents: number; amountCents: number }[];
}

/** The CSD (certificado de sello digital): the .cer as DER and its private key as unencrypted PEM. */
export interface CfdiCsd {
  certificateDer: Buffer;
  privateKeyPem: string;
}
