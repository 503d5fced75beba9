import type { Kysely } from 'kysely';
import type { GridSample, OrderLineGrid, OrderLineGridInput } from '@muestrario/shared/contract';
import {
  checkNameListText,
  foldText,
  firstErrors,
  gridSampleRefusal,
  gridStyleErrors,
  GRID_SAMPLE_STAGE,
  gridTotals,
  ivaRateBpFor,
  nameListText,
  nameTextBoxes,
  normaliseGrid,
  ORDER_GRID_MESSAGES as M,
  type SampleTextForNames,
} from '@muestrario/shared/rules';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { DocumentEngineError, type DocumentEngine, type DocumentHeaderInput } from '../business-documents/service';
import type { DocumentEffectContext } from '../business-documents/effects';
import type { ItemsRepository } from '../items/repository';

/** A grid that cannot be saved as sent: its status (400, 404, 409), a Spanish message and the fields at fault. */
export class GridWriteError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

/**
 * Sales order lines with a size grid and a name list (issue 30 item 2). A save runs in one transaction:
 * the order is row-locked and must be open, the line must be its own, the style must be a style whose
 * colours and sizes the grid uses, the sample must be the client's and authorised (stage 7) as it is
 * now, the name list is re-checked with the shared rules against the grid and the sample's texts; then
 * cells and names are replaced and the line's quantity becomes the grid's total through the document
 * engine (amounts, history), so nothing is half-written.
 */
export class OrderGridsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: DocumentEngine,
    private readonly items: ItemsRepository,
  ) {}

  /** The sample's texts a name may fill (current design, not deleted), with their view's name. */
  private async sampleTexts(db: Kysely<Database>, sampleId: number): Promise<SampleTextForNames[]> {
    const rows = await db
      .selectFrom('texts as t')
      .innerJoin('clothing_positions as p', 'p.id', 't.position_id')
      .select(['t.id', 't.text', 't.font', 't.width_cm', 't.height_cm', 'p.title'])
      .where('t.sample_id', '=', sampleId)
      .where('t.deleted_at', 'is', null)
      .orderBy('p.sort_order')
      .orderBy('t.id')
      .execute();
    return rows.map((r) => ({ textId: r.id, text: r.text, font: r.font, widthCm: Number(r.width_cm), heightCm: Number(r.height_cm), view: r.title }));
  }

  /** Authorised samples (stage 7) with their texts, of one client or all. */
  async samples(clientId: number | undefined): Promise<GridSample[]> {
    let query = this.db.selectFrom('samples').select(['id', 'sample_name', 'client_id']).where('stage', '=', GRID_SAMPLE_STAGE);
    if (clientId !== undefined) query = query.where('client_id', '=', clientId);
    const rows = await query.orderBy('sample_name').orderBy('id').limit(200).execute();
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        name: r.sample_name,
        clientId: r.client_id,
        texts: (await this.sampleTexts(this.db, r.id)).map((t) => ({ ...t, view: t.view ?? '' })),
      })),
    );
  }

  /** The order's gridded lines; undefined when the order does not exist. */
  async list(orderId: number, db: Kysely<Database> = this.db): Promise<OrderLineGrid[] | undefined> {
    if (!(await db.selectFrom('documents').select('id').where('id', '=', orderId).where('kind', '=', 'order').executeTakeFirst())) return undefined;
    const grids = await db
      .selectFrom('order_line_grids as g')
      .innerJoin('document_lines as l', 'l.id', 'g.line_id')
      .innerJoin('items as i', 'i.id', 'g.style_id')
      .innerJoin('samples as s', 's.id', 'g.sample_id')
      .select(['g.line_id', 'l.line_number', 'g.style_id', 'i.code', 'i.description', 'g.sample_id', 's.sample_name'])
      .where('g.document_id', '=', orderId)
      .orderBy('l.line_number')
      .execute();
    const out: OrderLineGrid[] = [];
    for (const g of grids) {
      const style = (await this.items.within(db).styleWithVariants(g.style_id))!;
      const variantById = new Map(style.variants.map((v) => [v.id, v]));
      const cells = await db.selectFrom('order_line_grid_cells').select(['variant_id', 'quantity']).where('line_id', '=', g.line_id).execute();
      const names = await db
        .selectFrom('order_line_names')
        .select(['row_number', 'name', 'variant_id', 'text_label'])
        .where('line_id', '=', g.line_id)
        .orderBy('row_number')
        .orderBy('id')
        .execute();
      const used = new Set(cells.map((c) => c.variant_id));
      // The style's active colours, plus any colour a cell still names after leaving the style.
      const colours = [...style.variants.filter((v) => v.active || used.has(v.id)).map((v) => v.colourName)].filter((c, i, all) => all.indexOf(c) === i);
      const sizes = [...style.item.sizes, ...style.variants.filter((v) => used.has(v.id) && !style.item.sizes.includes(v.size)).map((v) => v.size)].filter(
        (s, i, all) => all.indexOf(s) === i,
      );
      const quantities = colours.map(() => sizes.map(() => 0));
      for (const c of cells) {
        const v = variantById.get(c.variant_id)!;
        quantities[colours.indexOf(v.colourName)]![sizes.indexOf(v.size)] = Number(c.quantity);
      }
      const rows = names.map((n) => {
        const v = variantById.get(n.variant_id)!;
        return { row: Number(n.row_number), name: n.name, size: v.size, colour: v.colourName, text: n.text_label };
      });
      out.push({
        line: Number(g.line_number) + 1,
        styleId: g.style_id,
        styleCode: g.code,
        styleDescription: g.description,
        sampleId: g.sample_id,
        sampleName: g.sample_name,
        colours,
        sizes,
        quantities,
        total: gridTotals({ colours, sizes, quantities }).total,
        names: rows,
        nameListText: nameListText(rows),
      });
    }
    return out;
  }

  /**
   * Saves a line's grid and name list (see the class). `lineHoldsTotal`: the caller created the line with
   * the grid's total already (a program reorder), so the line is not saved again through the engine (no
   * second history row per line); a line whose quantity differs is still refused.
   */
  save(
    orderId: number,
    lineNumber: number,
    input: OrderLineGridInput,
    actorId: number,
    at: string,
    options: { trx?: Kysely<Database>; lineHoldsTotal?: boolean } = {},
  ): Promise<void> {
    const run = <T>(fn: (trx: Kysely<Database>) => Promise<T>) => (options.trx ? fn(options.trx) : writeTransaction(this.db, fn));
    return run(async (trx) => {
      const doc = await this.openOrder(trx, orderId);
      const lines = await trx.selectFrom('document_lines').selectAll().where('document_id', '=', orderId).orderBy('line_number').execute();
      const line = lines.find((l) => Number(l.line_number) === lineNumber - 1);
      if (!line) throw new GridWriteError(404, M.lineNotFound);
      const lineId = line.id;

      const style = await this.items.within(trx).styleWithVariants(input.styleId);
      if (!style) throw new GridWriteError(400, M.styleNotFound, ['styleId']);
      if (style.item.kind !== 'Estilo') throw new GridWriteError(400, M.notAStyle(style.item.code), ['styleId']);

      const sample = await trx.selectFrom('samples').select(['id', 'sample_name', 'stage', 'client_id']).where('id', '=', input.sampleId).executeTakeFirst();
      if (!sample) throw new GridWriteError(400, M.sampleNotFound, ['sampleId']);
      const refusal = gridSampleRefusal({ name: sample.sample_name, stage: Number(sample.stage) });
      if (refusal) throw new GridWriteError(400, refusal, ['sampleId']);
      if (sample.client_id !== doc.partner_id) throw new GridWriteError(400, M.sampleOfOtherClient(sample.sample_name), ['sampleId']);

      const normalised = normaliseGrid(input);
      if (!normalised.ok) throw new GridWriteError(400, firstErrors(normalised.errors), ['grid']);
      const grid = normalised.grid;
      const activeColours = style.item.colours.map((c) => c.name);
      const styleErrors = gridStyleErrors(grid, { code: style.item.code, colours: activeColours, sizes: style.item.sizes });
      if (styleErrors.length) throw new GridWriteError(400, firstErrors(styleErrors), ['grid']);

      // Names as the grid rules match them (no case or accents): 'cafe' is the style's 'Café'.
      const key = (text: string) => foldText(text.trim());
      const variantOf = (colour: string, size: string) => style.variants.find((v) => v.active && key(v.colourName) === key(colour) && key(v.size) === key(size));

      let names: { row: number; name: string; colour: string; size: string; text: string }[] = [];
      if (input.nameList.trim() !== '') {
        const check = checkNameListText(input.nameList, grid, nameTextBoxes(await this.sampleTexts(trx, sample.id)));
        if (!check.ok) {
          const rowErrors = check.rows.flatMap((r) => r.issues.filter((i) => i.severity === 'error').map((i) => i.message));
          const fields = [...new Set(check.rows.filter((r) => r.issues.some((i) => i.severity === 'error')).map((r) => `nameList.${r.row}`))];
          throw new GridWriteError(400, firstErrors([...check.errors, ...rowErrors]), fields.length ? fields : ['nameList']);
        }
        names = check.rows.map((r) => ({ row: r.row, name: r.name, colour: r.colour, size: r.size, text: r.text }));
      }

      await trx.deleteFrom('order_line_grids').where('line_id', '=', lineId).execute();
      await trx.insertInto('order_line_grids').values({ line_id: lineId, document_id: orderId, style_id: style.item.id, sample_id: sample.id, updated_at: at, updated_by: actorId }).execute();
      const cells = grid.colours.flatMap((colour, r) =>
        grid.sizes.flatMap((size, c) => {
          const quantity = grid.quantities[r]![c]!;
          return quantity > 0 ? [{ line_id: lineId, variant_id: variantOf(colour, size)!.id, quantity }] : [];
        }),
      );
      await trx.insertInto('order_line_grid_cells').values(cells).execute();
      for (let i = 0; i < names.length; i += 500) {
        const chunk = names.slice(i, i + 500).map((n) => ({ line_id: lineId, row_number: n.row, name: n.name, variant_id: variantOf(n.colour, n.size)!.id, text_label: n.text }));
        await trx.insertInto('order_line_names').values(chunk).execute();
      }

      // The line's quantity becomes the grid's total, through the engine (amounts, history, effects).
      const total = gridTotals(grid).total;
      if (options.lineHoldsTotal) {
        if (Number(line.quantity) !== total) throw new GridWriteError(409, M.quantityFromGrid(lineNumber, total));
        return;
      }
      const header: DocumentHeaderInput = {
        partnerId: doc.partner_id,
        contactId: doc.contact_id,
        ownerId: doc.owner_id,
        name: doc.name,
        reference: doc.reference,
        currency: doc.currency,
        exchangeRate: doc.exchange_rate,
        borderRegion: doc.tax_rate_bp === ivaRateBpFor(true),
        shippingAddress: { street: doc.ship_street, city: doc.ship_city, state: doc.ship_state, zipCode: doc.ship_zip },
        billingAddress: { street: doc.bill_street, city: doc.bill_city, state: doc.bill_state, zipCode: doc.bill_zip },
        sampleId: doc.sample_id,
        docDate: doc.doc_date,
        dueDate: doc.due_date,
      };
      const next = lines.map((l) => ({
        code: l.code,
        description: l.description,
        quantity: l.id === lineId ? total : l.quantity,
        unitPriceCents: l.unit_price_cents,
        discountBp: l.discount_bp,
      }));
      try {
        if (!(await this.engine.update(orderId, header, next, { actorId, at, trx }))) throw new GridWriteError(409, SALES_MESSAGES.notOpen(doc.status));
      } catch (error) {
        if (error instanceof DocumentEngineError) throw new GridWriteError(error.statusCode === 400 ? 400 : 409, error.message, error.fields);
        throw error;
      }
    });
  }

  /** Removes a line's grid and names (the line keeps its quantity). */
  remove(orderId: number, lineNumber: number): Promise<void> {
    return writeTransaction(this.db, async (trx) => {
      await this.openOrder(trx, orderId);
      const line = await trx.selectFrom('document_lines').select('id').where('document_id', '=', orderId).where('line_number', '=', lineNumber - 1).executeTakeFirst();
      if (!line) throw new GridWriteError(404, M.lineNotFound);
      await trx.deleteFrom('order_line_grids').where('line_id', '=', line.id).execute();
    });
  }

  /** The order, row-locked on PostgreSQL; 404 when missing, 409 unless open. */
  private async openOrder(trx: Kysely<Database>, orderId: number) {
    let query = trx.selectFrom('documents').selectAll().where('id', '=', orderId).where('kind', '=', 'order');
    if (dialectOf(trx) === 'postgres') query = query.forNoKeyUpdate();
    const doc = await query.executeTakeFirst();
    if (!doc) throw new GridWriteError(404, M.orderNotFound);
    if (doc.status !== 'Abierta') throw new GridWriteError(409, SALES_MESSAGES.notOpen(doc.status));
    return doc;
  }

  /**
   * The order form's own save must keep each gridded line's quantity equal to its grid and its article
   * (a document engine effect: it runs inside the save's transaction, so a refused save writes nothing).
   */
  readonly keepGridTotals = async (context: DocumentEffectContext): Promise<void> => {
    if (context.event !== 'updated') return;
    const totals = await context.trx
      .selectFrom('order_line_grid_cells as c')
      .innerJoin('order_line_grids as g', 'g.line_id', 'c.line_id')
      .select(['c.line_id'])
      .select((eb) => eb.fn.sum<number | string>('c.quantity').as('total'))
      .where('g.document_id', '=', context.document.id)
      .groupBy('c.line_id')
      .execute();
    for (const t of totals) {
      const line = context.lines.find((l) => l.id === t.line_id);
      if (line && Number(line.quantity) !== Number(t.total)) {
        throw new DocumentEngineError(400, M.quantityFromGrid(Number(line.line_number) + 1, Number(t.total)), [`lines.${line.line_number}.quantity`]);
      }
    }
  };
}
