import { sql, type Kysely } from 'kysely';
import { PartnerFields, type ClientSearchResult, type NewClientFields } from '@muestrario/shared/contract';
import { toColumns } from '../../db/columns';
import type { Database } from '../../db/types';
import { CLIENT_SEARCH_LIMIT, COUNTRY } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';
import { clientSearchText, likeContains } from './search-text';

/**
 * What a client is created from: the sample flow's new-client fields, and any other partner field
 * (all from the one client schema, PartnerFields).
 */
export type NewClient = NewClientFields & Partial<PartnerFields>;

const PARTNER_FIELD_NAMES = Object.keys(PartnerFields.properties) as (keyof PartnerFields)[];

/** Only the partner fields of a value that may carry others (the sample creation body). */
const partnerFieldsOf = (client: NewClient): Partial<PartnerFields> =>
  Object.fromEntries(PARTNER_FIELD_NAMES.filter((k) => client[k] !== undefined).map((k) => [k, client[k]]));

/** Generated card codes: a prefix ('C' clients, 'P' suppliers) and the row id on five digits ('C00031'). */
export const cardCodeFor = (id: number, attempt = 0, prefix = 'C') => `${prefix}${String(id).padStart(5, '0')}${attempt ? `-${attempt}` : ''}`;

/** The id of the client with this card code, or undefined. */
export async function clientIdByCode(db: Kysely<Database>, cardCode: string): Promise<number | undefined> {
  const found = await db.selectFrom('clients').select('id').where('card_code', '=', cardCode).executeTakeFirst();
  return found?.id;
}

/**
 * Inserts a client with a generated card code (use inside the caller's transaction). The row is
 * written with a provisional unique code, then given `cardCodeFor(id)`, so two concurrent
 * creations never pick the same code; an existing code (imported data) gets a suffix.
 * `options.cardCode` keeps a code the user chose instead (the unique index refuses a taken one).
 */
export async function insertClient(
  db: Kysely<Database>,
  client: NewClient,
  at: string,
  options: { codePrefix?: string; cardCode?: string } = {},
): Promise<{ id: number; cardCode: string }> {
  const provisional = options.cardCode || `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const { id } = await db
    .insertInto('clients')
    .values({
      rfc: '',
      city: '',
      ...toColumns(partnerFieldsOf(client)),
      card_code: provisional,
      card_name: client.cardName,
      country: COUNTRY,
      department: null,
      search_text: '',
      search_name: sampleSearchFold(client.cardName),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let cardCode = options.cardCode || cardCodeFor(id, 0, options.codePrefix);
  if (!options.cardCode) {
    for (let attempt = 1; await db.selectFrom('clients').select('id').where('card_code', '=', cardCode).executeTakeFirst(); attempt++) {
      cardCode = cardCodeFor(id, attempt, options.codePrefix);
    }
  }
  await db
    .updateTable('clients')
    .set({ card_code: cardCode, search_text: clientSearchText({ cardCode, cardName: client.cardName, rfc: client.rfc ?? '' }) })
    .where('id', '=', id)
    .execute();
  return { id, cardCode };
}

export class ClientsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Case- and accent-insensitive "contains" on card name, card code and RFC (the RFC only with `privateData`:
   * a role that may not see it, 'partner.seePrivateData', searches name and code); at most 20 rows.
   */
  async search(term: string, { privateData }: { privateData: boolean }): Promise<ClientSearchResult[]> {
    let query = this.db
      .selectFrom('clients')
      .select(['card_code', 'card_name', 'email', 'phone1', 'address', 'city', 'county', 'state', 'zip_code'])
      // Samples are made for active clients, not for suppliers (business partners share this table).
      .where('partner_type', '=', 'Cliente')
      .where('active', '=', 1);
    const trimmed = term.trim();
    const like = likeContains(trimmed);
    if (trimmed) {
      query = query.where(
        privateData ? sql<boolean>`search_text like ${like} escape '\\'` : sql<boolean>`(search_name like ${like} escape '\\' or lower(card_code) like ${like} escape '\\')`,
      );
    }
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
