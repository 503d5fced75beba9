/*
 * Goods receipts against purchase orders and goods returns to suppliers (issue 31 item 5, SAP Business One's
 * OPDN and ORPD; docs/decisions/purchasing.md, 'Goods receipts and returns'). Quantities are the purchase
 * order line's: integers in the item's smallest unit (pieces; centimetres for metres).
 */

/**
 * How much more than ordered a line may receive, in basis points of the ordered quantity (500 = 5 %), rounded
 * down to whole smallest units. Only the receipt that closes a line may use it: the excess is recorded on the
 * receipt line (and in the ledger), the order line's open quantity goes to 0.
 */
export const RECEIPT_TOLERANCE_BP = 500;

export const RECEIPT_LIMITS = {
  note: { max: 300 },
  /** Lines of one receipt or return. */
  lines: { max: 200 },
  /** A line moves at most what a stock movement may (smallest units). */
  quantity: { max: 100_000_000 },
  search: { max: 100 },
} as const;

export const RECEIPT_MESSAGES = {
  orderNotFound: 'No encontramos ese pedido de compra.',
  receiptNotFound: 'No encontramos esa entrada de mercancía.',
  returnNotFound: 'No encontramos esa devolución de mercancía.',
  orderNotOpen: (folio: string, status: string) => `El pedido ${folio} está ${status.toLowerCase()}: ya no se puede recibir mercancía contra él.`,
  receiptNotOpen: (folio: string, status: string) => `La entrada ${folio} está ${status.toLowerCase()}: ya no se puede devolver mercancía de ella.`,
  noLines: 'Elige al menos una línea con cantidad.',
  unknownLine: (index: number, folio: string) => `La línea ${index + 1} de la captura no es del documento ${folio}.`,
  repeatedLine: (index: number) => `La línea ${index + 1} de la captura repite una línea del documento.`,
  noItem: (line: number, code: string) =>
    `La línea ${line} (${code}) no nombra un artículo del inventario: no se puede recibir. Corrija el pedido para que la línea lleve artículo (y variante).`,
  notStocked: (line: number, code: string) => `La línea ${line} (${code}) es un servicio: no lleva existencias y no se recibe en almacén.`,
  lineClosed: (line: number, code: string) => `La línea ${line} (${code}) ya se recibió completa: no queda nada por recibir.`,
  overTolerance: (line: number, code: string, max: string, open: string, allowance: string, percent: string) =>
    `La línea ${line} (${code}) admite a lo más ${max}: quedan ${open} por recibir y ${allowance} de tolerancia (${percent}).`,
  overReturn: (line: number, code: string, max: string) => `De la línea ${line} (${code}) se pueden devolver a lo más ${max}.`,
  nothingToReturn: (line: number, code: string) => `De la línea ${line} (${code}) ya no queda nada que devolver.`,
  receiptWithoutMoves: (line: number, code: string) => `La línea ${line} (${code}) de la entrada no tiene movimiento de almacén: no se puede devolver.`,
} as const;
