/*
 * Inventory documents, stock counts, item planning and stock reports (issue 31, item 3; docs/decisions/stock.md):
 * SAP Business One's goods receipt (OIGN), goods issue (OIGE) and stock transfer (OWTR) without a partner,
 * each a folio of its own series; a stock count posts its differences as count adjustments.
 */

/** The three inventory documents a person posts by hand. */
export const STOCK_DOCUMENT_KINDS = ['receipt', 'issue', 'transfer'] as const;
export type StockDocumentKind = (typeof STOCK_DOCUMENT_KINDS)[number];

/** Each kind's folio series: EI00001 (entrada), SI00001 (salida), TR00001 (transferencia). */
export const STOCK_DOCUMENT_SERIES: Record<StockDocumentKind, string> = { receipt: 'EI', issue: 'SI', transfer: 'TR' };

export const STOCK_DOCUMENT_LABELS: Record<StockDocumentKind, { one: string; many: string; new: string }> = {
  receipt: { one: 'Entrada de mercancía', many: 'Entradas de mercancía', new: 'Nueva entrada' },
  issue: { one: 'Salida de mercancía', many: 'Salidas de mercancía', new: 'Nueva salida' },
  transfer: { one: 'Transferencia de stock', many: 'Transferencias de stock', new: 'Nueva transferencia' },
};

export const INVENTORY_LIMITS = {
  /** Lines of one inventory document. */
  documentLines: { max: 100 },
  /** Lines of one stock count (every balance of a warehouse, typically). */
  countLines: { max: 1_000 },
  search: { max: 100 },
} as const;

export const INVENTORY_MESSAGES = {
  csvKardexItem: 'El kardex en CSV es de un artículo: elija cuál (itemId).',
  documentNotFound: 'No encontramos ese documento de inventario.',
  noLines: 'Agrega al menos una línea.',
  /** Prefixes a line's own problem so the person knows which one. */
  line: (n: number, message: string) => `Línea ${n}: ${message}`,
  quantityPositive: 'La cantidad debe ser mayor que cero.',
  costRequired: 'Escribe el costo unitario de la entrada (0 si no costó).',
  costOnlyReceipt: 'Solo una entrada lleva costo unitario.',
  transferTarget: 'Elige el almacén de destino.',
  transferSame: 'El destino debe ser otro almacén u otra ubicación.',
  targetOnlyTransfer: 'Solo una transferencia lleva destino.',
  countWarehouse: 'Cada línea del recuento es del almacén que se cuenta.',
  countTwice: (code: string) => `${code} aparece dos veces en el recuento en la misma ubicación.`,
  countNothing: 'El recuento coincide con las existencias: no hay diferencias que ajustar.',
  supplierNotFound: 'No encontramos ese proveedor.',
  notSupplier: (name: string) => `${name} no es un proveedor: elige un socio de negocios de tipo Proveedor.`,
  minStockNotStocked: (code: string) => `El artículo ${code} es un servicio: no lleva existencias mínimas.`,
} as const;
