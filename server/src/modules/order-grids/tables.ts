import type { Generated } from 'kysely';

/** A sales order line's size grid and name list (migration 0028_order_line_grids). */
export interface OrderLineGridsTable {
  line_id: number;
  document_id: number;
  style_id: number;
  sample_id: number;
  updated_at: string;
  updated_by: number;
}

export interface OrderLineGridCellsTable {
  line_id: number;
  variant_id: number;
  quantity: number;
}

export interface OrderLineNamesTable {
  id: Generated<number>;
  line_id: number;
  row_number: number;
  name: string;
  variant_id: number;
  text_label: string;
}

declare module '../../db/types' {
  interface Database {
    order_line_grids: OrderLineGridsTable;
    order_line_grid_cells: OrderLineGridCellsTable;
    order_line_names: OrderLineNamesTable;
  }
}
