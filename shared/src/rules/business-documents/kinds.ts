/*
 * The kinds of business document (SAP Business One's "marketing documents": one header, lines, and
 * each line's base document and base line). Data only: what each kind is called in Spanish, which side
 * of the business it belongs to, its SAP object for reference, and the series its folios use by default.
 * `quotation` and `order` keep the names and folio prefixes they had before the engine (S00098, OV00012).
 */

export const BUSINESS_DOCUMENT_KINDS = [
  'quotation',
  'order',
  'delivery',
  'return',
  'invoice',
  'credit_note',
  'down_payment_invoice',
  'purchase_request',
  'supplier_quotation',
  'purchase_order',
  'goods_receipt_po',
  'goods_return',
  'supplier_invoice',
  'stock_transfer',
] as const;
export type BusinessDocumentKind = (typeof BUSINESS_DOCUMENT_KINDS)[number];

/** Sales documents face a client, purchasing documents a supplier, inventory documents no partner. */
export type DocumentSide = 'sales' | 'purchasing' | 'inventory';

export interface DocumentKindInfo {
  /** Singular Spanish name, as a screen shows it. */
  name: string;
  side: DocumentSide;
  /** SAP Business One's object table, for whoever maps data from or to it. */
  sapObject: string;
  /** The series a new document of this kind takes when none is given (also its folio prefix). */
  defaultSeries: string;
  /** The lines of an open document may still be edited (posted documents such as deliveries may not). */
  editable: boolean;
}

export const DOCUMENT_KINDS: Readonly<Record<BusinessDocumentKind, DocumentKindInfo>> = {
  quotation: { name: 'Cotización', side: 'sales', sapObject: 'OQUT', defaultSeries: 'S', editable: true },
  order: { name: 'Orden de venta', side: 'sales', sapObject: 'ORDR', defaultSeries: 'OV', editable: true },
  delivery: { name: 'Entrega', side: 'sales', sapObject: 'ODLN', defaultSeries: 'EN', editable: false },
  return: { name: 'Devolución', side: 'sales', sapObject: 'ORDN', defaultSeries: 'DV', editable: false },
  invoice: { name: 'Factura de deudores', side: 'sales', sapObject: 'OINV', defaultSeries: 'F', editable: false },
  credit_note: { name: 'Nota de crédito', side: 'sales', sapObject: 'ORIN', defaultSeries: 'NC', editable: false },
  down_payment_invoice: { name: 'Factura de anticipo', side: 'sales', sapObject: 'ODPI', defaultSeries: 'FA', editable: false },
  purchase_request: { name: 'Solicitud de compra', side: 'purchasing', sapObject: 'OPRQ', defaultSeries: 'SC', editable: true },
  supplier_quotation: { name: 'Oferta de compra', side: 'purchasing', sapObject: 'OPQT', defaultSeries: 'OFC', editable: true },
  purchase_order: { name: 'Pedido de compra', side: 'purchasing', sapObject: 'OPOR', defaultSeries: 'PC', editable: true },
  goods_receipt_po: { name: 'Entrada de mercancía', side: 'purchasing', sapObject: 'OPDN', defaultSeries: 'EM', editable: false },
  goods_return: { name: 'Devolución de mercancía', side: 'purchasing', sapObject: 'ORPD', defaultSeries: 'DM', editable: false },
  supplier_invoice: { name: 'Factura de proveedor', side: 'purchasing', sapObject: 'OPCH', defaultSeries: 'FP', editable: false },
  stock_transfer: { name: 'Transferencia de stock', side: 'inventory', sapObject: 'OWTR', defaultSeries: 'TR', editable: false },
};

export function isBusinessDocumentKind(value: unknown): value is BusinessDocumentKind {
  return typeof value === 'string' && (BUSINESS_DOCUMENT_KINDS as readonly string[]).includes(value);
}
