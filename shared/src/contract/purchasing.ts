import { Type, type Static } from '@sinclair/typebox';
import { DOCUMENT_STATUSES } from '../domain/backoffice';
import { CURRENCIES } from '../domain/enums';
import { ITEM_UNITS } from '../domain/items';
import { PURCHASING_DOCUMENT_KINDS } from '../rules/purchasing/messages';
import { DbId, IsoDate, PlainText } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';

/*
 * Purchasing documents (issue 31 item 5, docs/decisions/purchasing.md): purchase requests, supplier offers
 * and purchase orders on the business document engine. Quantities are integers in the item's smallest unit
 * (pieces; centimetres for metres) and prices are cents per smallest unit, so the engine's line total
 * (quantity × price) is the line's amount.
 */

export const PurchasingKindSchema = literalUnion(PURCHASING_DOCUMENT_KINDS);
const Status = literalUnion(DOCUMENT_STATUSES);

export const PURCHASING_LIMITS = { quantityMax: 9_999_999, unitPriceMaxCents: 99_999_999, linesMax: 200, discountMaxBp: 10_000, name: 120, reference: 80, description: 300 } as const;

export const PurchasingLineInput = Type.Object(
  {
    itemId: DbId,
    /** Required when the item has variants; null otherwise. */
    variantId: Type.Union([DbId, Type.Null()]),
    /** Where it is to be received (an active warehouse). */
    warehouseId: DbId,
    quantity: Type.Integer({ minimum: 1, maximum: PURCHASING_LIMITS.quantityMax }),
    unitPriceCents: Type.Integer({ minimum: 0, maximum: PURCHASING_LIMITS.unitPriceMaxCents }),
    /** Descuento in basis points (1000 = 10 %); absent: none. */
    discountBp: Type.Optional(Type.Integer({ minimum: 0, maximum: PURCHASING_LIMITS.discountMaxBp })),
    /** Empty: the item's (or variant's) description. */
    description: Type.Optional(PlainText(PURCHASING_LIMITS.description)),
  },
  { additionalProperties: false },
);
export type PurchasingLineInput = Static<typeof PurchasingLineInput>;

/** The header and lines a form edits (the kind is fixed once created). */
export const PurchasingDocumentFields = {
  supplierId: DbId,
  contactId: Type.Optional(Type.Union([DbId, Type.Null()])),
  reference: Type.Optional(PlainText(PURCHASING_LIMITS.reference)),
  currency: Type.Optional(literalUnion(CURRENCIES)),
  /** Pesos per unit with up to four decimals ('17.245'); ignored for MXN. */
  exchangeRate: Type.Optional(Type.String({ pattern: '^\\d{1,4}(\\.\\d{1,4})?$', maxLength: 9 })),
  /** Fecha del documento (SAP's DocDate); absent: today on create, unchanged on edit. */
  docDate: Type.Optional(IsoDate),
  /** Fecha de entrega (SAP's DocDueDate). */
  dueDate: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  lines: Type.Array(PurchasingLineInput, { minItems: 1, maxItems: PURCHASING_LIMITS.linesMax }),
};

export const PurchasingDocumentInput = Type.Object(PurchasingDocumentFields, { additionalProperties: false });
export type PurchasingDocumentInput = Static<typeof PurchasingDocumentInput>;

export const PurchasingCreateBody = Type.Object({ kind: PurchasingKindSchema, ...PurchasingDocumentFields }, { additionalProperties: false });
export type PurchasingCreateBody = Static<typeof PurchasingCreateBody>;

export const PurchasingStatusBody = Type.Object({ status: literalUnion(['Cerrada', 'Cancelada'] as const) }, { additionalProperties: false });
export type PurchasingStatusBody = Static<typeof PurchasingStatusBody>;

export const PurchasingCopyBody = Type.Object(
  {
    toKind: PurchasingKindSchema,
    /** An offer for another supplier than the request's (offers only). */
    supplierId: Type.Optional(DbId),
    /** Empty or absent: every open quantity at the base's prices. */
    lines: Type.Optional(
      Type.Array(
        Type.Object(
          {
            baseLineId: DbId,
            quantity: Type.Integer({ minimum: 1, maximum: PURCHASING_LIMITS.quantityMax }),
            unitPriceCents: Type.Optional(Type.Integer({ minimum: 0, maximum: PURCHASING_LIMITS.unitPriceMaxCents })),
          },
          { additionalProperties: false },
        ),
        { maxItems: PURCHASING_LIMITS.linesMax },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PurchasingCopyBody = Static<typeof PurchasingCopyBody>;

const Ref = Type.Object({ id: Type.Integer(), kind: PurchasingKindSchema, folio: Type.String(), status: Status });

export const PurchasingLine = Type.Object({
  id: Type.Integer(),
  lineNumber: Type.Integer(),
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  itemCode: Type.Union([Type.String(), Type.Null()]),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  variantCode: Type.Union([Type.String(), Type.Null()]),
  unit: Type.Union([literalUnion(ITEM_UNITS), Type.Null()]),
  warehouseId: Type.Union([Type.Integer(), Type.Null()]),
  warehouseName: Type.Union([Type.String(), Type.Null()]),
  code: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  /** What later documents have not yet copied (received, ordered…). */
  openQuantity: Type.Integer(),
  unitPriceCents: Type.Integer(),
  discountBp: Type.Integer(),
  subtotalCents: Type.Integer(),
  taxCents: Type.Integer(),
  baseLineId: Type.Union([Type.Integer(), Type.Null()]),
});
export type PurchasingLine = Static<typeof PurchasingLine>;

export const PurchasingHistoryEntry = Type.Object({
  at: Type.String(),
  action: Type.String(),
  userName: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Record(Type.String(), Type.Unknown()),
});

export const PurchasingDocumentDetail = Type.Object({
  id: Type.Integer(),
  kind: PurchasingKindSchema,
  folio: Type.String(),
  status: Status,
  supplier: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), rfc: Type.String(), email: Type.String() }),
  contactId: Type.Union([Type.Integer(), Type.Null()]),
  buyer: Type.Object({ id: Type.Integer(), name: Type.String() }),
  reference: Type.String(),
  currency: literalUnion(CURRENCIES),
  exchangeRate: Type.String(),
  docDate: IsoDate,
  dueDate: Type.Union([IsoDate, Type.Null()]),
  taxRateBp: Type.Integer(),
  subtotalCents: Type.Integer(),
  taxCents: Type.Integer(),
  totalCents: Type.Integer(),
  createdAt: Type.String(),
  lines: Type.Array(PurchasingLine),
  history: Type.Array(PurchasingHistoryEntry),
  /** The document it was copied from. */
  base: Type.Union([Ref, Type.Null()]),
  /** The documents copied from it (offers of a request, orders of an offer…). */
  targets: Type.Array(Ref),
});
export type PurchasingDocumentDetail = Static<typeof PurchasingDocumentDetail>;

export const PurchasingDocumentRow = Type.Object({
  id: Type.Integer(),
  kind: PurchasingKindSchema,
  folio: Type.String(),
  docDate: IsoDate,
  dueDate: Type.Union([IsoDate, Type.Null()]),
  supplier: Type.String(),
  buyer: Type.String(),
  totalCents: Type.Integer(),
  currency: literalUnion(CURRENCIES),
  status: Status,
});
export type PurchasingDocumentRow = Static<typeof PurchasingDocumentRow>;
export const PurchasingDocumentPage = Page(PurchasingDocumentRow);
export type PurchasingDocumentPage = Static<typeof PurchasingDocumentPage>;

export const PurchasingListQuery = Type.Object({
  kind: PurchasingKindSchema,
  /** Folio, supplier or buyer (every word, no case or accents). */
  search: Type.Optional(PlainText(100)),
  status: Type.Optional(Type.Array(Status, { maxItems: DOCUMENT_STATUSES.length })),
  ...PageQuery,
});
export type PurchasingListQuery = Static<typeof PurchasingListQuery>;

/** 'Comparar ofertas': each request line against each offer copied from it. */
export const OfferComparison = Type.Object({
  requestId: Type.Integer(),
  folio: Type.String(),
  offers: Type.Array(
    Type.Object({
      id: Type.Integer(),
      folio: Type.String(),
      status: Status,
      supplierId: Type.Integer(),
      supplierName: Type.String(),
      subtotalCents: Type.Integer(),
      totalCents: Type.Integer(),
      cheapest: Type.Boolean(),
    }),
  ),
  lines: Type.Array(
    Type.Object({
      lineId: Type.Integer(),
      code: Type.String(),
      description: Type.String(),
      quantity: Type.Integer(),
      unit: Type.Union([literalUnion(ITEM_UNITS), Type.Null()]),
      prices: Type.Array(
        Type.Object({ offerId: Type.Integer(), quantity: Type.Integer(), unitPriceCents: Type.Integer(), totalCents: Type.Integer(), cheapest: Type.Boolean() }),
      ),
    }),
  ),
});
export type OfferComparison = Static<typeof OfferComparison>;

/** 'Precio estimado' of a line typed by hand: the same estimate 'Generar solicitudes de compra' uses. */
export const PurchasePriceQuery = Type.Object({
  itemId: DbId,
  /** Absent: the item itself (an item without variants). */
  variantId: Type.Optional(DbId),
});
export type PurchasePriceQuery = Static<typeof PurchasePriceQuery>;

export const PurchasePriceEstimate = Type.Object({
  /** Cents per smallest unit (piece; centimetre for metres), like a line's price. */
  unitPriceCents: Type.Integer(),
  /** Where it came from: the last purchase order, the moving-average cost in stock, the variant's cost, or nothing (0). */
  source: literalUnion(['last_order', 'average_cost', 'variant_cost', 'none'] as const),
});
export type PurchasePriceEstimate = Static<typeof PurchasePriceEstimate>;

export const PurchaseEmailAnswer = Type.Object({ sentTo: Type.String() });
export type PurchaseEmailAnswer = Static<typeof PurchaseEmailAnswer>;

export const PurchaseShortage = Type.Object({
  itemId: Type.Integer(),
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  code: Type.String(),
  description: Type.String(),
  unit: literalUnion(ITEM_UNITS),
  required: Type.Integer(),
  onHand: Type.Integer(),
  ordered: Type.Integer(),
  suggested: Type.Integer(),
  supplier: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
});
export type PurchaseShortage = Static<typeof PurchaseShortage>;
export const PurchaseShortageList = Type.Array(PurchaseShortage);

export const ShortageRequestsAnswer = Type.Object({
  /** The purchase requests made, one per preferred supplier. */
  requests: Type.Array(Type.Object({ id: Type.Integer(), folio: Type.String(), supplierId: Type.Integer(), lines: Type.Integer() })),
  /** Items without a preferred supplier: left out, to be requested by hand. */
  withoutSupplier: Type.Array(Type.Object({ itemId: Type.Integer(), variantId: Type.Union([Type.Integer(), Type.Null()]), code: Type.String() })),
});
export type ShortageRequestsAnswer = Static<typeof ShortageRequestsAnswer>;
