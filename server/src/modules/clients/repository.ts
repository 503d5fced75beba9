import { sql, type Kysely } from 'kysely';
import type { ClientSearchResult } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';
import { likeContains } from './search-text';

export const CLIENT_SEARCH_LIMIT = 20;

export class ClientsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Case- and accent-insensitive "contains" on card name, card code and RFC; at most 20 rows. */
  async search(term: string): Promise<ClientSearchResult[]> {
    let query = this.db
      .selectFrom('clients')
      .select(['card_code', 'card_name', 'email', 'phone1', 'address', 'city', 'county', 'state', 'zip_code']);
    const trimmed = term.trim();
    if (trimmed) query = query.where(sql<boolean>`search_text like ${likeContains(trimmed)} escape '\\'`);
    const rows = await query.orderBy('card_name').orderBy('card_code').limit(CLIENT_SEARCH_LIMIT).execute();
    return rows.map((r) => ({
      cardCode: r.card_code,
      cardName: r.card_name,
      email: r.email,
      phone1: r.phone1,
      address: r.address,
      city: r.city,
      county: r.county,
      state: r.state,
      zipCode: r.zip_code,
    }));
  }
}
