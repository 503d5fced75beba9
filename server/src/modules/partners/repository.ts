import { sql, type Kysely } from 'kysely';
import type { PartnerDetail, PartnerFields, PartnerInput, PartnerListQuery, PartnerPage } from '@muestrario/shared/contract';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { checkPartner, foldText, normalizeRfc, sampleSearchFold } from '@muestrario/shared/rules';
import { fromColumns, toColumns } from '../../db/columns';
import { dialectOf } from '../../db/dialect';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { FILES_PATH } from '../files/paths';
import { insertClient } from '../clients/repository';
import { clientSearchText, likeContains } from '../clients/search-text';

/** How each partner field reads back from its column (booleans are 0/1). */
const PARTNER_FIELDS: { [K in keyof PartnerFields]: 'boolean' | 'value' } = {
  cardName: 'value',
  rfc: 'value',
  email: 'value',
  phone1: 'value',
  address: 'value',
  city: 'value',
  county: 'value',
  state: 'value',
  zipCode: 'value',
  partnerType: 'value',
  partnerGroup: 'value',
  currency: 'value',
  phone2: 'value',
  mobile: 'value',
  website: 'value',
  shippingMethod: 'value',
  active: 'boolean',
  regimenFiscal: 'value',
  usoCfdi: 'value',
  fiscalZipCode: 'value',
  borderRegion: 'boolean',
};

/** A write that cannot be done as sent: 400 (bad data) or 409 (code taken). */
export class PartnerWriteError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly fields: string[],
  ) {
    super(message);
  }
}

const trimmed = (input: PartnerInput): PartnerFields => {
  const fields = Object.fromEntries(Object.keys(PARTNER_FIELDS).map((k) => [k, input[k as keyof PartnerFields]])) as PartnerFields;
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') (fields as Record<string, unknown>)[key] = value.trim();
  return { ...fields, rfc: normalizeRfc(fields.rfc) };
};

/** A stored photo as its row records it. */
export interface PartnerPhotoFile {
  key: string;
  mime: string;
  originalFilename: string;
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Business partners: the `clients` table (clients and suppliers) with contacts and addresses. */
export class PartnersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A page of partners by name; every word of `search` must be in the name, code, RFC or e-mail. Without
   * `privateData` (a role that may not see the RFC and e-mail, 'partner.seePrivateData') only the name and
   * code are searched, so a match cannot reveal what the row hides.
   */
  async list(q: PartnerListQuery, { privateData }: { privateData: boolean }): Promise<PartnerPage> {
    const window = pageWindow(q);
    let base = this.db.selectFrom('clients');
    if (q.type) base = base.where('partner_type', '=', q.type);
    for (const word of searchWords(q.search)) {
      const like = likeContains(word);
      base = base.where(
        privateData
          ? sql<boolean>`(search_text like ${like} escape '\\' or lower(email) like ${like} escape '\\')`
          : sql<boolean>`(search_name like ${like} escape '\\' or lower(card_code) like ${like} escape '\\')`,
      );
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['id', 'card_code', 'card_name', 'rfc', 'email', 'partner_type', 'active'])
      .orderBy('card_name')
      .orderBy('id')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    return pageAnswer(
      window,
      total,
      rows.map((r) => ({
        id: r.id,
        cardCode: r.card_code,
        cardName: r.card_name,
        rfc: r.rfc,
        email: r.email,
        partnerType: r.partner_type,
        active: Number(r.active) === 1,
      })),
    );
  }

  async detail(id: number): Promise<PartnerDetail | undefined> {
    const row = await this.db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [contacts, addresses] = await Promise.all([
      this.db.selectFrom('partner_contacts').selectAll().where('client_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
      this.db.selectFrom('partner_addresses').selectAll().where('client_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
    ]);
    const fields = fromColumns<PartnerFields>(row, PARTNER_FIELDS);
    return {
      ...fields,
      id: row.id,
      cardCode: row.card_code,
      contacts: contacts.map((c) => ({ id: c.id, name: c.name, position: c.position, phone: c.phone, email: c.email })),
      addresses: addresses.map((a) => ({ id: a.id, kind: a.kind, street: a.street, city: a.city, county: a.county, state: a.state, zipCode: a.zip_code })),
      warnings: checkPartner({ ...fields, contacts: [], addresses: [] }).warnings,
      photoUrl: row.photo_file_key ? `${FILES_PATH}${row.photo_file_key}` : null,
    };
  }

  async exists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('clients').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /**
   * Records the partner's photo (null: none) in one write transaction that first locks the partner's
   * row and checks it still exists. Answers the key of the photo it replaced (its file is the caller's
   * to delete once this has committed), or undefined when the partner does not exist.
   */
  async setPhoto(id: number, photo: PartnerPhotoFile | null, at: string): Promise<{ previousKey: string | null } | undefined> {
    return writeTransaction(this.db, async (trx) => {
      let query = trx.selectFrom('clients').select('photo_file_key').where('id', '=', id);
      if (dialectOf(trx) === 'postgres') query = query.forNoKeyUpdate();
      const current = await query.executeTakeFirst();
      if (!current) return undefined;
      await trx
        .updateTable('clients')
        .set({ photo_file_key: photo?.key ?? null, photo_mime_type: photo?.mime ?? null, photo_original_filename: photo?.originalFilename ?? null, updated_at: at })
        .where('id', '=', id)
        .execute();
      return { previousKey: current.photo_file_key ?? null };
    });
  }

  /** 400 with the fields at fault, from the shared partner checks. */
  private check(input: PartnerInput): void {
    const { errors } = checkPartner(input);
    const fields = Object.keys(errors);
    if (fields.length) throw new PartnerWriteError(400, Object.values(errors).join(' '), fields);
  }

  async create(input: PartnerInput, at: string): Promise<number> {
    this.check(input);
    const fields = trimmed(input);
    const cardCode = input.cardCode.trim();
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (cardCode && (await trx.selectFrom('clients').select('id').where('card_code', '=', cardCode).executeTakeFirst())) {
          throw new PartnerWriteError(409, SALES_MESSAGES.partnerCodeTaken, ['cardCode']);
        }
        const { id } = await insertClient(trx, fields, at, { codePrefix: fields.partnerType === 'Proveedor' ? 'P' : 'C', cardCode });
        await this.replaceChildren(trx, id, input);
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new PartnerWriteError(409, SALES_MESSAGES.partnerCodeTaken, ['cardCode']);
      throw error;
    }
  }

  /** Saves every field; contacts and addresses become the ones sent (ids kept, the rest added or removed). */
  async update(id: number, input: PartnerInput, at: string): Promise<boolean> {
    this.check(input);
    const fields = trimmed(input);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('clients').select(['card_code', 'card_name']).where('id', '=', id).executeTakeFirst();
        if (!current) return false;
        const cardCode = input.cardCode.trim() || current.card_code;
        if (cardCode !== current.card_code && (await trx.selectFrom('clients').select('id').where('card_code', '=', cardCode).executeTakeFirst())) {
          throw new PartnerWriteError(409, SALES_MESSAGES.partnerCodeTaken, ['cardCode']);
        }
        await trx
          .updateTable('clients')
          .set({ ...toColumns(fields), card_code: cardCode, search_text: clientSearchText({ cardCode, cardName: fields.cardName, rfc: fields.rfc }), search_name: sampleSearchFold(fields.cardName), updated_at: at })
          .where('id', '=', id)
          .execute();
        await this.replaceChildren(trx, id, input);
        if (current.card_name !== fields.cardName) await this.renameInDocuments(trx, id, fields.cardName);
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new PartnerWriteError(409, SALES_MESSAGES.partnerCodeTaken, ['cardCode']);
      throw error;
    }
  }

  /** Contacts and addresses as sent: an id must be one of this partner's (400 otherwise). */
  private async replaceChildren(trx: Kysely<Database>, clientId: number, input: PartnerInput): Promise<void> {
    const contacts = await trx.selectFrom('partner_contacts').select('id').where('client_id', '=', clientId).execute();
    const contactIds = new Set(contacts.map((c) => c.id));
    const badContact = input.contacts.findIndex((c) => c.id !== undefined && !contactIds.has(c.id));
    if (badContact >= 0) throw new PartnerWriteError(400, SALES_MESSAGES.unknownContact, [`contacts.${badContact}.id`]);
    const addresses = await trx.selectFrom('partner_addresses').select('id').where('client_id', '=', clientId).execute();
    const addressIds = new Set(addresses.map((a) => a.id));
    const badAddress = input.addresses.findIndex((a) => a.id !== undefined && !addressIds.has(a.id));
    if (badAddress >= 0) throw new PartnerWriteError(400, SALES_MESSAGES.unknownAddress, [`addresses.${badAddress}.id`]);

    const keptContacts = input.contacts.flatMap((c) => (c.id === undefined ? [] : [c.id]));
    const goneContacts = [...contactIds].filter((cid) => !keptContacts.includes(cid));
    if (goneContacts.length) await trx.deleteFrom('partner_contacts').where('id', 'in', goneContacts).execute();
    for (const [i, c] of input.contacts.entries()) {
      const values = { name: c.name.trim(), position: c.position.trim(), phone: c.phone.trim(), email: c.email.trim(), sort_order: i };
      if (c.id === undefined) await trx.insertInto('partner_contacts').values({ ...values, client_id: clientId }).execute();
      else await trx.updateTable('partner_contacts').set(values).where('id', '=', c.id).execute();
    }

    const keptAddresses = input.addresses.flatMap((a) => (a.id === undefined ? [] : [a.id]));
    const goneAddresses = [...addressIds].filter((aid) => !keptAddresses.includes(aid));
    if (goneAddresses.length) await trx.deleteFrom('partner_addresses').where('id', 'in', goneAddresses).execute();
    for (const [i, a] of input.addresses.entries()) {
      const values = { kind: a.kind, street: a.street.trim(), city: a.city.trim(), county: a.county.trim(), state: a.state.trim(), zip_code: a.zipCode.trim(), sort_order: i };
      if (a.id === undefined) await trx.insertInto('partner_addresses').values({ ...values, client_id: clientId }).execute();
      else await trx.updateTable('partner_addresses').set(values).where('id', '=', a.id).execute();
    }
  }

  /** A renamed partner stays findable by its new name in the document lists (every kind of the engine). */
  private async renameInDocuments(trx: Kysely<Database>, clientId: number, cardName: string): Promise<void> {
    const docs = await trx
      .selectFrom('documents as d')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .select(['d.id', 'd.folio', 'u.first_name', 'u.last_name'])
      .where('d.partner_id', '=', clientId)
      .execute();
    for (const d of docs) {
      await trx
        .updateTable('documents')
        .set({ search_text: foldText(`${d.folio} ${cardName} ${d.first_name} ${d.last_name}`) })
        .where('id', '=', d.id)
        .execute();
    }
  }
}
