import type { Currency } from './enums';
import type { PARTNER_TYPES } from './enums';

/*
 * The back-office mock screens (docs/requirements.md §2 "Mock-up screens", §3 mock rows, §4 mock statuses).
 * The remote's data modules are typed with these, so real data can replace them later without
 * touching the components.
 */

export type PartnerType = (typeof PARTNER_TYPES)[number];

export const PARTNER_GROUPS = ['Clientes Mayoristas', 'Clientes Menoristas'] as const;
export type PartnerGroup = (typeof PARTNER_GROUPS)[number];

/** 'Forma de envío' of a partner (the spec names the field only; these are our choice). */
export const SHIPPING_METHODS = ['Paquetería', 'Entrega a domicilio', 'Recoge en planta', 'Flete propio'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** Partner photo limit (docs/requirements.md §9: 'partner photo note 1 MB') and the types the note names. */
export const PARTNER_PHOTO_MAX_BYTES = 1_000_000;
export const PARTNER_PHOTO_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;

/** A row of the 'Socios de Negocio' list (docs/requirements.md §3: name, RFC, email, type). */
export interface PartnerRow {
  id: number;
  code: string;
  name: string;
  rfc: string;
  email: string;
  type: PartnerType;
}

/** Partner master data (the detail screen). */
export interface PartnerDetail extends PartnerRow {
  group: PartnerGroup;
  currency: Currency;
  /** Image URL (a file shipped with the app in the mock), or null for none. */
  photoUrl: string | null;
  phone1: string;
  phone2: string;
  mobile: string;
  website: string;
  shippingMethod: ShippingMethod;
  active: boolean;
}

/** Status of a quotation or sales order (docs/requirements.md §4) and its badge colour. */
export const DOCUMENT_STATUSES = ['Abierta', 'Cerrada', 'Cancelada'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_TONES = {
  Abierta: 'yellow',
  Cerrada: 'green',
  Cancelada: 'red',
} as const satisfies Record<DocumentStatus, 'yellow' | 'green' | 'red'>;

/** Quotations and sales orders share one list and one detail screen; the kind tells them apart. */
export const SALES_DOCUMENT_KINDS = ['quotation', 'order'] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];
/** Folio prefixes (docs/requirements.md §3: S000xx, OV000xx). */
export const FOLIO_PREFIXES = { quotation: 'S', order: 'OV' } as const satisfies Record<SalesDocumentKind, string>;

/** Static pagination text of the mock lists (docs/requirements.md §9). */
export const MOCK_PAGINATION_TEXT = 'Mostrando 1 a 10 de 97 resultados';

export interface Seller {
  name: string;
  /** Image URL of the seller's photo. */
  photoUrl: string;
}

/** A row of the 'Cotizaciones' or 'Ordenes de venta' list (docs/requirements.md §3). */
export interface SalesDocumentRow {
  id: number;
  folio: string;
  /** Calendar date, 'yyyy-mm-dd'. */
  createdOn: string;
  client: string;
  seller: Seller;
  totalCents: number;
  currency: Currency;
  status: DocumentStatus;
}

/** A line of a quotation or order (docs/requirements.md §3: code, description, quantity, unit price; subtotal is computed). */
export interface SalesDocumentLine {
  code: string;
  description: string;
  /** Whole units, 1 to LINE_LIMITS.quantityMax. */
  quantity: number;
  unitPriceCents: number;
}

/** Bounds of an editable line (ours: the spec sets none). */
export const LINE_LIMITS = { quantityMax: 99_999, unitPriceMaxCents: 99_999_999 } as const;

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The detail / form of a quotation or order. */
export interface SalesDocumentDetail {
  id: number;
  kind: SalesDocumentKind;
  folio: string;
  status: DocumentStatus;
  /** Partner code of the client ('' while none is chosen). */
  clientCode: string;
  name: string;
  /** Id of the contact person ('' for none). */
  contactId: string;
  reference: string;
  currency: Currency;
  lines: SalesDocumentLine[];
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
}

/** A client the quotation form can choose, with its contact people and default currency. */
export interface ClientOption {
  code: string;
  name: string;
  currency: Currency;
  contacts: { id: string; name: string }[];
  address: PostalAddress;
}

/** An article of the catalogue the line dialog offers. */
export interface ArticleOption {
  code: string;
  description: string;
  unitPriceCents: number;
}
