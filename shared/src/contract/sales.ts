import { Type, type Static } from '@sinclair/typebox';
import { ARTICLE_KINDS, DOCUMENT_STATUSES, LINE_LIMITS, SALES_DOCUMENT_KINDS } from '../domain/backoffice';
import { CURRENCIES } from '../domain/enums';
import { DbId, IsoDate, PlainText } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';

export const DocumentStatusSchema = literalUnion(DOCUMENT_STATUSES);
export const SalesDocumentKindSchema = literalUnion(SALES_DOCUMENT_KINDS);

export const SALES_MAX_CHARS = { name: 120, reference: 80, code: 40, description: 300, street: 200, place: 120, zipCode: 20 } as const;

/** A line of a quotation or order: article, description, whole quantity and unit price in cents (before tax). */
export const SalesLine = Type.Object(
  {
    code: PlainText(SALES_MAX_CHARS.code, 1),
    description: PlainText(SALES_MAX_CHARS.description),
    quantity: Type.Integer({ minimum: 1, maximum: LINE_LIMITS.quantityMax }),
    unitPriceCents: Type.Integer({ minimum: 0, maximum: LINE_LIMITS.unitPriceMaxCents }),
  },
  { additionalProperties: false },
);
export type SalesLine = Static<typeof SalesLine>;

export const PostalAddress = Type.Object(
  {
    street: PlainText(SALES_MAX_CHARS.street),
    city: PlainText(SALES_MAX_CHARS.place),
    state: PlainText(SALES_MAX_CHARS.place),
    zipCode: PlainText(SALES_MAX_CHARS.zipCode),
  },
  { additionalProperties: false },
);
export type PostalAddress = Static<typeof PostalAddress>;

/** Pesos per unit of the currency with up to four decimals ('17.245'); '1' for MXN. */
export const ExchangeRateText = Type.String({ pattern: '^\\d{1,4}(\\.\\d{1,4})?$', maxLength: 9 });

/** Body of a create or an update: what the form edits. Amounts are computed by the server. */
export const SalesDocumentInput = Type.Object(
  {
    clientId: DbId,
    contactId: Type.Union([DbId, Type.Null()]),
    name: PlainText(SALES_MAX_CHARS.name),
    reference: PlainText(SALES_MAX_CHARS.reference),
    currency: literalUnion(CURRENCIES),
    exchangeRate: ExchangeRateText,
    lines: Type.Array(SalesLine, { minItems: 1, maxItems: LINE_LIMITS.linesMax }),
    shippingAddress: PostalAddress,
    billingAddress: PostalAddress,
    /**
     * SAP's DocDueDate: an order's promised delivery day (production plans backwards from it, issue 30); a
     * quotation's is not asked. Absent keeps the saved one; null clears it.
     */
    dueDate: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  },
  { additionalProperties: false },
);
export type SalesDocumentInput = Static<typeof SalesDocumentInput>;

const Ref = Type.Object({ id: Type.Integer(), folio: Type.String() });
const Person = Type.Object({ id: Type.Integer(), name: Type.String() });

/** An amount in cents, or null for a viewer whose role may not see prices (`canSeeSalesAmounts`: design, production, quality). */
const HiddenCents = Type.Union([Type.Integer(), Type.Null()]);

export const SalesDocumentDetail = Type.Object({
  ...SalesDocumentInput.properties,
  lines: Type.Array(Type.Object({ ...SalesLine.properties, unitPriceCents: HiddenCents, subtotalCents: HiddenCents, taxCents: HiddenCents })),
  id: Type.Integer(),
  kind: SalesDocumentKindSchema,
  folio: Type.String(),
  status: DocumentStatusSchema,
  clientCode: Type.String(),
  clientName: Type.String(),
  /** The client is in the border region (IVA 8 %). */
  borderRegion: Type.Boolean(),
  taxRateBp: Type.Integer(),
  subtotalCents: HiddenCents,
  taxCents: HiddenCents,
  totalCents: HiddenCents,
  totalMxnCents: HiddenCents,
  seller: Person,
  createdAt: Type.String({ description: 'ISO 8601 timestamp' }),
  /** Who last changed the status, and when (null while it was never changed). */
  statusChangedBy: Type.Union([Person, Type.Null()]),
  statusChangedAt: Type.Union([Type.String(), Type.Null()]),
  /** The sample the quotation was made from ('Cotizar'). */
  sample: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  /** An order: the quotation it was copied from. */
  source: Type.Union([Ref, Type.Null()]),
  /** A quotation: the orders copied from it. */
  copies: Type.Array(Ref),
});
export type SalesDocumentDetail = Static<typeof SalesDocumentDetail>;

/** A row of the 'Cotizaciones' or 'Ordenes de venta' list (docs/requirements.md §3). */
export const SalesDocumentRow = Type.Object({
  id: Type.Integer(),
  folio: Type.String(),
  /** Calendar date (UTC) of creation, yyyy-mm-dd. */
  createdOn: IsoDate,
  client: Type.String(),
  seller: Person,
  totalCents: HiddenCents,
  currency: literalUnion(CURRENCIES),
  status: DocumentStatusSchema,
});
export type SalesDocumentRow = Static<typeof SalesDocumentRow>;
export const SalesDocumentPage = Page(SalesDocumentRow);
export type SalesDocumentPage = Static<typeof SalesDocumentPage>;

export const SalesDocumentListQuery = Type.Object({
  /** Folio, client or seller (every word, no case or accents). */
  search: Type.Optional(PlainText(100)),
  status: Type.Optional(Type.Array(DocumentStatusSchema, { maxItems: DOCUMENT_STATUSES.length })),
  clientId: Type.Optional(DbId),
  sellerId: Type.Optional(DbId),
  /** Created on or after this date (UTC). */
  from: Type.Optional(IsoDate),
  /** Created on or before this date (UTC). */
  to: Type.Optional(IsoDate),
  ...PageQuery,
});
export type SalesDocumentListQuery = Static<typeof SalesDocumentListQuery>;

export const SalesStatusBody = Type.Object({ status: literalUnion(['Cerrada', 'Cancelada'] as const) }, { additionalProperties: false });
export type SalesStatusBody = Static<typeof SalesStatusBody>;

export const Article = Type.Object({
  code: Type.String(),
  description: Type.String(),
  kind: literalUnion(ARTICLE_KINDS),
  /** 'pieza', 'millar de puntadas', 'servicio'. */
  unit: Type.String(),
  unitPriceCents: Type.Integer(),
});
export type Article = Static<typeof Article>;
export const ArticleList = Type.Array(Article);

export const SellerList = Type.Array(Person);
export type SellerList = Static<typeof SellerList>;

/** A quotation of a sample (review screen). */
export const SampleQuotation = Type.Object({
  id: Type.Integer(),
  folio: Type.String(),
  status: DocumentStatusSchema,
  totalCents: HiddenCents,
  currency: literalUnion(CURRENCIES),
  createdOn: IsoDate,
});
export const SampleQuotationList = Type.Array(SampleQuotation);
export type SampleQuotation = Static<typeof SampleQuotation>;

export const BackofficeCounters = Type.Object({
  openQuotations: Type.Integer(),
  samplesInProduction: Type.Integer(),
  /** Purchase orders still open (not yet fully received or cancelled), issue 31. */
  openPurchaseOrders: Type.Integer(),
  ordersToDeliver: Type.Integer(),
});
export type BackofficeCounters = Static<typeof BackofficeCounters>;
