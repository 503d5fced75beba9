import type { ColumnType, Generated } from 'kysely';
import type { Currency } from '@muestrario/shared/domain';
import type { BusinessDocumentKind, BusinessDocumentStatus } from '@muestrario/shared/rules';

/** A `bigint` column: the pg driver reads it as a string, so read it through Number(). */
type Int8 = ColumnType<number | string, number, number>;

/**
 * The business document engine's tables (migration 0021), added to the `Database` type by module
 * augmentation so they live beside the engine (same portability rules as db/types.ts).
 */
declare module '../../db/types' {
  interface Database {
    documents: DocumentsTable;
    document_lines: DocumentLinesTable;
    document_history: DocumentHistoryTable;
  }
}

/** A document's header: one row per quotation, order, delivery, invoice, purchase order… */
export interface DocumentsTable {
  id: Generated<number>;
  kind: BusinessDocumentKind;
  /** The numbering series (also the folio's prefix): 'S', 'OV'… */
  series: string;
  /** The number within (kind, series); unique there. */
  number: number;
  folio: string;
  status: BusinessDocumentStatus;
  /** The business partner (`clients`: a client on sales documents, a supplier on purchasing ones). */
  partner_id: number;
  contact_id: number | null;
  /** Who the document belongs to: the seller of a sales document, the buyer of a purchasing one. */
  owner_id: number;
  created_by: number;
  name: string;
  reference: string;
  currency: Currency;
  /** Pesos per unit in ten-thousandths (MXN: 10000). */
  exchange_rate: number;
  tax_rate_bp: number;
  subtotal_cents: Int8;
  tax_cents: Int8;
  total_cents: Int8;
  total_mxn_cents: Int8;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_zip: string;
  bill_street: string;
  bill_city: string;
  bill_state: string;
  bill_zip: string;
  sample_id: number | null;
  /** The document this one was copied from (its lines say which line each came from). */
  base_document_id: number | null;
  /** Lower-case, accent-free folio + partner name + owner name. */
  search_text: string;
  /** The document's date (yyyy-mm-dd), SAP's DocDate. */
  doc_date: string;
  /** When it is due (delivery date, payment date…), SAP's DocDueDate. */
  due_date: string | null;
  created_at: string;
  updated_at: string;
  status_changed_at: string | null;
  status_changed_by: number | null;
}

export interface DocumentLinesTable {
  id: Generated<number>;
  document_id: number;
  /** 0, 1, 2… in screen order (SAP's LineNum). */
  line_number: number;
  /** The article's (item's) code. */
  code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  /** Discount in basis points (1000 = 10 %). */
  discount_bp: number;
  /** Quantity × unit price less the discount, in cents (SAP's LineTotal). */
  line_total_cents: Int8;
  tax_cents: Int8;
  base_document_id: number | null;
  base_line_id: number | null;
  /** What later documents have not yet copied (SAP's OpenQty). */
  open_quantity: number;
  /** What the line moves (migration 0036, issue 31): the item, its variant and the warehouse, when known. */
  item_id: ColumnType<number | null, number | null | undefined, number | null>;
  variant_id: ColumnType<number | null, number | null | undefined, number | null>;
  warehouse_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Append-only: one row per thing that happened to a document. */
export interface DocumentHistoryTable {
  id: Generated<number>;
  document_id: number;
  /** Null for what the system did (a migration). */
  user_id: number | null;
  at: string;
  /** 'created', 'updated', 'status', 'copied-from', 'copied-to', 'migrated'. */
  action: string;
  /** JSON text. */
  detail: string;
}
