import { sql, type Kysely } from 'kysely';
import type { ItemColour, ItemDetail, ItemInput, ItemListQuery, ItemPage, ItemRow, ItemVariant } from '@muestrario/shared/contract';
import { ALL_SIZES, ITEM_MESSAGES } from '@muestrario/shared/domain';
import { checkItem, foldText, orderSizeRun, planVariants, variantCode } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { likeContains } from '../clients/search-text';

/** A write that cannot be done as sent: 400 (bad data) or 409 (a code taken). */
export class ItemWriteError extends Error {
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

const sizeRank = (size: string) => {
  const i = (ALL_SIZES as readonly string[]).indexOf(size);
  return i < 0 ? ALL_SIZES.length : i;
};

/** A style with every one of its variants (active and not): what order lines and production orders read. */
export interface StyleWithVariants {
  item: ItemDetail;
  variants: ItemVariant[];
}

/**
 * Items: styles (colours × sizes → variants) and services. Other areas use `styleWithVariants`,
 * `byCode` and `variantByCode` to name what they sell and make.
 */
export class ItemsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same queries inside a transaction. */
  within(trx: Kysely<Database>): ItemsRepository {
    return new ItemsRepository(trx);
  }

  /** A page of items by code; every word of `search` must be in the code or description (no case or accents). */
  async list(q: ItemListQuery): Promise<ItemPage> {
    const window = pageWindow(q);
    let base = this.db.selectFrom('items as i');
    if (q.kind) base = base.where('i.kind', '=', q.kind);
    for (const word of searchWords(q.search)) base = base.where(sql<boolean>`i.search_text like ${likeContains(word)} escape '\\'`);
    const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('clothing as c', 'c.id', 'i.clothing_id')
      .select(['i.id', 'i.code', 'i.description', 'i.kind', 'i.unit', 'i.active', 'c.title as garment'])
      .orderBy('i.kind')
      .orderBy('i.code')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    const ids = rows.map((r) => r.id);
    const [sizes, colours, counts] = ids.length
      ? await Promise.all([
          this.db.selectFrom('item_sizes').select(['item_id', 'size']).where('item_id', 'in', ids).orderBy('sort_order').execute(),
          this.db.selectFrom('item_colours').select(['item_id', 'name', 'hex']).where('item_id', 'in', ids).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
          this.db
            .selectFrom('item_variants')
            .select(['item_id', (eb) => eb.fn.countAll<number | string>().as('n')])
            .where('item_id', 'in', ids)
            .where('active', '=', 1)
            .groupBy('item_id')
            .execute(),
        ])
      : [[], [], []];
    const answer: ItemRow[] = rows.map((r) => ({
      id: r.id,
      code: r.code,
      description: r.description,
      kind: r.kind,
      garment: r.garment ?? null,
      sizes: sizes.filter((s) => s.item_id === r.id).map((s) => s.size),
      colours: colours.filter((c) => c.item_id === r.id).map((c) => ({ name: c.name, hex: c.hex })),
      variantCount: Number(counts.find((c) => c.item_id === r.id)?.n ?? 0),
      unit: r.unit,
      active: Number(r.active) === 1,
    }));
    return pageAnswer(window, total, answer);
  }

  async detail(id: number): Promise<ItemDetail | undefined> {
    const row = await this.db
      .selectFrom('items as i')
      .leftJoin('clothing as c', 'c.id', 'i.clothing_id')
      .selectAll('i')
      .select('c.title as garment')
      .where('i.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const [colours, sizes, count] = await Promise.all([
      this.db.selectFrom('item_colours').select(['id', 'code', 'name', 'hex']).where('item_id', '=', id).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
      this.db.selectFrom('item_sizes').select('size').where('item_id', '=', id).orderBy('sort_order').execute(),
      this.db
        .selectFrom('item_variants')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('item_id', '=', id)
        .where('active', '=', 1)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      id: row.id,
      code: row.code,
      description: row.description,
      kind: row.kind,
      clothingId: row.clothing_id,
      garment: row.garment ?? null,
      satProductKey: row.sat_product_key as ItemDetail['satProductKey'],
      satUnitKey: row.sat_unit_key as ItemDetail['satUnitKey'],
      unit: row.unit,
      articleCode: row.article_code,
      colours: colours satisfies ItemColour[],
      sizes: sizes.map((s) => s.size),
      active: Number(row.active) === 1,
      variantCount: Number(count.n),
    };
  }

  /** An item by its code (case as typed or upper), or undefined. */
  async byCode(code: string): Promise<ItemDetail | undefined> {
    const row = await this.db.selectFrom('items').select('id').where('code', '=', code.trim().toUpperCase()).executeTakeFirst();
    return row && this.detail(row.id);
  }

  /** A style's variants, active first kept in colour order then size order; undefined when the item does not exist. */
  async variants(itemId: number): Promise<ItemVariant[] | undefined> {
    if (!(await this.db.selectFrom('items').select('id').where('id', '=', itemId).executeTakeFirst())) return undefined;
    const rows = await this.db
      .selectFrom('item_variants as v')
      .innerJoin('item_colours as c', 'c.id', 'v.colour_id')
      .select(['v.id', 'v.code', 'v.colour_id', 'c.name', 'c.hex', 'c.sort_order', 'v.size', 'v.cost_cents', 'v.active'])
      .where('v.item_id', '=', itemId)
      .execute();
    return rows
      .sort((a, b) => Number(b.active) - Number(a.active) || a.sort_order - b.sort_order || a.colour_id - b.colour_id || sizeRank(a.size) - sizeRank(b.size))
      .map((r) => ({ id: r.id, code: r.code, colourId: r.colour_id, colourName: r.name, hex: r.hex, size: r.size, costCents: r.cost_cents, active: Number(r.active) === 1 }));
  }

  /** A style with all its variants, by id (production orders and order lines start here). */
  async styleWithVariants(itemId: number): Promise<StyleWithVariants | undefined> {
    const item = await this.detail(itemId);
    if (!item) return undefined;
    return { item, variants: (await this.variants(itemId))! };
  }

  /** A variant by its code ('POL-001-AZM-G') with its style's id, or undefined. */
  async variantByCode(code: string): Promise<(ItemVariant & { itemId: number }) | undefined> {
    const row = await this.db.selectFrom('item_variants').select(['id', 'item_id']).where('code', '=', code.trim().toUpperCase()).executeTakeFirst();
    if (!row) return undefined;
    const variant = (await this.variants(row.item_id))!.find((v) => v.id === row.id)!;
    return { ...variant, itemId: row.item_id };
  }

  /** 400 with the fields at fault, from the shared item checks. */
  private check(input: ItemInput): void {
    const errors = checkItem(input);
    const fields = Object.keys(errors);
    if (fields.length) throw new ItemWriteError(400, Object.values(errors).join(' '), fields);
  }

  /** Garment and price article exist (inside the write's transaction). */
  private async checkReferences(trx: Kysely<Database>, input: ItemInput): Promise<void> {
    if (input.clothingId !== null && !(await trx.selectFrom('clothing').select('id').where('id', '=', input.clothingId).executeTakeFirst())) {
      throw new ItemWriteError(400, ITEM_MESSAGES.garmentNotFound, ['clothingId']);
    }
    if (input.articleCode !== null && !(await trx.selectFrom('articles').select('code').where('code', '=', input.articleCode).executeTakeFirst())) {
      throw new ItemWriteError(400, ITEM_MESSAGES.articleNotFound, ['articleCode']);
    }
  }

  private columns(input: ItemInput, at: string) {
    const code = input.code.trim().toUpperCase();
    const description = input.description.trim();
    return {
      code,
      description,
      kind: input.kind,
      clothing_id: input.clothingId,
      sat_product_key: input.satProductKey,
      sat_unit_key: input.satUnitKey,
      unit: input.unit,
      article_code: input.articleCode,
      active: input.active ? 1 : 0,
      search_text: foldText(`${code} ${description}`),
      updated_at: at,
    };
  }

  async create(input: ItemInput, at: string): Promise<number> {
    this.check(input);
    if (input.colours.some((c) => c.id !== undefined)) throw new ItemWriteError(400, ITEM_MESSAGES.unknownColour, ['colours']);
    return this.writing(input, (db) => writeTransaction(db, (tx) => new ItemsRepository(tx).createInside(input, at)));
  }

  /**
   * `create`'s work on this repository's database, which must already be a transaction (the demo seed's):
   * references checked, the code checked free, the item, its colours, sizes and variants inserted.
   */
  async createInside(input: ItemInput, at: string): Promise<number> {
    this.check(input);
    const tx = this.db;
    await this.checkReferences(tx, input);
    const values = this.columns(input, at);
    if (await tx.selectFrom('items').select('id').where('code', '=', values.code).executeTakeFirst()) throw new ItemWriteError(409, ITEM_MESSAGES.codeTaken, ['code']);
    const { id } = await tx
      .insertInto('items')
      .values({ ...values, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.syncVariants(tx, id, values.code, input);
    return id;
  }

  /** Saves every field; colours, sizes and variants follow the ones sent. False when the item does not exist. */
  async update(id: number, input: ItemInput, at: string): Promise<boolean> {
    this.check(input);
    return this.writing(input, (trx) =>
      writeTransaction(trx, async (tx) => {
        let current = tx.selectFrom('items').select(['id', 'code', 'kind']).where('id', '=', id);
        if (dialectOf(tx) === 'postgres') current = current.forNoKeyUpdate();
        const row = await current.executeTakeFirst();
        if (!row) return false;
        await this.checkReferences(tx, input);
        const values = this.columns(input, at);
        if (values.code !== row.code && (await tx.selectFrom('items').select('id').where('code', '=', values.code).executeTakeFirst())) {
          throw new ItemWriteError(409, ITEM_MESSAGES.codeTaken, ['code']);
        }
        await tx.updateTable('items').set(values).where('id', '=', id).execute();
        await this.syncVariants(tx, id, values.code, input);
        return true;
      }),
    );
  }

  private async writing<T>(input: ItemInput, write: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await write(this.db);
    } catch (error) {
      if (isUniqueViolation(error)) {
        const detail = String((error as { detail?: string; message?: string }).detail ?? (error as Error).message);
        if (/item_variants|variant/i.test(detail)) throw new ItemWriteError(409, ITEM_MESSAGES.variantCodeTaken(input.code.trim().toUpperCase()), ['code']);
        throw new ItemWriteError(409, ITEM_MESSAGES.codeTaken, ['code']);
      }
      throw error;
    }
  }

  /**
   * Colours as sent (an id must be one of this style's; a new colour whose code an earlier removed colour
   * had takes that one back), sizes as sent in the Mexican order, and the variants brought in line by
   * `planVariants`: new pairs inserted, kept ones active with their code re-derived, the rest deactivated.
   */
  private async syncVariants(trx: Kysely<Database>, itemId: number, styleCode: string, input: ItemInput): Promise<void> {
    const stored = await trx.selectFrom('item_colours').select(['id', 'code', 'active']).where('item_id', '=', itemId).execute();
    const storedIds = new Set(stored.map((c) => c.id));
    const bad = input.colours.findIndex((c) => c.id !== undefined && !storedIds.has(c.id));
    if (bad >= 0) throw new ItemWriteError(400, ITEM_MESSAGES.unknownColour, [`colours.${bad}.id`]);

    const sentIds = new Set(input.colours.flatMap((c) => (c.id === undefined ? [] : [c.id])));
    const colourIds: number[] = [];
    const codeOf = new Map<number, string>();
    // Removed colours first, so a code they free may be taken by another colour in this same save.
    const removed = stored.filter((c) => !sentIds.has(c.id)).map((c) => c.id);
    if (removed.length) await trx.updateTable('item_colours').set({ active: 0 }).where('id', 'in', removed).execute();
    for (const [sort_order, c] of input.colours.entries()) {
      const values = { code: c.code.trim().toUpperCase(), name: c.name.trim(), hex: c.hex.toUpperCase(), sort_order, active: 1 };
      let id = c.id;
      if (id === undefined) id = stored.find((s) => !sentIds.has(s.id) && s.code === values.code && !colourIds.includes(s.id))?.id;
      if (id === undefined) {
        id = (await trx.insertInto('item_colours').values({ ...values, item_id: itemId }).returning('id').executeTakeFirstOrThrow()).id;
      } else {
        await trx.updateTable('item_colours').set(values).where('id', '=', id).execute();
      }
      colourIds.push(id);
      codeOf.set(id, values.code);
    }

    const sizes = orderSizeRun(input.sizes);
    await trx.deleteFrom('item_sizes').where('item_id', '=', itemId).execute();
    if (sizes.length) await trx.insertInto('item_sizes').values(sizes.map((size, sort_order) => ({ item_id: itemId, size, sort_order }))).execute();

    const variants = await trx.selectFrom('item_variants').select(['id', 'colour_id', 'size', 'code', 'active']).where('item_id', '=', itemId).execute();
    const plan = planVariants(
      variants.map((v) => ({ id: v.id, colourId: v.colour_id, size: v.size, active: Number(v.active) === 1 })),
      colourIds,
      sizes,
    );
    if (plan.deactivate.length) await trx.updateTable('item_variants').set({ active: 0 }).where('id', 'in', plan.deactivate).execute();
    // Kept variants whose code changes (the style's or a colour's code was edited) move through a
    // placeholder first, so two codes swapped in one save never meet the unique index half-way.
    const renamed = variants
      .filter((v) => plan.keep.includes(v.id))
      .map((v) => ({ ...v, next: variantCode(styleCode, codeOf.get(v.colour_id)!, v.size) }))
      .filter((v) => v.next !== v.code || Number(v.active) !== 1);
    for (const v of renamed) if (v.next !== v.code) await trx.updateTable('item_variants').set({ code: `~${v.id}` }).where('id', '=', v.id).execute();
    for (const v of renamed) await trx.updateTable('item_variants').set({ code: v.next, active: 1 }).where('id', '=', v.id).execute();
    if (plan.create.length) {
      await trx
        .insertInto('item_variants')
        .values(plan.create.map((p) => ({ item_id: itemId, colour_id: p.colourId, size: p.size, code: variantCode(styleCode, codeOf.get(p.colourId)!, p.size), cost_cents: null })))
        .execute();
    }
  }
}
