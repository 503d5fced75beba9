/*
 * Accounts receivable (issue 32 items 6 and 8): the SAT catalogues an invoice's fiscal terms use, the
 * relation types between CFDIs, and the Spanish messages of invoices, credit and debit notes, down
 * payments, incoming payments and the client's statement (docs/decisions/receivables.md).
 */

/** c_MetodoPago: paid in one exhibition (PUE) or in instalments or later (PPD). */
export const CFDI_PAYMENT_METHODS = ['PUE', 'PPD'] as const;
export type CfdiPaymentMethod = (typeof CFDI_PAYMENT_METHODS)[number];
export const CFDI_PAYMENT_METHOD_NAMES: Record<CfdiPaymentMethod, string> = {
  PUE: 'PUE · Pago en una sola exhibición',
  PPD: 'PPD · Pago en parcialidades o diferido',
};

/** c_FormaPago (SAT catalogue, CFDI 4.0). */
export const FORMAS_PAGO = [
  { code: '01', name: 'Efectivo' },
  { code: '02', name: 'Cheque nominativo' },
  { code: '03', name: 'Transferencia electrónica de fondos' },
  { code: '04', name: 'Tarjeta de crédito' },
  { code: '05', name: 'Monedero electrónico' },
  { code: '06', name: 'Dinero electrónico' },
  { code: '08', name: 'Vales de despensa' },
  { code: '12', name: 'Dación en pago' },
  { code: '13', name: 'Pago por subrogación' },
  { code: '14', name: 'Pago por consignación' },
  { code: '15', name: 'Condonación' },
  { code: '17', name: 'Compensación' },
  { code: '23', name: 'Novación' },
  { code: '24', name: 'Confusión' },
  { code: '25', name: 'Remisión de deuda' },
  { code: '26', name: 'Prescripción o caducidad' },
  { code: '27', name: 'A satisfacción del acreedor' },
  { code: '28', name: 'Tarjeta de débito' },
  { code: '29', name: 'Tarjeta de servicios' },
  { code: '30', name: 'Aplicación de anticipos' },
  { code: '31', name: 'Intermediario pagos' },
  { code: '99', name: 'Por definir' },
] as const;
export type FormaPagoCode = (typeof FORMAS_PAGO)[number]['code'];
export const FORMA_PAGO_CODES = FORMAS_PAGO.map((f) => f.code) as unknown as readonly [FormaPagoCode, ...FormaPagoCode[]];
/** The forms a payment actually received can have ('99 Por definir' is only an invoice's, with PPD). */
export const PAYMENT_FORM_CODES = FORMA_PAGO_CODES.filter((c) => c !== '99') as unknown as readonly [FormaPagoCode, ...FormaPagoCode[]];

export function formaPagoLabel(code: string): string {
  const entry = FORMAS_PAGO.find((f) => f.code === code);
  return entry ? `${entry.code} · ${entry.name}` : code;
}

/** c_TipoRelacion used here: credit note (01), debit note (02), return (03), down payment applied (07). */
export const CFDI_RELATION_TYPES = ['01', '02', '03', '07'] as const;
export type CfdiRelationType = (typeof CFDI_RELATION_TYPES)[number];
export const CFDI_RELATION_NAMES: Record<CfdiRelationType, string> = {
  '01': '01 · Nota de crédito de los documentos relacionados',
  '02': '02 · Nota de débito de los documentos relacionados',
  '03': '03 · Devolución de mercancía sobre facturas o traslados previos',
  '07': '07 · CFDI por aplicación de anticipo',
};
/** A credit note relates its invoice with 01 (return or discount) or 03 (return of goods). */
export const SALES_CREDIT_NOTE_RELATIONS = ['01', '03'] as const;
export type CreditNoteRelation = (typeof SALES_CREDIT_NOTE_RELATIONS)[number];

/** How the receivables screens list fiscal documents (a debit note is an invoice related 02; a request is an unpaid down payment). */
export const RECEIVABLE_LISTS = ['invoice', 'debit_note', 'credit_note', 'down_payment', 'down_payment_request'] as const;
export type ReceivableList = (typeof RECEIVABLE_LISTS)[number];
export const RECEIVABLE_LIST_NAMES: Record<ReceivableList, { singular: string; plural: string }> = {
  invoice: { singular: 'Factura de deudores', plural: 'Facturas de deudores' },
  debit_note: { singular: 'Nota de débito', plural: 'Notas de débito' },
  credit_note: { singular: 'Nota de crédito', plural: 'Notas de crédito' },
  down_payment: { singular: 'Factura de anticipo', plural: 'Facturas de anticipo' },
  down_payment_request: { singular: 'Solicitud de anticipo', plural: 'Solicitudes de anticipo' },
};

/** The SAT's key and unit of a down payment's single concept (Guía de llenado, Apéndice 6). */
export const DOWN_PAYMENT_CONCEPT = { code: '84111506', description: 'Anticipo del bien o servicio' } as const;

/** Days to pay a PPD invoice when nothing else says (the partners have no payment terms yet). */
export const DEFAULT_CREDIT_DAYS = 30;

export const RECEIVABLES_MESSAGES = {
  documentNotFound: 'El documento no existe.',
  clientNotFound: 'El cliente no existe.',
  notYours: 'Solo el vendedor de este documento o un administrador pueden hacerlo.',
  notAClient: 'El socio de negocio no es un cliente.',
  baseNotInvoiceable: 'Solo se factura desde una orden de venta o una entrega.',
  baseNotInvoice: 'Una nota se hace sobre una factura de deudores.',
  ppdNeeds99: 'Con método de pago PPD la forma de pago es 99 (Por definir).',
  pueNot99: 'Con método de pago PUE indica la forma de pago con la que se pagó (no 99).',
  usoCfdiMissing: 'Indica el uso del CFDI (el cliente no tiene uno por omisión).',
  noLines: 'Indica al menos una línea con cantidad.',
  dueBeforeDate: 'El vencimiento no puede ser anterior a la fecha de la factura.',
  downPaymentNotFound: 'El anticipo no existe.',
  downPaymentOtherClient: 'El anticipo es de otro cliente.',
  downPaymentNotPaid: (folio: string) => `El anticipo ${folio} aún no está cobrado: se aplica cuando se cobra.`,
  downPaymentOver: (folio: string, available: string) => `Del anticipo ${folio} quedan ${available} por aplicar.`,
  downPaymentOverInvoice: 'Lo aplicado de anticipos no puede exceder el total de la factura.',
  downPaymentRepeated: 'Cada anticipo se aplica una sola vez por factura.',
  downPaymentAmount: 'El anticipo debe ser mayor que cero y no exceder el pedido.',
  orderNotOpen: 'La orden de venta no está abierta.',
  baseNotOrder: 'El anticipo se pide sobre una orden de venta.',
  creditNoteOver: (folio: string, balance: string) => `La nota de crédito excede el saldo de ${folio} (${balance}).`,
  paymentNoApplications: 'Indica al menos una factura a la que se aplica el cobro.',
  paymentSum: 'Lo aplicado a las facturas debe sumar el importe del cobro.',
  paymentRepeated: 'Cada factura aparece una sola vez en el cobro.',
  paymentOver: (folio: string, balance: string) => `El cobro excede el saldo de ${folio} (${balance}).`,
  paymentOtherClient: 'Una de las facturas es de otro cliente.',
  paymentNotReceivable: 'Un cobro se aplica a facturas, notas de débito o anticipos abiertos.',
  paymentCurrency: 'El cobro y cada factura a la que se aplica deben estar en la misma moneda.',
  paymentCancelled: 'No se cobra un documento cancelado.',
  badDate: 'La fecha no es válida.',
  loadFailed: 'No pudimos cargar la cartera. Revisa tu conexión e inténtalo de nuevo.',
} as const;
