import type { Kysely } from 'kysely';
import { DELIVERY_MESSAGES as M } from '@muestrario/shared/domain';
import { isStocked } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import type { DocumentLineRow } from '../business-documents/repository';

/** A size of a grid line: its variant, names and the pieces the grid asks for. */
export interface GridSize {
  variantId: number;
  code: string;
  colour: string;
  size: string;
  ordered: number;
}

/**
 * What an order line delivers (docs/decisions/deliveries.md, 'What a line takes from stock'): the pieces of
 * its size grid (a variant each), one item (or variant) of the inventory, a service that travels without a
 * stock move, or nothing it can deliver (a garment without sizes: the refusal says what to do).
 */
export type LineGoods =
  | { kind: 'grid'; itemId: number; sizes: GridSize[] }
  | { kind: 'plain'; itemId: number; variantId: number | null; code: string }
  | { kind: 'service' }
  | { kind: 'refused'; message: string };

export const sizeLabel = (s: { colour: string; size: string }) => `${s.colour} ${s.size}`;

/** The grid sizes of order lines, in the grid's order (colour, then size run). */
export async function gridSizes(db: Kysely<Database>, lineIds: readonly number[]): Promise<Map<number, { itemId: number; sizes: GridSize[] }>> {
  const out = new Map<number, { itemId: number; sizes: GridSize[] }>();
  if (!lineIds.length) return out;
  const rows = await db
    .selectFrom('order_line_grid_cells as c')
    .innerJoin('order_line_grids as g', 'g.line_id', 'c.line_id')
    .innerJoin('item_variants as v', 'v.id', 'c.variant_id')
    .innerJoin('item_colours as k', 'k.id', 'v.colour_id')
    .leftJoin('item_sizes as z', (j) => j.onRef('z.item_id', '=', 'v.item_id').onRef('z.size', '=', 'v.size'))
    .select(['c.line_id', 'g.style_id', 'c.variant_id', 'c.quantity', 'v.code', 'v.size', 'k.name as colour', 'k.sort_order as colour_order', 'z.sort_order as size_order'])
    .where('c.line_id', 'in', lineIds)
    .execute();
  rows.sort((a, b) => a.line_id - b.line_id || a.colour_order - b.colour_order || (a.size_order ?? 0) - (b.size_order ?? 0) || a.variant_id - b.variant_id);
  for (const r of rows) {
    const entry = out.get(r.line_id) ?? { itemId: r.style_id, sizes: [] };
    entry.sizes.push({ variantId: r.variant_id, code: r.code, colour: r.colour, size: r.size, ordered: r.quantity });
    out.set(r.line_id, entry);
  }
  return out;
}

/** What each order line delivers, by line id. */
export async function linesGoods(db: Kysely<Database>, lines: readonly DocumentLineRow[]): Promise<Map<number, LineGoods>> {
  const grids = await gridSizes(
    db,
    lines.map((l) => l.id),
  );
  const out = new Map<number, LineGoods>();
  for (const line of lines) {
    const grid = grids.get(line.id);
    if (grid) {
      out.set(line.id, { kind: 'grid', ...grid });
      continue;
    }
    const n = line.line_number + 1;
    const item =
      line.item_id !== null
        ? await db.selectFrom('items').select(['id', 'code', 'kind', 'unit']).where('id', '=', line.item_id).executeTakeFirst()
        : await db.selectFrom('items').select(['id', 'code', 'kind', 'unit']).where('code', '=', line.code).executeTakeFirst();
    if (item) {
      if (!isStocked(item.kind, item.unit)) {
        out.set(line.id, { kind: 'service' });
        continue;
      }
      const variant = await db.selectFrom('item_variants').select('id').where('item_id', '=', item.id).executeTakeFirst();
      if (variant && line.variant_id === null) out.set(line.id, { kind: 'refused', message: M.noGrid(n, line.code) });
      else {
        const code = line.variant_id === null ? item.code : ((await db.selectFrom('item_variants').select('code').where('id', '=', line.variant_id).executeTakeFirst())?.code ?? item.code);
        out.set(line.id, { kind: 'plain', itemId: item.id, variantId: line.variant_id, code });
      }
      continue;
    }
    const article = await db.selectFrom('articles').select('kind').where('code', '=', line.code).executeTakeFirst();
    out.set(line.id, article?.kind === 'Servicio' ? { kind: 'service' } : { kind: 'refused', message: M.noGrid(n, line.code) });
  }
  return out;
}

/** Pieces delivered per order line and variant (null: a line without sizes), from the deliveries' ledger moves. */
export async function deliveredByVariant(db: Kysely<Database>, orderLineIds: readonly number[]): Promise<Map<number, Map<number | null, number>>> {
  const out = new Map<number, Map<number | null, number>>();
  if (!orderLineIds.length) return out;
  const rows = await db
    .selectFrom('stock_moves as m')
    .innerJoin('document_lines as l', 'l.id', 'm.source_line')
    .select(['l.base_line_id', 'm.variant_id'])
    .select((eb) => eb.fn.sum<number | string>('m.quantity').as('moved'))
    .where('m.source_kind', '=', 'delivery')
    .where('l.base_line_id', 'in', orderLineIds)
    .groupBy(['l.base_line_id', 'm.variant_id'])
    .execute();
  for (const r of rows) {
    const line = out.get(r.base_line_id!) ?? new Map<number | null, number>();
    line.set(r.variant_id, -Number(r.moved));
    out.set(r.base_line_id!, line);
  }
  return out;
}
