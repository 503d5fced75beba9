import { sql, type Kysely } from 'kysely';
import type { ClientSearchResult } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';
import { CLIENT_SEARCH_LIMIT, COUNTRY } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';
import { clientSearchText, likeContains } from './search-text';

/** What a new client is created from (the new-client fields of the sample creation payload). */
export interface NewClient {
  cardName: string;
  email: string;
  phone1: string;
  address: string;
  county: string;
  state: string;
  zipCode: string;
}

/** Generated card codes: 'C' and the row id on five digits, like the demo data ('C00031'). */
export const cardCodeFor = (id: number, attempt = 0) => `C${String(id).padStart(5, '0')}${attempt ? `-${attempt}` : ''}`;

/**
 * Inserts a client with a generated card code (use inside the caller's transaction). The row is
 * written with a provisional unique code, then given `cardCodeFor(id)`, so two concurrent
 * creations never pick the same code; an existing code (imported data) gets a suffix.
 */
export async function insertClient(db: Kysely<Database>, client: NewClient, at: string): Promise<{ id: number; cardCode: string }> {
  const provisional = `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const { id } = await db
    .insertInto('clients')
    .values({
      card_code: provisional,
      card_name: client.cardName,
      rfc: '',
      email: client.email,
      phone1: client.phone1,
      address: client.address,
      city: '',
      county: client.county,
      state: client.state,
      zip_code: client.zipCode,
      country: COUNTRY,
      department: null,
      search_text: '',
      search_name: sampleSearchFold(client.cardName),
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let cardCode = cardCodeFor(id);
  for (let attempt = 1; await db.selectFrom('clients').select('id').where('card_code', '=', cardCode).executeTakeFirst(); attempt++) {
    cardCode = cardCodeFor(id, attempt);
  }
  await db
    .updateTable('clients')
    .set({ card_code: cardCode, search_text: clientSearchText({ cardCode, cardName: client.cardName, rfc: '' }) })
    .where('id', '=', id)
    .execute();
  return { id, cardCode };
}

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
