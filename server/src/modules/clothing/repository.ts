import type { Kysely } from 'kysely';
import type { ClothingItem, CurrentClothing, Position } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

export class ClothingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same queries inside a transaction (see `whileEditable`). */
  within(trx: Kysely<Database>): ClothingRepository {
    return new ClothingRepository(trx);
  }

  list(): Promise<ClothingItem[]> {
    return this.db.selectFrom('clothing').select(['id', 'title', 'image']).orderBy('sort_order').orderBy('id').execute();
  }

  /** Garment with its views (positions) and print areas, in catalogue order. */
  async withPositions(clothingId: number): Promise<CurrentClothing | undefined> {
    const garment = await this.db.selectFrom('clothing').select(['id', 'title']).where('id', '=', clothingId).executeTakeFirst();
    if (!garment) return undefined;
    const positions = await this.db
      .selectFrom('clothing_positions')
      .select(['id', 'title', 'image', 'width'])
      .where('clothing_id', '=', clothingId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const areas = positions.length
      ? await this.db
          .selectFrom('position_areas')
          .select(['id', 'position_id', 'title', 'area_left', 'area_top', 'width', 'height'])
          .where(
            'position_id',
            'in',
            positions.map((p) => p.id),
          )
          .orderBy('sort_order')
          .orderBy('id')
          .execute()
      : [];
    const byPosition = new Map<number, Position>(positions.map((p) => [p.id, { ...p, areas: [] }]));
    for (const a of areas) {
      byPosition.get(a.position_id)?.areas.push({
        id: a.id,
        title: a.title,
        areaLeft: a.area_left,
        areaTop: a.area_top,
        width: a.width,
        height: a.height,
      });
    }
    return { id: garment.id, title: garment.title, positions: [...byPosition.values()] };
  }

  async exists(clothingId: number): Promise<boolean> {
    return !!(await this.db.selectFrom('clothing').select('id').where('id', '=', clothingId).executeTakeFirst());
  }

  /** A view of the given garment, or undefined when the position belongs to another garment. */
  async positionOf(clothingId: number, positionId: number): Promise<{ id: number; width: number } | undefined> {
    return this.db
      .selectFrom('clothing_positions')
      .select(['id', 'width'])
      .where('id', '=', positionId)
      .where('clothing_id', '=', clothingId)
      .executeTakeFirst();
  }
}
