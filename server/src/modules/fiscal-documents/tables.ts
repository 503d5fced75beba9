import type { ColumnType, Generated } from 'kysely';
import type { Currency } from '@muestrario/shared/domain';

/** A `bigint` column: the pg driver reads it as a string, so read it through Number(). */
type Int8 = ColumnType<number | string, number, number>;

/** Stamped CFDIs (migration 0050), added to `Database` beside their area. */
declare module '../../db/types' {
  interface Database {
    fiscal_documents: FiscalDocumentsTable;
  }
}

export type FiscalDocumentStatus = 'pendiente' | 'vigente' | 'cancelada';

export interface FiscalDocumentsTable {
  id: Generated<number>;
  source_key: string;
  document_id: number | null;
  payment_id: number | null;
  cfdi_type: 'I' | 'E' | 'P';
  series: string;
  folio: string;
  status: FiscalDocumentStatus;
  sealed_xml: string;
  claimed_at: string;
  uuid: string | null;
  xml_file_key: string | null;
  pdf_file_key: string | null;
  test_stamp: number;
  issuer_rfc: string;
  receiver_rfc: string;
  partner_id: number;
  currency: Currency;
  total_cents: Int8;
  iva_rate_bp: number | null;
  iva_base_cents: Int8 | null;
  iva_cents: Int8 | null;
  stamped_at: string | null;
  stamped_by: number | null;
  cancel_reason: string | null;
  replacement_uuid: string | null;
  cancel_requested_at: string | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
}
