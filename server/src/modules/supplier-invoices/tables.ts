import type { ColumnType, Generated } from 'kysely';
import type { SupplierCfdiKind } from '@muestrario/shared/domain';

/** A `bigint` column: the pg driver reads it as a string, so read it through Number(). */
type Int8 = ColumnType<number | string, number, number>;

/** Supplier invoices from their CFDI (migration 0042), added to `Database` beside their area. */
declare module '../../db/types' {
  interface Database {
    supplier_cfdis: SupplierCfdisTable;
    supplier_payments: SupplierPaymentsTable;
    supplier_payment_applications: SupplierPaymentApplicationsTable;
  }
}

export interface SupplierCfdisTable {
  id: Generated<number>;
  /** The fiscal stamp's UUID, upper case: unique. */
  uuid: string;
  kind: SupplierCfdiKind;
  tipo: 'I' | 'E';
  /** The engine's supplier_invoice document (null for a credit note). */
  document_id: number | null;
  goods_receipt_id: number | null;
  supplier_id: number;
  emisor_rfc: string;
  emisor_name: string;
  receptor_rfc: string;
  serie: string;
  folio: string;
  /** The CFDI's Fecha as written (yyyy-mm-ddThh:mm:ss). */
  issued_at: string;
  currency: string;
  exchange_rate: number;
  subtotal_cents: Int8;
  discount_cents: Int8;
  transferred_tax_cents: Int8;
  withheld_tax_cents: Int8;
  total_cents: Int8;
  total_mxn_cents: Int8;
  payment_method: string;
  payment_form: string;
  related_uuid: string | null;
  relation_type: string | null;
  /** A credit note: the invoice it reduces; an invoice with TipoRelacion 07: the down payment it applies. */
  related_cfdi_id: number | null;
  /** JSON: CfdiConcept[]. */
  concepts: string;
  /** JSON: CfdiDifference[]. */
  differences: string;
  /** The XML in FileStorage (a `*_file_key` column: the sweep and backups see it). */
  xml_file_key: string;
  xml_size: number;
  created_by: number | null;
  created_at: string;
}

export interface SupplierPaymentsTable {
  id: Generated<number>;
  supplier_id: number;
  pay_date: string;
  amount_cents: Int8;
  method: string;
  reference: string;
  created_by: number | null;
  created_at: string;
}

export interface SupplierPaymentApplicationsTable {
  id: Generated<number>;
  payment_id: number;
  cfdi_id: number;
  amount_cents: Int8;
}
