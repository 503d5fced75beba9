import { STOCK_DOCUMENT_LABELS, type StockDocumentKind } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';

/** Each inventory document's list, new form and detail paths, and its words. */
export const KIND_PAGES: Record<StockDocumentKind, { list: string; create: string; detail: (id: number) => string; labels: (typeof STOCK_DOCUMENT_LABELS)[StockDocumentKind]; description: string }> = {
  receipt: {
    list: paths.stockReceipts,
    create: paths.newStockReceipt,
    detail: paths.stockReceipt,
    labels: STOCK_DOCUMENT_LABELS.receipt,
    description: 'Mercancía que entra al almacén sin pedido de compra: compras de mostrador, ajustes, inventario inicial.',
  },
  issue: {
    list: paths.stockIssues,
    create: paths.newStockIssue,
    detail: paths.stockIssue,
    labels: STOCK_DOCUMENT_LABELS.issue,
    description: 'Mercancía que sale del almacén sin documento de venta o producción: muestras, mermas, consumos internos.',
  },
  transfer: {
    list: paths.stockTransfers,
    create: paths.newStockTransfer,
    detail: paths.stockTransfer,
    labels: STOCK_DOCUMENT_LABELS.transfer,
    description: 'Mercancía que cambia de almacén o de ubicación.',
  },
};

/** A note as typed, without control characters (the API refuses them). */
export function withoutControls(text: string): string {
  return [...text].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
}
