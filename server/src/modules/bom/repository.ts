import { sql, type Kysely } from 'kysely';
import type { BomBody, BomCreateInput, BomDetail, BomLine, BomListQuery, BomPage } from '@muestrario/shared/contract';
import { BOM_MESSAGES } from '@muestrario/shared/domain';
import { checkBom, quantityThousandths, scrapTenths, type DecorationSettings, type ExplodableBom } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { likeContains } from '../clients/search-text';
import { sampleConsumption, type SampleConsumption } from './sample-consumption';

/** A write that cannot be done as sent: 400 (bad data) or 409 (the style already has its BOM). */
export class BomWriteError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly fields: string[],
  ) {
    super(message);
  }
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** What the blank line shows: the style's own variant. */
export const BLANK_DESCRIPTION = 'Prenda base (la variante del estilo que se produce)';

/**
 * Bills of materials: one per style (`boms.item_id` unique), its lines in order. Production orders read
 * `explodable(itemId)` and pass it to the shared `explodeBom` with their grid.
 */
export class BomRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A page of BOMs by style code; every word of `search` must be in the style's code or description. */
  async list(q: BomListQuery): Promise<BomPage> {
    const window = pageWindow(q);
    let base = this.db.selectFrom('boms as b').innerJoin('items as i', 'i.id', 'b.item_id');
    for (const word of searchWords(q.search)) base = base.where(sql<boolean>`i.search_text like ${likeContains(word)} escape '\\'`);
    const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('clothing as c', 'c.id', 'i.clothing_id')
      .select(['b.id', 'b.item_id', 'i.code', 'i.description', 'c.title as garment', 'b.decoration_scrap_tenths', 'b.updated_at'])
      .select((eb) =>
        eb
          .selectFrom('bom_lines as l')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('l.bom_id', '=', 'b.id')
          .where('l.kind', '=', 'material')
          .as('materials'),
      )
      .orderBy('i.code')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    return pageAnswer(
      window,
      total,
      rows.map((r) => ({
        id: r.id,
        itemId: r.item_id,
        styleCode: r.code,
        styleDescription: r.description,
        garment: r.garment ?? null,
        materials: Number(r.materials ?? 0),
        decorationScrapPercent: r.decoration_scrap_tenths / 10,
        updatedAt: r.updated_at,
      })),
    );
  }

  async detail(id: number): Promise<BomDetail | undefined> {
    const row = await this.db
      .selectFrom('boms as b')
      .innerJoin('items as i', 'i.id', 'b.item_id')
      .leftJoin('clothing as c', 'c.id', 'i.clothing_id')
      .leftJoin('users as u', 'u.id', 'b.updated_by')
      .select(['b.id', 'b.item_id', 'i.code', 'i.description', 'c.title as garment', 'b.decoration_scrap_tenths', 'b.notes', 'b.updated_at', 'u.first_name', 'u.last_name'])
      .where('b.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const [colours, sizes, lines] = await Promise.all([
      this.db.selectFrom('item_colours').select(['code', 'name', 'hex']).where('item_id', '=', row.item_id).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
      this.db.selectFrom('item_sizes').select('size').where('item_id', '=', row.item_id).orderBy('sort_order').execute(),
      this.db
        .selectFrom('bom_lines as l')
        .leftJoin('items as m', 'm.id', 'l.component_item_id')
        .select(['l.kind', 'l.component_item_id', 'l.quantity_thousandths', 'l.scrap_tenths', 'm.code', 'm.description', 'm.unit'])
        .where('l.bom_id', '=', id)
        .orderBy('l.position')
        .execute(),
    ]);
    return {
      id: row.id,
      itemId: row.item_id,
      styleCode: row.code,
      styleDescription: row.description,
      garment: row.garment ?? null,
      colours,
      sizes: sizes.map((s) => s.size),
      decorationScrapPercent: row.decoration_scrap_tenths / 10,
      notes: row.notes,
      updatedAt: row.updated_at,
      updatedBy: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
      lines: lines.map(
        (l): BomLine =>
          l.kind === 'blank'
            ? { kind: 'blank', itemId: null, code: row.code, description: BLANK_DESCRIPTION, unit: 'pieza', quantity: 1, scrapPercent: 0 }
            : {
                kind: 'material',
                itemId: l.component_item_id,
                code: l.code ?? '',
                description: l.description ?? '',
                unit: l.unit ?? 'pieza',
                quantity: l.quantity_thousandths / 1000,
                scrapPercent: l.scrap_tenths / 10,
              },
      ),
    };
  }

  /** The BOM of a style, by the style's id (undefined when it has none). */
  async idOfStyle(itemId: number): Promise<number | undefined> {
    return (await this.db.selectFrom('boms').select('id').where('item_id', '=', itemId).executeTakeFirst())?.id;
  }

  /** A style's BOM in the shape `explodeBom` takes (production orders), or undefined. */
  async explodable(itemId: number): Promise<ExplodableBom | undefined> {
    const id = await this.idOfStyle(itemId);
    const bom = id === undefined ? undefined : await this.detail(id);
    if (!bom) return undefined;
    return {
      style: { code: bom.styleCode, description: bom.styleDescription, colours: bom.colours },
      lines: bom.lines.map((l) =>
        l.kind === 'blank' ? { kind: 'blank' } : { kind: 'material', code: l.code, description: l.description, unit: l.unit, quantity: l.quantity, scrapPercent: l.scrapPercent },
      ),
    };
  }

  /** 400 with the fields at fault, from the shared BOM checks. */
  private check(body: BomBody): void {
    const errors = checkBom(body);
    const fields = Object.keys(errors);
    if (fields.length) throw new BomWriteError(400, [...new Set(Object.values(errors))].join(' '), fields);
  }

  /** Every material line names an active item of kind Material (inside the write's transaction). */
  private async checkComponents(tx: Kysely<Database>, body: BomBody): Promise<void> {
    const ids = body.lines.flatMap((l) => (l.kind === 'material' && l.itemId !== null ? [l.itemId] : []));
    if (!ids.length) return;
    const found = new Map((await tx.selectFrom('items').select(['id', 'kind', 'active']).where('id', 'in', ids).execute()).map((r) => [r.id, r]));
    body.lines.forEach((line, i) => {
      if (line.kind !== 'material' || line.itemId === null) return;
      const item = found.get(line.itemId);
      if (!item) throw new BomWriteError(400, BOM_MESSAGES.componentNotFound, [`lines.${i}.itemId`]);
      if (item.kind !== 'Material') throw new BomWriteError(400, BOM_MESSAGES.componentNotMaterial, [`lines.${i}.itemId`]);
      if (Number(item.active) !== 1) throw new BomWriteError(400, BOM_MESSAGES.componentInactive, [`lines.${i}.itemId`]);
    });
  }

  private async insertLines(tx: Kysely<Database>, bomId: number, body: BomBody): Promise<void> {
    await tx
      .insertInto('bom_lines')
      .values(
        body.lines.map((l, position) => ({
          bom_id: bomId,
          position,
          kind: l.kind,
          component_item_id: l.kind === 'blank' ? null : l.itemId,
          quantity_thousandths: quantityThousandths(l.quantity)!,
          scrap_tenths: scrapTenths(l.scrapPercent)!,
        })),
      )
      .execute();
  }

  async create(input: BomCreateInput, actorId: number | null, at: string): Promise<number> {
    this.check(input);
    try {
      return await writeTransaction(this.db, (tx) => new BomRepository(tx).createInside(input, actorId, at));
    } catch (error) {
      if (isUniqueViolation(error)) throw new BomWriteError(409, BOM_MESSAGES.styleTaken, ['itemId']);
      throw error;
    }
  }

  /** `create`'s work on this repository's database, which must already be a transaction (the demo seed's). */
  async createInside(input: BomCreateInput, actorId: number | null, at: string): Promise<number> {
    this.check(input);
    const tx = this.db;
    const style = await tx.selectFrom('items').select(['id', 'kind']).where('id', '=', input.itemId).executeTakeFirst();
    if (!style) throw new BomWriteError(400, BOM_MESSAGES.styleNotFound, ['itemId']);
    if (style.kind !== 'Estilo') throw new BomWriteError(400, BOM_MESSAGES.notAStyle, ['itemId']);
    if (await tx.selectFrom('boms').select('id').where('item_id', '=', input.itemId).executeTakeFirst()) throw new BomWriteError(409, BOM_MESSAGES.styleTaken, ['itemId']);
    await this.checkComponents(tx, input);
    const { id } = await tx
      .insertInto('boms')
      .values({
        item_id: input.itemId,
        decoration_scrap_tenths: scrapTenths(input.decorationScrapPercent)!,
        notes: input.notes.trim(),
        created_at: at,
        updated_at: at,
        updated_by: actorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.insertLines(tx, id, input);
    return id;
  }

  /** Saves the lines, the decoration's scrap and the notes; false when the BOM does not exist. */
  async update(id: number, body: BomBody, actorId: number, at: string): Promise<boolean> {
    this.check(body);
    return writeTransaction(this.db, async (tx) => {
      let current = tx.selectFrom('boms').select('id').where('id', '=', id);
      if (dialectOf(tx) === 'postgres') current = current.forNoKeyUpdate();
      if (!(await current.executeTakeFirst())) return false;
      await this.checkComponents(tx, body);
      await tx
        .updateTable('boms')
        .set({ decoration_scrap_tenths: scrapTenths(body.decorationScrapPercent)!, notes: body.notes.trim(), updated_at: at, updated_by: actorId })
        .where('id', '=', id)
        .execute();
      await tx.deleteFrom('bom_lines').where('bom_id', '=', id).execute();
      await this.insertLines(tx, id, body);
      return true;
    });
  }

  /** An authorised sample's decoration consumption for `pieces`, with this BOM's decoration scrap. */
  sampleConsumption(sampleId: number, pieces: number, scrapPercent: number, settings: DecorationSettings): Promise<SampleConsumption> {
    return sampleConsumption(this.db, sampleId, pieces, scrapPercent, settings);
  }
}
