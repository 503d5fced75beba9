import type { Insertable, Kysely, Selectable } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import type { CompanyCsdTable, CompanyFiscalTable } from './tables';

export type CompanyFiscalRow = Selectable<CompanyFiscalTable>;
export type CompanyCsdRow = Selectable<CompanyCsdTable>;

/** Rows of the company's fiscal data and CSD (one each, id 1). */
export class FiscalRows {
  constructor(private readonly db: Kysely<Database>) {}

  /** The fiscal row; `lock` (inside a write transaction) holds it on PostgreSQL until commit. */
  async fiscal(lock = false): Promise<CompanyFiscalRow | undefined> {
    let query = this.db.selectFrom('company_fiscal').selectAll().where('id', '=', 1);
    if (lock && dialectOf(this.db) === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async saveFiscal(row: Omit<Insertable<CompanyFiscalTable>, 'id'>): Promise<void> {
    await this.db
      .insertInto('company_fiscal')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }

  async csd(): Promise<CompanyCsdRow | undefined> {
    return this.db.selectFrom('company_csd').selectAll().where('id', '=', 1).executeTakeFirst();
  }

  async saveCsd(row: Omit<Insertable<CompanyCsdTable>, 'id'>): Promise<void> {
    await this.db
      .insertInto('company_csd')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }

  async deleteCsd(): Promise<void> {
    await this.db.deleteFrom('company_csd').where('id', '=', 1).execute();
  }
}
