/*
 * Supplier invoices imported from their CFDI XML (issue 31, item 5): constants and the Spanish messages
 * the server answers with and the screens show (docs/decisions/purchasing.md, "Supplier invoices (CFDI)").
 */

/** The largest XML accepted (bytes): a CFDI with a few hundred concepts is well under 1 MB. */
export const CFDI_MAX_BYTES = 2 * 1024 * 1024;

/** The CFDI 4.0 namespace and the fiscal stamp's. */
export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';

/** The SAT's product key of a down payment (Apéndice 6 of the Guía de llenado: «Anticipo del bien o servicio»). */
export const ANTICIPO_CLAVE_PROD_SERV = '84111506';

/** c_TipoRelacion: 01 nota de crédito, 03 devolución, 07 aplicación de anticipo. */
export const CREDIT_NOTE_RELATIONS = ['01', '03', '07'] as const;
export const DOWN_PAYMENT_RELATION = '07';

/** What an imported CFDI is to the buyer. */
export const SUPPLIER_CFDI_KINDS = ['invoice', 'credit_note', 'down_payment'] as const;
export type SupplierCfdiKind = (typeof SUPPLIER_CFDI_KINDS)[number];

export const SUPPLIER_CFDI_KIND_NAMES: Record<SupplierCfdiKind, string> = {
  invoice: 'Factura',
  credit_note: 'Nota de crédito',
  down_payment: 'Factura de anticipo',
};

/** How a supplier is paid (SAT c_FormaPago's usual ones). */
export const SUPPLIER_PAYMENT_METHODS = ['Transferencia', 'Cheque', 'Efectivo', 'Tarjeta', 'Otro'] as const;
export type SupplierPaymentMethod = (typeof SUPPLIER_PAYMENT_METHODS)[number];

/** The ageing buckets of what is owed (days since the invoice's date). */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_NAMES: Record<AgeingBucket, string> = { '0-30': '0 a 30 días', '31-60': '31 a 60 días', '61-90': '61 a 90 días', '90+': 'Más de 90 días' };

export const SUPPLIER_INVOICE_MESSAGES = {
  emptyXml: 'El archivo XML está vacío.',
  tooLarge: 'El XML es demasiado grande (máximo 2 MB).',
  doctype: 'El XML declara un DOCTYPE o entidades: por seguridad no se aceptan (un CFDI nunca los trae).',
  malformed: (detail: string) => `El XML no está bien formado: ${detail}`,
  notCfdi: 'El archivo no es un CFDI: falta el nodo cfdi:Comprobante del SAT.',
  notCfdi40: (version: string) => `El CFDI es versión ${version || 'desconocida'}: solo se importan CFDI 4.0 (http://www.sat.gob.mx/cfd/4).`,
  wrongType: (tipo: string) => `El CFDI es de tipo «${tipo}»: solo se importan facturas (I) y notas de crédito (E).`,
  missing: (what: string) => `Al CFDI le falta ${what}.`,
  badAmount: (field: string, value: string) => `El importe ${field} del CFDI no es válido: «${value}».`,
  badDate: (value: string) => `La fecha del CFDI no es válida: «${value}».`,
  supplierNotFound: (rfc: string) => `No hay un proveedor con el RFC ${rfc}. Dalo de alta como socio de negocios de tipo Proveedor con ese RFC.`,
  duplicateUuid: (uuid: string, folio: string) => `El CFDI ${uuid} ya se importó (${folio}).`,
  receiptNotFound: 'La entrada de mercancía no existe.',
  receiptOtherSupplier: (folio: string) => `La entrada de mercancía ${folio} es de otro proveedor.`,
  receiptNotOpen: (folio: string) => `La entrada de mercancía ${folio} ya está cerrada o facturada.`,
  nothingMatches: (folio: string) => `Ningún concepto del CFDI corresponde a una línea abierta de la entrada ${folio}.`,
  relatedMissing: 'La nota de crédito no relaciona una factura (CfdiRelacionados con TipoRelacion 01, 03 o 07).',
  relatedNotImported: (uuid: string) => `La factura relacionada ${uuid} no se ha importado: impórtala primero.`,
  relatedOtherSupplier: (uuid: string) => `La factura relacionada ${uuid} es de otro proveedor.`,
  downPaymentNotImported: (uuid: string) => `El anticipo relacionado ${uuid} no se ha importado: impórtalo primero.`,
  downPaymentAlreadyApplied: (uuid: string) => `El anticipo ${uuid} ya se aplicó a otra factura.`,
  invoiceNotFound: 'La factura de proveedor no existe.',
  supplierNotFoundById: 'El proveedor no existe.',
  paymentNoApplications: 'Indica al menos una factura a la que se aplica el pago.',
  paymentApplicationsSum: 'La suma de lo aplicado a las facturas debe ser igual al importe del pago.',
  paymentRepeatedInvoice: 'Cada factura se indica una sola vez en el pago.',
  paymentInvoiceOtherSupplier: 'Una de las facturas no es de este proveedor.',
  paymentNotAnInvoice: 'Un pago se aplica a facturas, no a notas de crédito.',
  paymentOverBalance: (folio: string, balance: string) => `El pago excede el saldo de ${folio} (${balance}).`,
  reportRange: 'La fecha inicial debe ser anterior o igual a la final.',
} as const;
