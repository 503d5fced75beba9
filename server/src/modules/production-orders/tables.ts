import type { Generated } from 'kysely';
import type { MachineKind } from '@muestrario/shared/domain';
import type { OperationKind, OperationStatus, ProductionOrderStatus, RejectReason } from '@muestrario/shared/rules';

/** Production orders (migration 0030_production_orders): one per sales order line being made. */
export interface ProductionOrdersTable {
  id: Generated<number>;
  /** 'OF-00012'. */
  folio: string;
  status: ProductionOrderStatus;
  /** The sales order and its line. */
  document_id: number;
  line_id: number;
  line_number: number;
  partner_id: number;
  style_id: number;
  sample_id: number;
  pieces: number;
  total_minutes: number;
  promised_date: string | null;
  planned_start: string | null;
  planned_end: string | null;
  /** JSON of buildProductionSnapshot()'s snapshot. */
  snapshot: string;
  search_text: string;
  version: number;
  created_at: string;
  created_by: number;
  updated_at: string;
}

export interface ProductionOperationsTable {
  id: Generated<number>;
  order_id: number;
  sequence: number;
  kind: OperationKind;
  machine_kind: MachineKind;
  label: string;
  position: string | null;
  /** Estimated whole minutes. */
  minutes: number;
  machine_id: number | null;
  planned_day: string | null;
  status: OperationStatus;
  started_at: string | null;
  started_by: number | null;
  finished_at: string | null;
  finished_by: number | null;
  good: number | null;
  rejected: number | null;
  reason: RejectReason | null;
  note: string;
  moved_at: string | null;
  moved_by: number | null;
  version: number;
}

export interface ProductionOrderHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: ProductionOrderStatus | null;
  to_status: ProductionOrderStatus;
  user_id: number;
  user_name: string;
  at: string;
  note: string;
}

declare module '../../db/types' {
  interface Database {
    production_orders: ProductionOrdersTable;
    production_operations: ProductionOperationsTable;
    production_order_history: ProductionOrderHistoryTable;
  }
}
