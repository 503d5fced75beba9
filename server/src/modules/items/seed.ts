import type { Kysely } from 'kysely';
import type { ItemInput } from '@muestrario/shared/contract';
import type { ItemSize } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';
import { ItemsRepository } from './repository';

/** A demo item: the form's fields with the garment by its catalogue title, and a cost per piece for the variants. */
export interface SeedItem extends Omit<ItemInput, 'clothingId' | 'colours' | 'sizes'> {
  sizes: readonly ItemSize[];
  garment?: string;
  colours: readonly { code: string; name: string; hex: string }[];
  /** Cost per piece in cents of the smallest sizes; bigger sizes cost more (see `costOf`). */
  costCents?: number;
}

/** 2XG and 3XG, and waists of 40 and up, take more cloth: +10 % and +20 %. */
export function costOf(base: number, size: string): number {
  const extra = size === '3XG' || size === '44' ? 1.2 : size === '2XG' || size === '40' || size === '42' ? 1.1 : 1;
  return Math.round(base * extra);
}

/** Inserts the demo items inside the seeding transaction (garments found by title; one not in the catalogue is left empty). */
export async function seedItems(trx: Kysely<Database>, items: readonly SeedItem[], at: string): Promise<void> {
  const repository = new ItemsRepository(trx);
  const garments = new Map((await trx.selectFrom('clothing').select(['id', 'title']).execute()).map((g) => [g.title, g.id]));
  const articles = new Set((await trx.selectFrom('articles').select('code').execute()).map((a) => a.code));
  for (const { garment, costCents, ...item } of items) {
    const id = await repository.createInside(
      {
        ...item,
        colours: [...item.colours],
        sizes: [...item.sizes],
        clothingId: (garment && garments.get(garment)) || null,
        articleCode: item.articleCode && articles.has(item.articleCode) ? item.articleCode : null,
      },
      at,
    );
    if (costCents === undefined) continue;
    for (const v of await trx.selectFrom('item_variants').select(['id', 'size']).where('item_id', '=', id).execute()) {
      await trx.updateTable('item_variants').set({ cost_cents: costOf(costCents, v.size) }).where('id', '=', v.id).execute();
    }
  }
}
