import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { seedItems, type SeedItem } from '../items/seed';
import { BomRepository } from './repository';

/** A demo BOM: the style by code, lines by material code ('blank' for the style's own variant). */
export interface SeedBom {
  style: string;
  decorationScrapPercent: number;
  notes?: string;
  lines: readonly ('blank' | { material: string; quantity: number; scrapPercent: number })[];
}

/** The demo materials (items of kind Material) and the BOMs of the demo styles. */
export interface SeedBoms {
  materials: readonly SeedItem[];
  boms: readonly SeedBom[];
}

/** Inserts the materials, then each BOM whose style exists (inside the seeding transaction). */
export async function seedBoms(trx: Kysely<Database>, data: SeedBoms | undefined, at: string): Promise<void> {
  if (!data) return;
  await seedItems(trx, data.materials, at);
  const ids = new Map((await trx.selectFrom('items').select(['id', 'code']).execute()).map((i) => [i.code, i.id]));
  const repository = new BomRepository(trx);
  for (const bom of data.boms) {
    const itemId = ids.get(bom.style);
    if (itemId === undefined) continue;
    await repository.createInside(
      {
        itemId,
        decorationScrapPercent: bom.decorationScrapPercent,
        notes: bom.notes ?? '',
        lines: bom.lines.map((l) =>
          l === 'blank'
            ? { kind: 'blank', itemId: null, quantity: 1, scrapPercent: 0 }
            : { kind: 'material', itemId: ids.get(l.material) ?? null, quantity: l.quantity, scrapPercent: l.scrapPercent },
        ),
      },
      null,
      at,
    );
  }
}
