import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** The two kinds of decoration placed on a sample's views, by their table. */
export type DecorationTable = 'logos' | 'texts';
export const DECORATION_TABLES: readonly DecorationTable[] = ['logos', 'texts'];

/**
 * What logos and texts share: soft delete (undo restores), and the draw order among a view's
 * decorations of both kinds. Every query is scoped by sample: another sample's ids never match.
 */
export class DecorationRows {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same queries inside a transaction (see `whileEditable`). */
  within(trx: Kysely<Database>): DecorationRows {
    return new DecorationRows(trx);
  }

  /** Soft delete (undo restores it). False when the decoration is not this sample's or already deleted. */
  async softDelete(table: DecorationTable, sampleId: number, id: number, at: string): Promise<boolean> {
    const res = await this.db
      .updateTable(table)
      .set({ deleted_at: at })
      .where('id', '=', id)
      .where('sample_id', '=', sampleId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Undoes a delete; true when the decoration is this sample's (deleted or not). */
  async restore(table: DecorationTable, sampleId: number, id: number): Promise<boolean> {
    const res = await this.db.updateTable(table).set({ deleted_at: null }).where('id', '=', id).where('sample_id', '=', sampleId).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /**
   * Width in cm of the view a live decoration of this sample is on (its size limits come from it),
   * or undefined when the decoration is not this sample's or is deleted.
   */
  async viewWidthOf(table: DecorationTable, sampleId: number, id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom(table)
      .innerJoin('clothing_positions', 'clothing_positions.id', `${table}.position_id`)
      .select('clothing_positions.width as width')
      .where(`${table}.id`, '=', id)
      .where(`${table}.sample_id`, '=', sampleId)
      .where(`${table}.deleted_at`, 'is', null)
      .executeTakeFirst();
    return row ? Number(row.width) : undefined;
  }

  /** Highest draw order among a view's logos and texts of a sample (0 when empty): a new one goes above. */
  async topZIndex(sampleId: number, positionId: number): Promise<number> {
    const tops = await Promise.all(
      DECORATION_TABLES.map((table) =>
        this.db
          .selectFrom(table)
          .select((eb) => eb.fn.max('z_index').as('z'))
          .where('sample_id', '=', sampleId)
          .where('position_id', '=', positionId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
      ),
    );
    return Math.max(0, ...tops.map((t) => Number(t?.z ?? 0)));
  }
}
