import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from '../domain/enums';
import { ITEM_UNITS } from '../domain/items';
import { RECEIPT_LIMITS as L } from '../domain/purchase-receipts';
import { BUSINESS_DOCUMENT_STATUSES } from '../rules/business-documents/statuses';
import { DbId } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';
import { StockMove } from './stock';

/*
 * Goods receipts against purchase orders (Entradas de mercancía, SAP's OPDN) and goods returns to suppliers
 * (Devoluciones de mercancía, ORPD), issue 31 item 5. Quantities are the order line's: integers in the item's
 * smallest unit (pieces; centimetres for metres); money integer cents (docs/decisions/purchasing.md).
 */

const Note = Type.String({ maxLength: L.note.max, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$', description: 'Nota (remisión del proveedor, motivo)' });
const NullableId = Type.Union([DbId, Type.Null()]);
const Status = literalUnion(BUSINESS_DOCUMENT_STATUSES);

/** One line of a receipt or a return: a line of its base document and how much of it. */
export const GoodsLineRequest = Type.Object(
  {
    baseLineId: DbId,
    quantity: Type.Integer({ minimum: 1, maximum: L.quantity.max, description: 'Cantidad en la unidad mínima del artículo' }),
  },
  { additionalProperties: false },
);
export type GoodsLineRequest = Static<typeof GoodsLineRequest>;

const Lines = Type.Array(GoodsLineRequest, { minItems: 1, maxItems: L.lines.max });

/** 'Nueva entrada de mercancía': lines of one purchase order into one warehouse (and location). */
export const GoodsReceiptBody = Type.Object(
  {
    purchaseOrderId: DbId,
    warehouseId: DbId,
    locationId: NullableId,
    note: Type.Optional(Note),
    lines: Lines,
  },
  { additionalProperties: false },
);
export type GoodsReceiptBody = Static<typeof GoodsReceiptBody>;

/** 'Devolver mercancía': lines of one receipt, out of where it put them. */
export const GoodsReturnBody = Type.Object(
  {
    receiptId: DbId,
    note: Type.Optional(Note),
    lines: Lines,
  },
  { additionalProperties: false },
);
export type GoodsReturnBody = Static<typeof GoodsReturnBody>;

export const GoodsListQuery = Type.Object({
  /** Folio, supplier or the order's folio (no case or accents). */
  search: Type.Optional(Type.String({ maxLength: L.search.max, pattern: '^[^\\u0000]*$' })),
  ...PageQuery,
});
export type GoodsListQuery = Static<typeof GoodsListQuery>;

/** The receipts list also narrows to one supplier and to receipts still open (not wholly invoiced or returned). */
export const GoodsReceiptListQuery = Type.Object({
  ...GoodsListQuery.properties,
  supplierId: Type.Optional(DbId),
  /** Only receipts with a line still open: what a supplier invoice may still be matched against. */
  open: Type.Optional(Type.Boolean()),
});
export type GoodsReceiptListQuery = Static<typeof GoodsReceiptListQuery>;

const DocRef = Type.Object({ id: Type.Integer(), folio: Type.String(), status: Status });
export type GoodsDocRef = Static<typeof DocRef>;
const Supplier = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
const Place = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });

/** A row of the receipts or the returns list. */
export const GoodsDocumentRow = Type.Object({
  id: Type.Integer(),
  folio: Type.String(),
  status: Status,
  docDate: Type.String(),
  supplierName: Type.String(),
  /** The purchase order it was received against (a return: its receipt's order). */
  order: Type.Union([DocRef, Type.Null()]),
  /** A return's receipt; null on a receipt. */
  receipt: Type.Union([DocRef, Type.Null()]),
  warehouseName: Type.Union([Type.String(), Type.Null()]),
  lineCount: Type.Integer(),
  currency: literalUnion(CURRENCIES),
  totalCents: Type.Integer(),
});
export type GoodsDocumentRow = Static<typeof GoodsDocumentRow>;
export const GoodsDocumentPage = Page(GoodsDocumentRow);
export type GoodsDocumentPage = Static<typeof GoodsDocumentPage>;

export const GoodsDocumentLine = Type.Object({
  id: Type.Integer(),
  lineNumber: Type.Integer(),
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  itemCode: Type.Union([Type.String(), Type.Null()]),
  variantCode: Type.Union([Type.String(), Type.Null()]),
  code: Type.String(),
  description: Type.String(),
  unit: Type.Union([literalUnion(ITEM_UNITS), Type.Null()]),
  quantity: Type.Integer(),
  /** A receipt line: what may still be returned (or invoiced); a return line: 0. */
  openQuantity: Type.Integer(),
  unitPriceCents: Type.Integer(),
  discountBp: Type.Integer(),
  lineTotalCents: Type.Integer(),
  /** In pesos per unit of the item, as the ledger took it (null when the line made no move). */
  unitCostCents: Type.Union([Type.Integer(), Type.Null()]),
  baseLineId: Type.Union([Type.Integer(), Type.Null()]),
  /** Its base line's quantity: ordered (a receipt line), received (a return line). */
  baseQuantity: Type.Union([Type.Integer(), Type.Null()]),
});
export type GoodsDocumentLine = Static<typeof GoodsDocumentLine>;

/** A receipt or a return with its lines, the ledger moves it made and the documents around it. */
export const GoodsDocumentDetail = Type.Object({
  id: Type.Integer(),
  kind: literalUnion(['goods_receipt_po', 'goods_return'] as const),
  folio: Type.String(),
  status: Status,
  docDate: Type.String(),
  createdAt: Type.String(),
  createdByName: Type.String(),
  supplier: Supplier,
  note: Type.String(),
  currency: literalUnion(CURRENCIES),
  exchangeRate: Type.Integer(),
  subtotalCents: Type.Integer(),
  taxCents: Type.Integer(),
  totalCents: Type.Integer(),
  totalMxnCents: Type.Integer(),
  order: Type.Union([DocRef, Type.Null()]),
  /** A return's receipt. */
  receipt: Type.Union([DocRef, Type.Null()]),
  warehouse: Type.Union([Place, Type.Null()]),
  location: Type.Union([Place, Type.Null()]),
  lines: Type.Array(GoodsDocumentLine),
  moves: Type.Array(StockMove),
  /** A receipt's returns. */
  returns: Type.Array(DocRef),
});
export type GoodsDocumentDetail = Static<typeof GoodsDocumentDetail>;

/** An open purchase order the receipt form may choose. */
export const ReceivableOrderRow = Type.Object({
  id: Type.Integer(),
  folio: Type.String(),
  docDate: Type.String(),
  dueDate: Type.Union([Type.String(), Type.Null()]),
  supplierName: Type.String(),
  openLines: Type.Integer(),
  currency: literalUnion(CURRENCIES),
  totalCents: Type.Integer(),
});
export type ReceivableOrderRow = Static<typeof ReceivableOrderRow>;
export const ReceivableOrderPage = Page(ReceivableOrderRow);
export type ReceivableOrderPage = Static<typeof ReceivableOrderPage>;

export const ReceivableLine = Type.Object({
  /** The order line (the receipt's `baseLineId`). */
  id: Type.Integer(),
  lineNumber: Type.Integer(),
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  code: Type.String(),
  description: Type.String(),
  unit: Type.Union([literalUnion(ITEM_UNITS), Type.Null()]),
  /** The warehouse the order line names, if any. */
  warehouseId: Type.Union([Type.Integer(), Type.Null()]),
  ordered: Type.Integer(),
  received: Type.Integer(),
  open: Type.Integer(),
  /** The most one receipt may take now (open + tolerance; 0 when closed or not receivable). */
  max: Type.Integer(),
  unitPriceCents: Type.Integer(),
  discountBp: Type.Integer(),
  /** The ledger cost one unit of the item would come in at, in MXN cents. */
  unitCostCents: Type.Integer(),
  /** Why the line cannot be received (no item, a service), else null. */
  refusal: Type.Union([Type.String(), Type.Null()]),
});
export type ReceivableLine = Static<typeof ReceivableLine>;

/** A purchase order as the receipt form needs it. */
export const ReceivableOrder = Type.Object({
  id: Type.Integer(),
  folio: Type.String(),
  status: Status,
  docDate: Type.String(),
  supplier: Supplier,
  currency: literalUnion(CURRENCIES),
  exchangeRate: Type.Integer(),
  toleranceBp: Type.Integer(),
  lines: Type.Array(ReceivableLine),
  receipts: Type.Array(DocRef),
});
export type ReceivableOrder = Static<typeof ReceivableOrder>;
