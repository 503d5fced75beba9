/*
 * Deliveries to clients (Entregas, SAP Business One's ODLN) and returns from clients (Devoluciones, ORDN),
 * issue 32 item 1, and quotations and orders printed and sent by e-mail (item 7); docs/decisions/deliveries.md.
 * Quantities are the order line's: whole pieces (a grid line: pieces per size of its colour × size grid).
 */

export const DELIVERY_LIMITS = {
  note: { max: 300 },
  /** Lines of one delivery or return. */
  lines: { max: 200 },
  /** Sizes (variants) of one line. */
  sizes: { max: 200 },
  quantity: { max: 100_000_000 },
  search: { max: 100 },
  /** The e-mail of a quotation or order. */
  email: { max: 254 },
  subject: { max: 200 },
  message: { max: 5_000 },
} as const;

/** What the order screens read beside the order's status, derived from what its deliveries took (not a status). */
export const DELIVERY_STATE_LABELS = {
  none: 'Sin entregas',
  partial: 'Entregada parcialmente',
  complete: 'Entregada',
} as const;
export type DeliveryState = keyof typeof DELIVERY_STATE_LABELS;

export const DELIVERY_MESSAGES = {
  orderNotFound: 'No encontramos esa orden de venta.',
  deliveryNotFound: 'No encontramos esa entrega.',
  returnNotFound: 'No encontramos esa devolución.',
  orderNotOpen: (folio: string, status: string) => `La orden ${folio} está ${status.toLowerCase()}: ya no se puede entregar nada de ella.`,
  deliveryNotOpen: (folio: string, status: string) => `La entrega ${folio} está ${status.toLowerCase()}: ya no se puede devolver nada de ella.`,
  warehouseNotFinished: (name: string) => `Las entregas salen del almacén de producto terminado: «${name}» no lo es.`,
  noLines: 'Elige al menos una línea con cantidad.',
  unknownLine: (index: number, folio: string) => `La línea ${index + 1} de la captura no es del documento ${folio}.`,
  repeatedLine: (index: number) => `La línea ${index + 1} de la captura repite una línea del documento.`,
  repeatedSize: (line: number, code: string) => `La línea ${line} (${code}) repite una talla.`,
  sizesRequired: (line: number, code: string) => `La línea ${line} (${code}) lleva tallas: di cuántas piezas de cada talla.`,
  sizesNotAllowed: (line: number, code: string) => `La línea ${line} (${code}) no lleva tallas: di solo la cantidad.`,
  sizesDoNotAdd: (line: number, code: string, sum: number, quantity: number) =>
    `En la línea ${line} (${code}) las tallas suman ${sum} piezas y la cantidad dice ${quantity}.`,
  unknownSize: (line: number, code: string) => `La línea ${line} (${code}) no tiene esa talla en su cuadrícula.`,
  noGrid: (line: number, code: string) =>
    `La línea ${line} (${code}) es una prenda sin tallas capturadas: captura sus tallas en 'Tallas y nombres' antes de entregarla.`,
  overDelivery: (line: number, code: string, open: number) => `De la línea ${line} (${code}) quedan ${open} piezas por entregar.`,
  overSize: (line: number, code: string, size: string, open: number) => `De la línea ${line} (${code}) quedan ${open} piezas de ${size} por entregar.`,
  lineDelivered: (line: number, code: string) => `La línea ${line} (${code}) ya se entregó completa.`,
  overReturn: (line: number, code: string, max: number) => `De la línea ${line} (${code}) se pueden devolver a lo más ${max} piezas.`,
  overReturnSize: (line: number, code: string, size: string, max: number) => `De la línea ${line} (${code}) se pueden devolver a lo más ${max} piezas de ${size}.`,
  nothingToReturn: (line: number, code: string) => `De la línea ${line} (${code}) ya no queda nada que devolver.`,
  badDate: 'La fecha no es válida.',
  noBody: 'Esta acción no recibe datos.',
  // Printing and e-mail (item 7).
  emailUnavailable: 'El envío de correo no está configurado en este servidor (falta SMTP): descargue el PDF y envíelo usted.',
  noRecipient: 'El cliente no tiene correo de contacto: escribe el destinatario.',
  badEmail: 'Escribe un correo válido (nombre@dominio.mx).',
  emptySubject: 'Escribe el asunto.',
  emailFailed: 'No se pudo enviar el correo: el servidor de correo no respondió. Intente de nuevo más tarde.',
} as const;
