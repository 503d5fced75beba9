import { Type, type Static } from '@sinclair/typebox';
import { ITEM_UNITS } from '../domain/items';
import { STOCK_LIMITS } from '../domain/stock';
import { DbId } from './common';
import { literalUnion } from './literal-union';

/*
 * Production and stock (issue 31 item 4; docs/decisions/stock.md, "Production and stock"): materials issued
 * to a production order and the finished goods received from it, both as ledger movements naming the order.
 */

const Quantity = Type.Integer({ minimum: 1, maximum: STOCK_LIMITS.quantity.max, description: 'En la unidad mínima del artículo (piezas; centímetros para metros)' });

export const MaterialIssueLine = Type.Object(
  {
    itemId: DbId,
    variantId: Type.Union([DbId, Type.Null()]),
    /** null: wherever the warehouse holds it (no location first, then its locations by code). */
    locationId: Type.Union([DbId, Type.Null()]),
    quantity: Quantity,
  },
  { additionalProperties: false },
);
export type MaterialIssueLine = Static<typeof MaterialIssueLine>;

export const MaterialIssueBody = Type.Object(
  {
    warehouseId: DbId,
    lines: Type.Array(MaterialIssueLine, { minItems: 1, maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type MaterialIssueBody = Static<typeof MaterialIssueBody>;

export const ProductionReceiptLine = Type.Object({ variantId: DbId, quantity: Quantity }, { additionalProperties: false });
export type ProductionReceiptLine = Static<typeof ProductionReceiptLine>;

export const ProductionReceiptBody = Type.Object(
  {
    /** A finished-goods warehouse. */
    warehouseId: DbId,
    /** Where the backflush takes pending materials from; absent: the warehouse of the order's last issue, else the first active raw-material warehouse. */
    materialsWarehouseId: Type.Optional(DbId),
    lines: Type.Array(ProductionReceiptLine, { minItems: 1, maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type ProductionReceiptBody = Static<typeof ProductionReceiptBody>;

export const OrderMaterial = Type.Object({
  kind: Type.Union([Type.Literal('blank'), Type.Literal('material')]),
  /** Variant code for a blank, item code for a material. */
  component: Type.String(),
  description: Type.String(),
  unit: literalUnion(ITEM_UNITS),
  /** null when the item (or variant) no longer exists in the catalogue. */
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  /** Smallest units. */
  required: Type.Integer(),
  issued: Type.Integer(),
  remaining: Type.Integer(),
});
export type OrderMaterial = Static<typeof OrderMaterial>;

export const OrderFinishedGood = Type.Object({
  code: Type.String(),
  colour: Type.String(),
  size: Type.String(),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  /** Pieces the order makes of this variant, received so far, still to receive. */
  pieces: Type.Integer(),
  received: Type.Integer(),
  receivable: Type.Integer(),
});
export type OrderFinishedGood = Static<typeof OrderFinishedGood>;

export const OrderMaterials = Type.Object({
  orderId: Type.Integer(),
  materials: Type.Array(OrderMaterial),
  finishedGoods: Type.Array(OrderFinishedGood),
  /** Good pieces the last finished operation left (null until the last operation finished). */
  goodPieces: Type.Union([Type.Integer(), Type.Null()]),
  /** Receipts so far: pieces and the unit cost each came in at (cents). */
  receipts: Type.Array(Type.Object({ at: Type.String(), pieces: Type.Integer(), unitCostCents: Type.Integer(), warehouseName: Type.String() })),
});
export type OrderMaterials = Static<typeof OrderMaterials>;

export const ProductionReceiptResult = Type.Object({
  materials: OrderMaterials,
  /** What this receipt issued first (backflush), smallest units per component. */
  backflushed: Type.Array(Type.Object({ component: Type.String(), quantity: Type.Integer() })),
  unitCostCents: Type.Integer(),
});
export type ProductionReceiptResult = Static<typeof ProductionReceiptResult>;
