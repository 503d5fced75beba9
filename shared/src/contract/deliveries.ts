import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from '../domain/enums';
import { DELIVERY_LIMITS as L, DELIVERY_STATE_LABELS } from '../domain/deliveries';
import { BUSINESS_DOCUMENT_STATUSES } from '../rules/business-documents/statuses';
import { DbId, IsoDate, PlainText } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';
import { StockMove } from './stock';

/*
 * Deliveries to clients (Entregas, SAP's ODLN) from sales orders and returns from clients (Devoluciones, ORDN)
 * from deliveries, issue 32 item 1; quotations and orders printed and e-mailed, item 7. Quantities are whole
 * pieces; a line of an order with a colour × size grid is delivered (and returned) per size, its quantity the
 * sum of its sizes. Money integer cents; amounts are null for roles that may not see sales amounts.
 */

const Note = Type.String({ maxLength: L.note.max, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$', description: 'Nota (quién recibe, guía, motivo)' });
const Pieces = Type.Integer({ minimum: 1, maximum: L.quantity.max, description: 'Piezas' });
const Status = literalUnion(BUSINESS_DOCUMENT_STATUSES);
const HiddenCents = Type.Union([Type.Integer(), Type.Null()]);

export const SizeRequest = Type.Object({ variantId: DbId, quantity: Pieces }, { additionalProperties: false });
export type SizeRequest = Static<typeof SizeRequest>;

/** One line of a delivery (or a return): a line of its base document, how many pieces and, on a grid line, which sizes. */
export const DeliveryLineRequest = Type.Object(
  {
    baseLineId: DbId,
    quantity: Pieces,
    /** Required on a line with a size grid (they add up to `quantity`); absent otherwise. */
    sizes: Type.Optional(Type.Array(SizeRequest, { minItems: 1, maxItems: L.sizes.max })),
  },
  { additionalProperties: false },
);
export type DeliveryLineRequest = Static<typeof DeliveryLineRequest>;

const Lines = Type.Array(DeliveryLineRequest, { minItems: 1, maxItems: L.lines.max });

/** 'Crear entrega': lines of the order (the path's) out of one finished-goods warehouse. */
export const DeliveryBody = Type.Object(
  {
    warehouseId: DbId,
    /** The delivery's date (yyyy-mm-dd); today when absent. */
    docDate: Type.Optional(IsoDate),
    note: Type.Optional(Note),
    lines: Lines,
  },
  { additionalProperties: false },
);
export type DeliveryBody = Static<typeof DeliveryBody>;

/** 'Devolver': lines of one delivery of the order (the path's), back into the warehouse they left. */
export const SalesReturnBody = Type.Object(
  {
    deliveryId: DbId,
    docDate: Type.Optional(IsoDate),
    note: Type.Optional(Note),
    lines: Lines,
  },
  { additionalProperties: false },
);
export type SalesReturnBody = Static<typeof SalesReturnBody>;

export const DeliveryListQuery = Type.Object({
  /** Folio, client, seller or the order's folio (no case or accents). */
  search: Type.Optional(Type.String({ maxLength: L.search.max, pattern: '^[^\\u0000]*$' })),
  status: Type.Optional(Status),
  ...PageQuery,
});
export type DeliveryListQuery = Static<typeof DeliveryListQuery>;

const DocRef = Type.Object({ id: Type.Integer(), folio: Type.String(), status: Status });
export type DeliveryDocRef = Static<typeof DocRef>;
const Place = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
const Person = Type.Object({ id: Type.Integer(), name: Type.String() });
const Address = Type.Object({ street: Type.String(), city: Type.String(), state: Type.String(), zipCode: Type.String() });

/** A row of the deliveries or the returns list. */
export const DeliveryRow = Type.Object({
  id: Type.Integer(),
  folio: Type.String(),
  status: Status,
  docDate: Type.String(),
  clientName: Type.String(),
  seller: Person,
  /** The order delivered (a return: its delivery's order). */
  order: Type.Union([DocRef, Type.Null()]),
  /** A return's delivery; null on a delivery. */
  delivery: Type.Union([DocRef, Type.Null()]),
  warehouseName: Type.Union([Type.String(), Type.Null()]),
  pieces: Type.Integer(),
  currency: literalUnion(CURRENCIES),
  totalCents: HiddenCents,
});
export type DeliveryRow = Static<typeof DeliveryRow>;
export const DeliveryPage = Page(DeliveryRow);
export type DeliveryPage = Static<typeof DeliveryPage>;

/** Pieces of one size of a line. */
export const DeliverySize = Type.Object({
  variantId: Type.Integer(),
  code: Type.String(),
  colour: Type.String(),
  size: Type.String(),
  quantity: Type.Integer(),
  /** A delivery's size: what may still be returned of it; a return's: 0. */
  returnable: Type.Integer(),
});
export type DeliverySize = Static<typeof DeliverySize>;

export const DeliveryLine = Type.Object({
  id: Type.Integer(),
  lineNumber: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  /** A delivery line: what is neither returned nor invoiced yet (the engine's open quantity); a return line: 0. */
  openQuantity: Type.Integer(),
  unitPriceCents: HiddenCents,
  discountBp: Type.Integer(),
  lineTotalCents: HiddenCents,
  baseLineId: Type.Union([Type.Integer(), Type.Null()]),
  /** Whether the line moved stock (a service travels with the garments without a move). */
  stocked: Type.Boolean(),
  /** Per size, when the line's pieces have sizes (empty otherwise). */
  sizes: Type.Array(DeliverySize),
  /** A line without sizes that moved stock: what may still be returned. */
  returnable: Type.Integer(),
});
export type DeliveryLine = Static<typeof DeliveryLine>;

/** A delivery or a return with its lines, the ledger moves it made and the documents around it. */
export const DeliveryDetail = Type.Object({
  id: Type.Integer(),
  kind: literalUnion(['delivery', 'return'] as const),
  folio: Type.String(),
  status: Status,
  docDate: Type.String(),
  createdAt: Type.String(),
  createdByName: Type.String(),
  client: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), rfc: Type.String() }),
  seller: Person,
  shipTo: Address,
  note: Type.String(),
  currency: literalUnion(CURRENCIES),
  exchangeRate: Type.Integer(),
  subtotalCents: HiddenCents,
  taxCents: HiddenCents,
  totalCents: HiddenCents,
  order: Type.Union([DocRef, Type.Null()]),
  /** A return's delivery. */
  delivery: Type.Union([DocRef, Type.Null()]),
  warehouse: Type.Union([Place, Type.Null()]),
  lines: Type.Array(DeliveryLine),
  moves: Type.Array(StockMove),
  /** A delivery's returns. */
  returns: Type.Array(DocRef),
});
export type DeliveryDetail = Static<typeof DeliveryDetail>;

/** A size of an order line as the delivery dialog needs it. */
export const DeliverableSize = Type.Object({
  variantId: Type.Integer(),
  code: Type.String(),
  colour: Type.String(),
  size: Type.String(),
  ordered: Type.Integer(),
  delivered: Type.Integer(),
  open: Type.Integer(),
});
export type DeliverableSize = Static<typeof DeliverableSize>;

export const DeliverableLine = Type.Object({
  /** The order line (the delivery's `baseLineId`). */
  id: Type.Integer(),
  lineNumber: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  ordered: Type.Integer(),
  delivered: Type.Integer(),
  /** The engine's open quantity: what may still be delivered. */
  open: Type.Integer(),
  /** The item whose stock the line takes (null: a service, delivered without a move). */
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  /** A plain stocked line's variant (null on a grid line and an item without variants). */
  variantId: Type.Union([Type.Integer(), Type.Null()]),
  stocked: Type.Boolean(),
  sizes: Type.Array(DeliverableSize),
  /** Why the line cannot be delivered (a garment without sizes), else null. */
  refusal: Type.Union([Type.String(), Type.Null()]),
});
export type DeliverableLine = Static<typeof DeliverableLine>;

/** An order as 'Crear entrega' needs it: its lines, the finished-goods warehouses and their stock, its deliveries. */
export const DeliverableOrder = Type.Object({
  id: Type.Integer(),
  folio: Type.String(),
  status: Status,
  clientName: Type.String(),
  sellerId: Type.Integer(),
  state: literalUnion(Object.keys(DELIVERY_STATE_LABELS) as ['none', 'partial', 'complete']),
  lines: Type.Array(DeliverableLine),
  warehouses: Type.Array(Place),
  /** On hand per warehouse of what the lines take (items, variants). */
  stock: Type.Array(Type.Object({ warehouseId: Type.Integer(), itemId: Type.Integer(), variantId: Type.Union([Type.Integer(), Type.Null()]), onHand: Type.Integer() })),
  deliveries: Type.Array(DocRef),
  returns: Type.Array(DocRef),
});
export type DeliverableOrder = Static<typeof DeliverableOrder>;

/** What 'Enviar por correo' proposes: the client's contact, a subject and a message; whether SMTP is configured. */
export const SalesEmailDraft = Type.Object({
  available: Type.Boolean(),
  /** Why it cannot be sent (no SMTP), else null. */
  unavailableReason: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  contacts: Type.Array(Type.Object({ name: Type.String(), email: Type.String() })),
  subject: Type.String(),
  message: Type.String(),
});
export type SalesEmailDraft = Static<typeof SalesEmailDraft>;

export const SalesEmailBody = Type.Object(
  {
    to: Type.String({ minLength: 3, maxLength: L.email.max, pattern: '^[^\\s@<>(),;:"\\\\]+@[^\\s@<>(),;:"\\\\]+\\.[A-Za-z]{2,}$' }),
    subject: Type.String({ minLength: 1, maxLength: L.subject.max, pattern: '^[^\\u0000-\\u001f\\u007f]*\\S[^\\u0000-\\u001f\\u007f]*$' }),
    message: PlainText(L.message.max),
  },
  { additionalProperties: false },
);
export type SalesEmailBody = Static<typeof SalesEmailBody>;

export const SalesEmailAnswer = Type.Object({ sentTo: Type.String() });
export type SalesEmailAnswer = Static<typeof SalesEmailAnswer>;
