/*
 * The back-office's value lists (docs/requirements.md §2 "Mock-up screens", §3, §4). The records themselves (partners,
 * quotations, orders, articles) are schemas of the endpoint table: shared/src/contract/partners.ts and
 * sales.ts.
 */

import type { PARTNER_TYPES } from './enums';
import { STAGE } from './stages';

export type PartnerType = (typeof PARTNER_TYPES)[number];

export const PARTNER_GROUPS = ['Clientes Mayoristas', 'Clientes Menoristas'] as const;
export type PartnerGroup = (typeof PARTNER_GROUPS)[number];

/** 'Forma de envío' of a partner (the spec names the field only; these are our choice). */
export const SHIPPING_METHODS = ['Paquetería', 'Entrega a domicilio', 'Recoge en planta', 'Flete propio'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** What an address of the 'Direcciones' tab is for. */
export const PARTNER_ADDRESS_KINDS = ['Facturación', 'Envío'] as const;
export type PartnerAddressKind = (typeof PARTNER_ADDRESS_KINDS)[number];

/**
 * Partner photo limit (docs/requirements.md §9: 'partner photo note 1 MB'), 1 MB as every size limit
 * here counts it (1024 × 1024 bytes). Its formats are the `partnerPhoto` kind's (domain/files.ts).
 */
export const PARTNER_PHOTO_MAX_BYTES = 1024 * 1024;

/** The note under the partner's photo (spec: 'JPG, GIF or PNG. 1MB max.', in Spanish). */
export const PARTNER_PHOTO_NOTE = 'JPG, GIF o PNG. 1 MB máximo.';

/** The photo block's own messages (a refused file is explained by the file drop or the server). */
export const PARTNER_PHOTO_MESSAGES = {
  sentOnCreate: 'Se guardará al crear el socio.',
  removeFailed: 'No pudimos quitar la foto. Inténtalo de nuevo.',
} as const;

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
/** Folio prefixes (docs/requirements.md §3: S000xx, OV000xx) and the digits after them. */
export const FOLIO_PREFIXES = { quotation: 'S', order: 'OV' } as const satisfies Record<SalesDocumentKind, string>;
export const FOLIO_DIGITS = 5;

/** 'S00098' for the 98th quotation. */
export function folioOf(kind: SalesDocumentKind, number: number): string {
  return `${FOLIO_PREFIXES[kind]}${String(number).padStart(FOLIO_DIGITS, '0')}`;
}

/** Bounds of an editable line and of a document (ours: the spec sets none). */
export const LINE_LIMITS = { quantityMax: 99_999, unitPriceMaxCents: 99_999_999, linesMax: 200 } as const;

/** Kinds of catalogue article: garments, and services (decoration techniques, digitising). */
export const ARTICLE_KINDS = ['Prenda', 'Servicio'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Sample stages counted as 'in production' on the dashboard (3 Realización de muestra … 6 Aprobación). */
export const PRODUCTION_STAGES = [STAGE.making, STAGE.quality, STAGE.photography, STAGE.approval] as const;
/** A sample can be quoted from this stage on (2 Renderizado: its design was sent). */
export const QUOTABLE_FROM_STAGE = STAGE.render;
