import { Type, type Static } from '@sinclair/typebox';
import { INVENTORY_LIMITS as IL, STOCK_DOCUMENT_KINDS } from '../domain/inventory';
import { ITEM_UNITS } from '../domain/items';
import { STOCK_LIMITS as L } from '../domain/stock';
import { DbId, PlainText } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';
import { StockMove } from './stock';

/*
 * Inventory documents, stock counts, item planning and stock reports (issue 31, item 3). Quantities are
 * integers in the item's smallest unit, costs integer cents per unit of the item (docs/decisions/stock.md).
 */

const NullableId = Type.Union([DbId, Type.Null()]);
const Note = Type.String({ maxLength: L.note.max, pattern: '^[^\\u0000-\\u001f\\u007f]*$', description: 'Nota' });

/** One line of an inventory document: what, from where (and, for a transfer, to where), how much. */
export const StockDocumentLineBody = Type.Object(
  {
    itemId: DbId,
    /** A style's variant (colour × size); null for a material. */
    variantId: NullableId,
    warehouseId: DbId,
    locationId: NullableId,
    /** Smallest units, > 0. */
    quantity: Type.Integer({ minimum: 1, maximum: L.quantity.max, description: 'Cantidad en la unidad mínima del artículo' }),
    /** Receipts: cents per unit of the item (required); null otherwise. */
    unitCostCents: Type.Union([Type.Integer({ minimum: 0, maximum: L.unitCostCents.max }), Type.Null()]),
    /** A transfer's destination; null otherwise. */
    toWarehouseId: NullableId,
    toLocationId: NullableId,
  },
  { additionalProperties: false },
);
export type StockDocumentLineBody = Static<typeof StockDocumentLineBody>;

export const StockDocumentBody = Type.Object(
  {
    kind: literalUnion(STOCK_DOCUMENT_KINDS),
    note: Note,
    lines: Type.Array(StockDocumentLineBody, { minItems: 1, maxItems: IL.documentLines.max }),
  },
  { additionalProperties: false },
);
export type StockDocumentBody = Static<typeof StockDocumentBody>;

export const StockDocumentSummary = Type.Object({
  id: Type.Integer(),
  kind: literalUnion(STOCK_DOCUMENT_KINDS),
  series: Type.String(),
  number: Type.Integer(),
  folio: Type.String(),
  note: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  userName: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
  lineCount: Type.Integer(),
});
export type StockDocumentSummary = Static<typeof StockDocumentSummary>;

export const StockDocumentLine = Type.Object({
  /** 1, 2, … (the ledger's source_line). */
  line: Type.Integer(),
  itemId: Type.Integer(),
  itemCode: Type.String(),
  description: Type.String(),
  unit: literalUnion(ITEM_UNITS),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  /** The variant's code for a style, the item's code otherwise. */
  code: Type.String(),
  warehouseId: Type.Integer(),
  warehouseName: Type.String(),
  locationId: Type.Union([Type.Integer(), Type.Null()]),
  locationCode: Type.Union([Type.String(), Type.Null()]),
  toWarehouseId: Type.Union([Type.Integer(), Type.Null()]),
  toWarehouseName: Type.Union([Type.String(), Type.Null()]),
  toLocationId: Type.Union([Type.Integer(), Type.Null()]),
  toLocationCode: Type.Union([Type.String(), Type.Null()]),
  /** Smallest units, > 0. */
  quantity: Type.Integer(),
  /** What it came in at (receipt) or left at (issue, transfer), cents per unit of the item. */
  unitCostCents: Type.Integer(),
});
export type StockDocumentLine = Static<typeof StockDocumentLine>;

export const StockDocument = Type.Object({ ...StockDocumentSummary.properties, lines: Type.Array(StockDocumentLine) });
export type StockDocument = Static<typeof StockDocument>;

export const StockDocumentQuery = Type.Object({
  kind: Type.Optional(literalUnion(STOCK_DOCUMENT_KINDS)),
  /** Folio, note or who (no case or accents). */
  search: Type.Optional(PlainText(IL.search.max)),
  ...PageQuery,
});
export type StockDocumentQuery = Static<typeof StockDocumentQuery>;
export const StockDocumentPage = Page(StockDocumentSummary);
export type StockDocumentPage = Static<typeof StockDocumentPage>;

/** One counted balance: what was found on the shelf, in smallest units. */
export const StockCountLineBody = Type.Object(
  {
    itemId: DbId,
    variantId: NullableId,
    locationId: NullableId,
    counted: Type.Integer({ minimum: 0, maximum: L.quantity.max }),
  },
  { additionalProperties: false },
);
export const StockCountBody = Type.Object(
  {
    warehouseId: DbId,
    note: Note,
    lines: Type.Array(StockCountLineBody, { minItems: 1, maxItems: IL.countLines.max }),
  },
  { additionalProperties: false },
);
export type StockCountBody = Static<typeof StockCountBody>;

/** A posted count: its id and the adjustments it made (none where the count matched). */
export const StockCountResult = Type.Object({ id: Type.Integer(), adjustments: Type.Array(StockMove) });
export type StockCountResult = Static<typeof StockCountResult>;

/** An item's planning data (SAP's item master, Purchasing and Inventory tabs). */
export const ItemPlanningBody = Type.Object(
  {
    /** A partner of type Proveedor, or null. */
    preferredSupplierId: NullableId,
    /** Smallest units. */
    minStock: Type.Integer({ minimum: 0, maximum: L.balance.max }),
  },
  { additionalProperties: false },
);
export type ItemPlanningBody = Static<typeof ItemPlanningBody>;

export const ItemPlanning = Type.Object({
  itemId: Type.Integer(),
  code: Type.String(),
  unit: literalUnion(ITEM_UNITS),
  stocked: Type.Boolean(),
  preferredSupplierId: Type.Union([Type.Integer(), Type.Null()]),
  preferredSupplierName: Type.Union([Type.String(), Type.Null()]),
  minStock: Type.Integer(),
});
export type ItemPlanning = Static<typeof ItemPlanning>;

/* Reports (everyone signed in reads them). */

export const StockBalanceQuery = Type.Object({
  /** Item or variant code, or description. */
  search: Type.Optional(PlainText(IL.search.max)),
  warehouseId: Type.Optional(DbId),
  ...PageQuery,
});
export type StockBalanceQuery = Static<typeof StockBalanceQuery>;

/** One balance: an item (or variant) in a warehouse and location. */
export const StockBalanceRow = Type.Object({
  itemId: Type.Integer(),
  itemCode: Type.String(),
  description: Type.String(),
  unit: literalUnion(ITEM_UNITS),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  code: Type.String(),
  warehouseId: Type.Integer(),
  warehouseName: Type.String(),
  locationId: Type.Union([Type.Integer(), Type.Null()]),
  locationCode: Type.Union([Type.String(), Type.Null()]),
  onHand: Type.Integer(),
  committed: Type.Integer(),
  ordered: Type.Integer(),
  available: Type.Integer(),
  averageCostCents: Type.Integer(),
  valueCents: Type.Integer(),
});
export type StockBalanceRow = Static<typeof StockBalanceRow>;
export const StockBalancePage = Page(StockBalanceRow);
export type StockBalancePage = Static<typeof StockBalancePage>;

export const ValuationItem = Type.Object({
  itemId: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  unit: literalUnion(ITEM_UNITS),
  onHand: Type.Integer(),
  valueCents: Type.Integer(),
});
export const StockValuation = Type.Object({
  warehouses: Type.Array(Type.Object({ warehouseId: Type.Integer(), code: Type.String(), name: Type.String(), valueCents: Type.Integer() })),
  items: Type.Array(ValuationItem),
  totalCents: Type.Integer(),
});
export type StockValuation = Static<typeof StockValuation>;

export const BelowMinimumRow = Type.Object({
  itemId: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  unit: literalUnion(ITEM_UNITS),
  minStock: Type.Integer(),
  available: Type.Integer(),
  shortfall: Type.Integer(),
  supplierId: Type.Union([Type.Integer(), Type.Null()]),
  supplierName: Type.Union([Type.String(), Type.Null()]),
});
export type BelowMinimumRow = Static<typeof BelowMinimumRow>;
export const BelowMinimumReport = Type.Array(BelowMinimumRow);
export type BelowMinimumReport = Static<typeof BelowMinimumReport>;

/** 'Descargar CSV' of an inventory report (the whole report, not a page), streamed by the server. */
export const STOCK_REPORT_CSV_KINDS = ['balances', 'kardex', 'valuation', 'below-minimum'] as const;
export type StockReportCsvKind = (typeof STOCK_REPORT_CSV_KINDS)[number];
export const StockReportCsvQuery = Type.Object({
  report: literalUnion(STOCK_REPORT_CSV_KINDS),
  /** Balances: item or variant code, or description. */
  search: Type.Optional(PlainText(IL.search.max)),
  /** Balances and kardex: one warehouse. */
  warehouseId: Type.Optional(DbId),
  /** Kardex: the item (required there). */
  itemId: Type.Optional(DbId),
  /** Kardex: one variant. */
  variantId: Type.Optional(DbId),
});
export type StockReportCsvQuery = Static<typeof StockReportCsvQuery>;
