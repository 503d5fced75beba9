import type { ColumnType, Generated } from 'kysely';
import type { ItemKind, ItemUnit } from '@muestrario/shared/domain';

/** Styles and services (migration 0024_items). */
export interface ItemsTable {
  id: Generated<number>;
  code: string;
  description: string;
  kind: ItemKind;
  clothing_id: number | null;
  sat_product_key: string;
  sat_unit_key: string;
  unit: ItemUnit;
  /** The price catalogue's article (quotations) that prices this item, or null. */
  article_code: string | null;
  active: ColumnType<number, number | undefined, number>;
  /** Code and description folded (no case or accents), for the list's search. */
  search_text: string;
  created_at: string;
  updated_at: string;
  /** Planning (migration 0037, issue 31): the supplier shortages are requested from, and the minimum stock in smallest units. */
  preferred_supplier_id: ColumnType<number | null, number | null | undefined, number | null>;
  min_stock: ColumnType<number, number | undefined, number>;
}

export interface ItemColoursTable {
  id: Generated<number>;
  item_id: number;
  code: string;
  name: string;
  hex: string;
  sort_order: number;
  /** 0 once removed from the style (its variants stay for the orders that name them). */
  active: ColumnType<number, number | undefined, number>;
}

export interface ItemSizesTable {
  item_id: number;
  size: string;
  sort_order: number;
}

export interface ItemVariantsTable {
  id: Generated<number>;
  item_id: number;
  colour_id: number;
  size: string;
  code: string;
  cost_cents: number | null;
  active: ColumnType<number, number | undefined, number>;
}

declare module '../../db/types' {
  interface Database {
    items: ItemsTable;
    item_colours: ItemColoursTable;
    item_sizes: ItemSizesTable;
    item_variants: ItemVariantsTable;
  }
}
