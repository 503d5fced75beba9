import type { ColumnType, Generated } from 'kysely';
import type { StockDocumentKind, StockMoveKind, StockSourceKind, WarehouseKind } from '@muestrario/shared/domain';

/** The stock tables (migration 0035), added to `Database` beside their area. */
declare module '../../db/types' {
  interface Database {
    warehouses: WarehousesTable;
    stock_locations: StockLocationsTable;
    stock_moves: StockMovesTable;
    stock_balances: StockBalancesTable;
  }
}

export interface WarehousesTable {
  id: Generated<number>;
  /** Upper case, unique ('MP'). */
  code: string;
  name: string;
  kind: WarehouseKind;
  active: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

export interface StockLocationsTable {
  id: Generated<number>;
  warehouse_id: number;
  /** Upper case, unique within its warehouse ('A-01-03'). */
  code: string;
  name: string;
  active: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

/** The ledger: append-only (a trigger refuses UPDATE and DELETE). */
export interface StockMovesTable {
  id: Generated<number>;
  item_id: number;
  variant_id: number | null;
  warehouse_id: number;
  location_id: number | null;
  kind: StockMoveKind;
  /** Signed, in the item's smallest unit (pieces; centimetres for metres). */
  quantity: number;
  /** Cents per unit of the item: what it came in at, or the average it left at. */
  unit_cost_cents: number;
  source_kind: StockSourceKind | null;
  source_id: number | null;
  source_line: number | null;
  note: string;
  user_id: number | null;
  at: string;
}

export interface StockBalancesTable {
  id: Generated<number>;
  /** `stockSlot(…)`: 'item:variant:warehouse:location', 0 for none; unique. */
  slot: string;
  item_id: number;
  variant_id: number | null;
  warehouse_id: number;
  location_id: number | null;
  on_hand: number;
  average_cost_cents: number;
  updated_at: string;
  /** How many movements the slot has, kept by a trigger on stock_moves (migration 0043): the kardex's total. */
  move_count: ColumnType<number, number | undefined, number>;
}

/** Inventory documents and stock counts (migration 0040): headers; their lines are ledger movements. */
declare module '../../db/types' {
  interface Database {
    stock_documents: StockDocumentsTable;
    stock_counts: StockCountsTable;
  }
}

export interface StockDocumentsTable {
  id: Generated<number>;
  kind: StockDocumentKind;
  /** EI, SI, TR. */
  series: string;
  number: number;
  /** Series + zero-padded number ('EI00001'); unique. */
  folio: string;
  note: string;
  line_count: number;
  /** Folio, note and who, folded (no case or accents). */
  search_text: string;
  user_id: number | null;
  at: string;
}

export interface StockCountsTable {
  id: Generated<number>;
  warehouse_id: number;
  note: string;
  line_count: number;
  user_id: number | null;
  at: string;
}
