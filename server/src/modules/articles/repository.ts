import type { Kysely } from 'kysely';
import type { Article } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

/** The article catalogue: garments and services, in catalogue order. */
export class ArticlesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<Article[]> {
    const rows = await this.db
      .selectFrom('articles')
      .select(['code', 'description', 'kind', 'unit', 'unit_price_cents'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('code')
      .execute();
    return rows.map((r) => ({ code: r.code, description: r.description, kind: r.kind, unit: r.unit, unitPriceCents: r.unit_price_cents }));
  }

  /** The garment article that quotes a clothing catalogue title, if any. */
  async forGarment(title: string): Promise<Article | undefined> {
    const r = await this.db
      .selectFrom('articles')
      .select(['code', 'description', 'kind', 'unit', 'unit_price_cents'])
      .where('garment', '=', title)
      .where('active', '=', 1)
      .orderBy('sort_order')
      .executeTakeFirst();
    return r && { code: r.code, description: r.description, kind: r.kind, unit: r.unit, unitPriceCents: r.unit_price_cents };
  }
}
