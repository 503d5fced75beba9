import { INVENTORY_MESSAGES as M, type StockDocumentKind } from '../../domain/inventory';

/*
 * Inventory documents and stock counts (issue 31, item 3): what is wrong with one beyond its schema, and the
 * ledger legs it posts. Pure, so the server and the forms judge alike.
 */

export interface StockDocumentLineDraft {
  itemId: number;
  variantId: number | null;
  warehouseId: number;
  locationId: number | null;
  quantity: number;
  unitCostCents: number | null;
  toWarehouseId: number | null;
  toLocationId: number | null;
}

/** The problems of a document's lines, each prefixed with its line number ('Línea 2: …'); empty when fine. */
export function stockDocumentErrors(kind: StockDocumentKind, lines: readonly StockDocumentLineDraft[]): string[] {
  if (!lines.length) return [M.noLines];
  const errors: string[] = [];
  lines.forEach((line, i) => {
    for (const message of stockDocumentLineErrors(kind, line)) errors.push(M.line(i + 1, message));
  });
  return errors;
}

/** One line's problems (no line number). */
export function stockDocumentLineErrors(kind: StockDocumentKind, line: StockDocumentLineDraft): string[] {
  const errors: string[] = [];
  if (!(line.quantity > 0)) errors.push(M.quantityPositive);
  if (kind === 'receipt' && line.unitCostCents === null) errors.push(M.costRequired);
  if (kind !== 'receipt' && line.unitCostCents !== null) errors.push(M.costOnlyReceipt);
  if (kind === 'transfer') {
    if (line.toWarehouseId === null) errors.push(M.transferTarget);
    else if (line.toWarehouseId === line.warehouseId && line.toLocationId === line.locationId) errors.push(M.transferSame);
  } else if (line.toWarehouseId !== null || line.toLocationId !== null) errors.push(M.targetOnlyTransfer);
  return errors;
}

export interface DocumentLeg {
  kind: StockDocumentKind;
  itemId: number;
  variantId: number | null;
  warehouseId: number;
  locationId: number | null;
  /** Signed. */
  quantity: number;
  unitCostCents: number | null;
  /** 1-based line of the document (the ledger's source_line). */
  line: number;
}

/**
 * The ledger legs of a document, in line order: a receipt adds at its cost, an issue takes, a transfer takes
 * from the origin then adds at the destination (at the origin's average: no cost of its own).
 */
export function stockDocumentLegs(kind: StockDocumentKind, lines: readonly StockDocumentLineDraft[]): DocumentLeg[] {
  return lines.flatMap((l, i): DocumentLeg[] => {
    const base = { kind, itemId: l.itemId, variantId: l.variantId, line: i + 1 };
    if (kind === 'receipt') return [{ ...base, warehouseId: l.warehouseId, locationId: l.locationId, quantity: l.quantity, unitCostCents: l.unitCostCents }];
    const out = { ...base, warehouseId: l.warehouseId, locationId: l.locationId, quantity: -l.quantity, unitCostCents: null };
    if (kind === 'issue') return [out];
    return [out, { ...base, warehouseId: l.toWarehouseId!, locationId: l.toLocationId, quantity: l.quantity, unitCostCents: null }];
  });
}

/** A balance's key for a count: item, variant and location within the counted warehouse. */
export const countKey = (l: { itemId: number; variantId: number | null; locationId: number | null }) => `${l.itemId}:${l.variantId ?? 0}:${l.locationId ?? 0}`;

/** What a count line changes: counted − on hand (0: nothing to post). */
export function countDifference(onHand: number, counted: number): number {
  return counted - onHand;
}

/** An item below its minimum: how much is missing to reach it (0 when it is not below, or has no minimum). */
export function belowMinimumShortfall(minStock: number, available: number): number {
  return minStock > 0 && available < minStock ? minStock - available : 0;
}

/** A unit cost typed in pesos ('12', '12.5', '1,250.75') as integer cents, or undefined when it is not one. */
export function parseUnitCost(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
