import { Type, type Static } from '@sinclair/typebox';
import { ITEM_UNITS } from '../domain/items';
import { MANUAL_STOCK_MOVE_KINDS, STOCK_LIMITS as L, STOCK_MOVE_KINDS, STOCK_SOURCE_KINDS, WAREHOUSE_KINDS } from '../domain/stock';
import { DbId, MAX_ID } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';

/*
 * Stock (issue 31, items 1 and 2): warehouses, their locations, the append-only ledger and what an item has
 * per warehouse. Quantities are integers in the item's smallest unit (pieces; centimetres for metres),
 * costs integer cents per unit of the item (docs/decisions/stock.md).
 */

/** No control characters (NUL included, which PostgreSQL refuses); something besides spaces. */
const Text = (min: number, max: number, description: string) =>
  Type.String({ minLength: min, maxLength: max, pattern: min > 0 ? '^\\s*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$' : '^[^\\u0000-\\u001f\\u007f]*$', description });
/** Letters, digits and hyphens ('A-01-03'), stored upper case. */
const Code = (max: number, description: string) => Type.String({ minLength: 1, maxLength: max, pattern: '^\\s*[A-Za-z0-9]+(-[A-Za-z0-9]+)*\\s*$', description });
const NullableId = Type.Union([DbId, Type.Null()]);

export const WarehouseBody = Type.Object(
  {
    code: Code(L.warehouseCode.max, 'Clave del almacén (MP, PT, TR…)'),
    name: Text(L.warehouseName.min, L.warehouseName.max, 'Nombre del almacén'),
    kind: literalUnion(WAREHOUSE_KINDS),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type WarehouseBody = Static<typeof WarehouseBody>;

export const Warehouse = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: literalUnion(WAREHOUSE_KINDS),
  active: Type.Boolean(),
  /** Its locations (active or not). */
  locationCount: Type.Integer(),
  updatedAt: Type.String(),
});
export type Warehouse = Static<typeof Warehouse>;

export const StockLocationBody = Type.Object(
  {
    warehouseId: DbId,
    code: Code(L.locationCode.max, 'Clave de la ubicación (pasillo-anaquel-nivel, p. ej. A-01-03)'),
    name: Text(L.locationName.min, L.locationName.max, 'Descripción de la ubicación'),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StockLocationBody = Static<typeof StockLocationBody>;

export const StockLocation = Type.Object({
  id: Type.Integer(),
  warehouseId: Type.Integer(),
  warehouseCode: Type.String(),
  warehouseName: Type.String(),
  code: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  updatedAt: Type.String(),
});
export type StockLocation = Static<typeof StockLocation>;

export const StockLocationQuery = Type.Object({ warehouseId: Type.Optional(DbId) });
export type StockLocationQuery = Static<typeof StockLocationQuery>;

/** A movement posted by hand: a receipt, an issue, a transfer (two legs, one transaction) or a count adjustment. */
export const StockMoveBody = Type.Object(
  {
    kind: literalUnion(MANUAL_STOCK_MOVE_KINDS),
    itemId: DbId,
    /** A style's variant (colour × size); null for a material. */
    variantId: NullableId,
    warehouseId: DbId,
    locationId: NullableId,
    /** Smallest units: > 0 for receipts, issues and transfers; ± for a count adjustment. */
    quantity: Type.Integer({ minimum: -L.quantity.max, maximum: L.quantity.max, description: 'Cantidad en la unidad mínima del artículo' }),
    /** Cents per unit of the item: receipts (required) and adjustments up (optional: the average otherwise). */
    unitCostCents: Type.Union([Type.Integer({ minimum: 0, maximum: L.unitCostCents.max }), Type.Null()]),
    /** A transfer's destination. */
    toWarehouseId: NullableId,
    toLocationId: NullableId,
    note: Text(0, L.note.max, 'Nota'),
  },
  { additionalProperties: false },
);
export type StockMoveBody = Static<typeof StockMoveBody>;

/** One row of the ledger. */
export const StockMove = Type.Object({
  id: Type.Integer(),
  kind: literalUnion(STOCK_MOVE_KINDS),
  itemId: Type.Integer(),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  /** The variant's code for a style, the item's code otherwise. */
  code: Type.String(),
  warehouseId: Type.Integer(),
  warehouseName: Type.String(),
  locationId: Type.Union([Type.Integer(), Type.Null()]),
  locationCode: Type.Union([Type.String(), Type.Null()]),
  quantity: Type.Integer(),
  unitCostCents: Type.Integer(),
  sourceKind: Type.Union([literalUnion(STOCK_SOURCE_KINDS), Type.Null()]),
  sourceId: Type.Union([Type.Integer(), Type.Null()]),
  sourceLine: Type.Union([Type.Integer(), Type.Null()]),
  note: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  userName: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type StockMove = Static<typeof StockMove>;

/** What a posting wrote: one movement, or a transfer's two legs (out first). */
export const StockPosting = Type.Object({ moves: Type.Array(StockMove) });
export type StockPosting = Static<typeof StockPosting>;

const Figures = {
  onHand: Type.Integer(),
  /** Open production and sales orders (0 until those commit stock). */
  committed: Type.Integer(),
  /** Open purchase orders (0 until purchasing). */
  ordered: Type.Integer(),
  available: Type.Integer(),
};

export const ItemStockVariant = Type.Object({ variantId: Type.Union([Type.Integer(), Type.Null()]), code: Type.String(), ...Figures, averageCostCents: Type.Integer() });
export const ItemStockWarehouse = Type.Object({
  warehouseId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: literalUnion(WAREHOUSE_KINDS),
  ...Figures,
  /** Value at moving-average cost, in cents. */
  valueCents: Type.Integer(),
  /** Per variant (a style) or the item itself (a material); only those with stock or movements. */
  variants: Type.Array(ItemStockVariant),
});
export type ItemStockWarehouse = Static<typeof ItemStockWarehouse>;

/** An item's stock per warehouse (every active warehouse, and inactive ones that still hold some). */
export const ItemStock = Type.Object({
  itemId: Type.Integer(),
  code: Type.String(),
  unit: literalUnion(ITEM_UNITS),
  /** False for services: they carry no stock. */
  stocked: Type.Boolean(),
  warehouses: Type.Array(ItemStockWarehouse),
  total: Type.Object(Figures),
});
export type ItemStock = Static<typeof ItemStock>;

export const KardexQuery = Type.Object({
  warehouseId: Type.Optional(DbId),
  variantId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  ...PageQuery,
});
export type KardexQuery = Static<typeof KardexQuery>;

/** A ledger row with the balance after it (of the item, or of what the query narrowed it to). */
export const KardexRow = Type.Object({ ...StockMove.properties, balance: Type.Integer() });
export type KardexRow = Static<typeof KardexRow>;
/** Newest first; the balance runs in posting order. */
export const KardexPage = Page(KardexRow);
export type KardexPage = Static<typeof KardexPage>;
