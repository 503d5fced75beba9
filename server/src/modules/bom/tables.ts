import type { Generated } from 'kysely';
import type { BomLineKind } from '@muestrario/shared/domain';

/** Bills of materials (migration 0029_bills_of_materials): one per style. */
export interface BomsTable {
  id: Generated<number>;
  item_id: number;
  /** Scrap of the decoration's consumption (thread, film), tenths of a percent. */
  decoration_scrap_tenths: number;
  notes: string;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

/** A component per piece: the blank (no item) or a material item. */
export interface BomLinesTable {
  id: Generated<number>;
  bom_id: number;
  position: number;
  kind: BomLineKind;
  component_item_id: number | null;
  quantity_thousandths: number;
  scrap_tenths: number;
}

declare module '../../db/types' {
  interface Database {
    boms: BomsTable;
    bom_lines: BomLinesTable;
  }
}
