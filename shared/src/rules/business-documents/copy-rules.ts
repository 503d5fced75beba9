import type { BusinessDocumentKind } from './kinds';

/*
 * Which kind may be copied to which ("Copiar a" in SAP Business One), written as data: a new flow is a
 * new row here, not new code. Each rule also says whether the copy consumes the base line's open
 * quantity (it does for every flow of the chain: a delivery of 2 of 5 ordered units leaves 3 to deliver).
 */
export interface CopyRule {
  from: BusinessDocumentKind;
  to: BusinessDocumentKind;
}

export const COPY_RULES: readonly CopyRule[] = [
  // Sales: quotation → order → delivery → invoice; a delivery returns; an invoice is credited.
  { from: 'quotation', to: 'order' },
  { from: 'order', to: 'delivery' },
  { from: 'order', to: 'invoice' },
  { from: 'order', to: 'down_payment_invoice' },
  { from: 'delivery', to: 'invoice' },
  { from: 'delivery', to: 'return' },
  { from: 'invoice', to: 'credit_note' },
  // Purchasing: request → supplier quotation → purchase order → goods receipt → supplier invoice.
  { from: 'purchase_request', to: 'supplier_quotation' },
  { from: 'purchase_request', to: 'purchase_order' },
  { from: 'supplier_quotation', to: 'purchase_order' },
  { from: 'purchase_order', to: 'goods_receipt_po' },
  { from: 'purchase_order', to: 'supplier_invoice' },
  { from: 'goods_receipt_po', to: 'supplier_invoice' },
  { from: 'goods_receipt_po', to: 'goods_return' },
];

export function canCopy(from: BusinessDocumentKind, to: BusinessDocumentKind): boolean {
  return COPY_RULES.some((r) => r.from === from && r.to === to);
}

/** The kinds a document of `from` may be copied to, in the table's order. */
export function copyTargets(from: BusinessDocumentKind): BusinessDocumentKind[] {
  return COPY_RULES.filter((r) => r.from === from).map((r) => r.to);
}

/** The kinds a document of `to` may be copied from. */
export function copySources(to: BusinessDocumentKind): BusinessDocumentKind[] {
  return COPY_RULES.filter((r) => r.to === to).map((r) => r.from);
}
