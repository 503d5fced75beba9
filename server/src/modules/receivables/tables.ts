import type { ColumnType, Generated } from 'kysely';
import type { CfdiPaymentMethod, CfdiRelationType, Currency } from '@muestrario/shared/domain';

/** A `bigint` column: the pg driver reads it as a string, so read it through Number(). */
type Int8 = ColumnType<number | string, number, number>;

/** Accounts receivable's tables (migrations 0047 and 0048), added to `Database` beside their area. */
declare module '../../db/types' {
  interface Database {
    sales_fiscal_terms: SalesFiscalTermsTable;
    sales_document_relations: SalesDocumentRelationsTable;
    customer_payments: CustomerPaymentsTable;
    customer_payment_applications: CustomerPaymentApplicationsTable;
  }
}

export interface SalesFiscalTermsTable {
  document_id: number;
  payment_method: CfdiPaymentMethod;
  payment_form: string;
  cfdi_use: string;
  /** 1: a debit note (an invoice related 02). */
  is_debit_note: ColumnType<number, number | undefined, number>;
  down_payment_stage: 'requested' | 'invoiced' | null;
  order_id: number | null;
  created_at: string;
}

export interface SalesDocumentRelationsTable {
  id: Generated<number>;
  document_id: number;
  related_document_id: number;
  relation_type: CfdiRelationType;
  amount_cents: Int8;
}

export interface CustomerPaymentsTable {
  id: Generated<number>;
  number: number;
  folio: string;
  partner_id: number;
  pay_date: string;
  payment_form: string;
  currency: Currency;
  exchange_rate: number;
  amount_cents: Int8;
  reference: string;
  created_by: number;
  created_at: string;
}

export interface CustomerPaymentApplicationsTable {
  id: Generated<number>;
  payment_id: number;
  document_id: number;
  currency: Currency;
  equivalence_micros: ColumnType<number, number | undefined, number>;
  instalment: number;
  previous_balance_cents: Int8;
  paid_cents: Int8;
  remaining_balance_cents: Int8;
}
