import { STOCK_MESSAGES as M, type ManualStockMoveKind } from '../../domain/stock';

/** A movement posted by hand, as the contract's body holds it (quantity in smallest units). */
export interface StockMoveDraft {
  kind: ManualStockMoveKind;
  warehouseId: number;
  locationId: number | null;
  /** Receipt, issue, transfer: how much (> 0); count adjustment: what the count found more (+) or less (−). */
  quantity: number;
  unitCostCents: number | null;
  toWarehouseId: number | null;
  toLocationId: number | null;
}

/** What is wrong with a posted movement beyond its schema (Spanish, first problem first); empty when fine. */
export function stockMoveErrors(body: StockMoveDraft): string[] {
  const errors: string[] = [];
  if (body.quantity === 0) errors.push(M.quantityZero);
  else if (body.kind !== 'count_adjustment' && body.quantity < 0) errors.push(M.quantitySign);
  const incoming = body.kind === 'receipt' || (body.kind === 'count_adjustment' && body.quantity > 0);
  if (body.kind === 'receipt' && body.unitCostCents === null) errors.push(M.costRequired);
  if (!incoming && body.unitCostCents !== null) errors.push(M.costOnlyReceipt);
  if (body.kind === 'transfer') {
    if (body.toWarehouseId === null) errors.push(M.transferTarget);
    else if (body.toWarehouseId === body.warehouseId && body.toLocationId === body.locationId) errors.push(M.transferSame);
  } else if (body.toWarehouseId !== null || body.toLocationId !== null) errors.push(M.targetOnlyTransfer);
  return errors;
}

/** The signed quantity of the movement's (first) leg: issues and a transfer's origin take. */
export function signedQuantity(body: Pick<StockMoveDraft, 'kind' | 'quantity'>): number {
  return body.kind === 'issue' || body.kind === 'transfer' ? -Math.abs(body.quantity) : body.quantity;
}
