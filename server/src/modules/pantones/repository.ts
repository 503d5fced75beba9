import type { Kysely } from 'kysely';
import type { Pantone } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

export class PantonesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The whole thread-colour catalogue («pantones», table `threads`), in catalogue order. */
  list(): Promise<Pantone[]> {
    return this.db
      .selectFrom('threads')
      .select(['id', 'nombre', 'hex', 'color', 'posicion', 'rgb'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }
}
