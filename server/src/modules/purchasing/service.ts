import { sql, type Kysely } from 'kysely';
import type { PurchasePriceEstimate, PurchaseShortage, PurchasingCopyBody, PurchasingDocumentInput, ShortageRequestsAnswer } from '@muestrario/shared/contract';
import {
  canCopy,
  DOCUMENT_KINDS,
  groupBySupplier,
  isStocked,
  MXN_RATE,
  parseExchangeRate,
  PURCHASING_MESSAGES as M,
  STOCK_SCALE,
  suggestedPurchase,
  type PurchasingDocumentKind,
} from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { DocumentRows } from '../business-documents/repository';
import { DocumentEngineError, type DocumentEngine, type DocumentHeaderInput, type DocumentLineInput } from '../business-documents/service';
import { PurchasingRepository } from './repository';
import { RequirementsRepository } from './requirements-repository';

const BLANK_ADDRESS = { street: '', city: '', state: '', zipCode: '' };

/** The engine's refusals as HTTP answers (400 with the fields, 404, 409). */
async function engine<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DocumentEngineError) throw new HttpError(error.statusCode, error.message, {}, error.fields.length ? { fields: error.fields } : {});
    throw error;
  }
}

const bad = (message: string, field: string) => new HttpError(400, message, {}, { fields: [field] });

/**
 * Purchase requests, supplier offers and purchase orders on the document engine (docs/decisions/purchasing.md).
 * Every write runs in one transaction; the engine re-reads (and row-locks) what it changes.
 */
export class PurchasingService {
  readonly rows: PurchasingRepository;
  readonly requirements: RequirementsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly documents: DocumentEngine,
  ) {
    this.rows = new PurchasingRepository(db);
    this.requirements = new RequirementsRepository(db);
  }

  /** The engine's header and lines from a form's input, every reference checked (400 in Spanish). */
  private async prepare(input: PurchasingDocumentInput, buyerId: number, db: Kysely<Database> = this.db): Promise<{ header: DocumentHeaderInput; lines: DocumentLineInput[] }> {
    const supplier = await this.rows.supplier(input.supplierId, db);
    if (!supplier) throw bad(M.notSupplier, 'supplierId');
    const contactId = input.contactId ?? null;
    if (contactId !== null && !(await this.rows.isContactOf(contactId, supplier.id, db))) throw bad(M.contactNotOfSupplier, 'contactId');
    const currency = input.currency ?? 'MXN';
    const exchangeRate = currency === 'MXN' ? MXN_RATE : parseExchangeRate(input.exchangeRate ?? '');
    if (exchangeRate === null || exchangeRate <= 0) throw bad('Escriba el tipo de cambio en pesos (p. ej. 17.25).', 'exchangeRate');
    const lines = await this.lines(input.lines, db);
    return {
      header: {
        partnerId: supplier.id,
        contactId,
        ownerId: buyerId,
        name: '',
        reference: (input.reference ?? '').trim(),
        currency,
        exchangeRate,
        borderRegion: supplier.borderRegion,
        shippingAddress: BLANK_ADDRESS,
        billingAddress: BLANK_ADDRESS,
        sampleId: null,
        ...(input.docDate !== undefined ? { docDate: input.docDate } : {}),
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
      },
      lines,
    };
  }

  private async lines(input: PurchasingDocumentInput['lines'], db: Kysely<Database>): Promise<DocumentLineInput[]> {
    const itemIds = [...new Set(input.map((l) => l.itemId))];
    const [items, variants, warehouses] = await Promise.all([
      db.selectFrom('items').select(['id', 'code', 'description', 'kind', 'unit']).where('id', 'in', itemIds).execute(),
      db.selectFrom('item_variants').select(['id', 'item_id', 'code']).where('item_id', 'in', itemIds).execute(),
      db
        .selectFrom('warehouses')
        .select('id')
        .where(
          'id',
          'in',
          input.map((l) => l.warehouseId),
        )
        .where('active', '=', 1)
        .execute(),
    ]);
    const itemById = new Map(items.map((i) => [i.id, i]));
    const activeWarehouses = new Set(warehouses.map((w) => w.id));
    return input.map((l, index) => {
      const item = itemById.get(l.itemId);
      if (!item) throw bad(M.itemNotFound(index), `lines.${index}.itemId`);
      if (!isStocked(item.kind, item.unit)) throw bad(M.notStocked(item.code), `lines.${index}.itemId`);
      const own = variants.filter((v) => v.item_id === item.id);
      let code = item.code;
      if (l.variantId === null) {
        if (own.length) throw bad(M.variantRequired(item.code), `lines.${index}.variantId`);
      } else {
        if (!own.length) throw bad(M.noVariants(item.code), `lines.${index}.variantId`);
        const variant = own.find((v) => v.id === l.variantId);
        if (!variant) throw bad(M.variantNotOfItem(index), `lines.${index}.variantId`);
        code = variant.code;
      }
      if (!activeWarehouses.has(l.warehouseId)) throw bad(M.warehouseNotFound(index), `lines.${index}.warehouseId`);
      return {
        code,
        description: (l.description ?? '').trim() || item.description,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        discountBp: l.discountBp ?? 0,
        itemId: item.id,
        variantId: l.variantId,
        warehouseId: l.warehouseId,
      };
    });
  }

  async create(kind: PurchasingDocumentKind, input: PurchasingDocumentInput, actorId: number, at: string): Promise<number> {
    const { header, lines } = await this.prepare(input, actorId);
    return engine(() => this.documents.create({ ...header, kind, lines }, { actorId, at }));
  }

  /**
   * Saves an open document whole; 409 when it is no longer open. The buyer stays who made it (an edit is not a
   * change of buyer). The engine keeps what later documents copied (a copied line's quantity may not go below
   * it, nor the line go); a copied line's item and variant may not change either (409), re-read under the
   * document's lock inside the one transaction.
   */
  async update(id: number, input: PurchasingDocumentInput, actorId: number, at: string): Promise<void> {
    const current = await this.rows.header(id);
    if (!current) throw new HttpError(404, M.notFound);
    await writeTransaction(this.db, async (trx) => {
      const docRows = new DocumentRows(trx);
      const locked = await docRows.header(id, { lock: true });
      if (!locked) throw new HttpError(404, M.notFound);
      const { header, lines } = await this.prepare(input, locked.owner_id, trx);
      const old = await docRows.lines(id);
      for (const [i, before] of old.entries()) {
        const next = lines[i];
        if (!next || before.quantity === before.open_quantity) continue;
        if (next.itemId !== before.item_id || next.variantId !== before.variant_id) throw new HttpError(409, M.lineItemCopied(i), {}, { fields: [`lines.${i}.itemId`] });
      }
      const saved = await engine(() => this.documents.update(id, header, lines, { actorId, at, trx }));
      if (!saved) throw new HttpError(409, M.notOpen(locked.status === 'Abierta' ? 'Cerrada' : locked.status));
    });
  }

  /** 'Precio estimado' for a line typed by hand: the estimate the generated requests use (404: no such item). */
  async priceEstimate(itemId: number, variantId: number | null): Promise<PurchasePriceEstimate> {
    const item = await this.db.selectFrom('items').select('id').where('id', '=', itemId).executeTakeFirst();
    if (!item) throw new HttpError(404, M.itemUnknown);
    return this.estimate(this.db, itemId, variantId);
  }

  async setStatus(id: number, status: 'Cerrada' | 'Cancelada', actorId: number, at: string): Promise<void> {
    const changed = await engine(() => this.documents.setStatus(id, status, { actorId, at }));
    if (!changed) throw new HttpError(409, M.notOpen((await this.rows.header(id))?.status ?? 'Cerrada'));
  }

  /**
   * 'Copiar a' (one transaction). Request → offer does not consume the request (several suppliers quote the
   * same lines; the offer may name another supplier); request → order and offer → order consume the base's
   * open quantities through the engine. Given prices replace the base's in the new document.
   */
  copy(baseId: number, body: PurchasingCopyBody, actorId: number, at: string): Promise<number> {
    return writeTransaction(this.db, (trx) => this.copyInside(trx, baseId, body, actorId, at));
  }

  private async copyInside(trx: Kysely<Database>, baseId: number, body: PurchasingCopyBody, actorId: number, at: string): Promise<number> {
    const docRows = new DocumentRows(trx);
    const base = await this.rows.header(baseId, trx);
    if (!base) throw new HttpError(404, M.notFound);
    if (!canCopy(base.kind, body.toKind)) throw new HttpError(409, M.copyNotAllowed(base.kind, body.toKind));
    await docRows.header(baseId, { lock: true });
    if (base.status !== 'Abierta') throw new HttpError(409, M.notOpen(base.status));
    const baseLines = await docRows.lines(baseId);
    const requested = body.lines?.length ? body.lines : baseLines.filter((l) => l.open_quantity > 0).map((l) => ({ baseLineId: l.id, quantity: l.open_quantity, unitPriceCents: undefined }));
    const seen = new Set<number>();
    for (const [i, r] of requested.entries()) {
      if (!baseLines.some((l) => l.id === r.baseLineId)) throw bad(M.baseLineUnknown(r.baseLineId), `lines.${i}.baseLineId`);
      if (seen.has(r.baseLineId)) throw bad(M.baseLineTwice, `lines.${i}.baseLineId`);
      seen.add(r.baseLineId);
    }
    if (!requested.length) throw new HttpError(409, M.notOpen('Cerrada'));
    let supplierId = base.partnerId;
    if (body.supplierId !== undefined && body.supplierId !== base.partnerId) {
      if (body.toKind !== 'supplier_quotation') throw bad(M.supplierOnlyForOffers, 'supplierId');
      supplierId = body.supplierId;
    }
    const supplier = await this.rows.supplier(supplierId, trx);
    if (!supplier) throw bad(M.notSupplier, 'supplierId');
    const byId = new Map(baseLines.map((l) => [l.id, l]));
    const newLines: DocumentLineInput[] = requested.map((r) => {
      const l = byId.get(r.baseLineId)!;
      return {
        code: l.code,
        description: l.description,
        quantity: r.quantity,
        unitPriceCents: r.unitPriceCents ?? l.unit_price_cents,
        discountBp: l.discount_bp,
        itemId: l.item_id,
        variantId: l.variant_id,
        warehouseId: l.warehouse_id,
      };
    });
    const header = await this.headerOf(trx, baseId, supplier);
    if (base.kind === 'purchase_request' && body.toKind === 'supplier_quotation') {
      // An offer quotes the request: it is linked line by line, and leaves the request's quantities open.
      for (const [i, r] of requested.entries()) {
        if (r.quantity > byId.get(r.baseLineId)!.quantity) throw bad(`No puede ofertar más de lo solicitado (${byId.get(r.baseLineId)!.quantity}).`, `lines.${i}.quantity`);
      }
      const id = await engine(() => this.documents.create({ ...header, kind: 'supplier_quotation', lines: newLines }, { actorId, at, trx }));
      await trx.updateTable('documents').set({ base_document_id: baseId }).where('id', '=', id).execute();
      const lines = await docRows.lines(id);
      for (const [i, line] of lines.entries()) await docRows.updateLine(line.id, { base_document_id: baseId, base_line_id: requested[i]!.baseLineId });
      const target = (await docRows.header(id))!;
      const base2 = (await docRows.header(baseId))!;
      const copied = requested.map((r) => ({ baseLineId: r.baseLineId, quantity: r.quantity }));
      await docRows.appendHistory(id, actorId, at, 'copied-from', { documentId: baseId, folio: base2.folio, lines: copied });
      await docRows.appendHistory(baseId, actorId, at, 'copied-to', { documentId: id, folio: target.folio, lines: copied });
      return id;
    }
    const id = await engine(() =>
      this.documents.copy(
        baseId,
        body.toKind,
        requested.map((r) => ({ baseLineId: r.baseLineId, quantity: r.quantity })),
        { actorId, at, trx, header: { ownerId: actorId } },
      ),
    );
    if (requested.some((r) => r.unitPriceCents !== undefined)) {
      await engine(() => this.documents.update(id, { ...header, partnerId: base.partnerId }, newLines, { actorId, at, trx }));
    }
    return id;
  }

  private async headerOf(trx: Kysely<Database>, baseId: number, supplier: { id: number; borderRegion: boolean }): Promise<DocumentHeaderInput> {
    const b = (await new DocumentRows(trx).header(baseId))!;
    return {
      partnerId: supplier.id,
      contactId: supplier.id === b.partner_id ? b.contact_id : null,
      ownerId: b.owner_id,
      name: b.name,
      reference: b.reference,
      currency: b.currency,
      exchangeRate: b.exchange_rate,
      borderRegion: supplier.borderRegion,
      shippingAddress: BLANK_ADDRESS,
      billingAddress: BLANK_ADDRESS,
      sampleId: null,
      dueDate: b.due_date,
    };
  }

  /**
   * 'Elegir' an offer: a purchase order with everything open of it; the request's other open offers and the
   * request itself close (the choice is made). One transaction.
   */
  choose(offerId: number, actorId: number, at: string): Promise<number> {
    return writeTransaction(this.db, async (trx) => {
      const offer = await this.rows.header(offerId, trx);
      if (!offer) throw new HttpError(404, M.notFound);
      if (offer.kind !== 'supplier_quotation') throw new HttpError(409, M.chooseNotOffer);
      const orderId = await this.copyInside(trx, offerId, { toKind: 'purchase_order' }, actorId, at);
      if (offer.baseDocumentId !== null) {
        const request = await this.rows.header(offer.baseDocumentId, trx);
        if (request?.kind === 'purchase_request') {
          for (const other of await this.rows.offersOf(request.id, trx)) {
            if (other.id !== offerId && other.status === 'Abierta') await this.documents.setStatus(other.id, 'Cerrada', { actorId, at, trx });
          }
          if (request.status === 'Abierta') await this.documents.setStatus(request.id, 'Cerrada', { actorId, at, trx });
        }
      }
      return orderId;
    });
  }

  /**
   * Necesidades de compra: per item/variant, what released and in-process production orders still need, what
   * is on hand (every warehouse but transit), what open purchase orders bring, and what to buy.
   */
  async shortages(db: Kysely<Database> = this.db): Promise<Array<PurchaseShortage & { requested: number }>> {
    const required = await this.requirements.openRequirements(db);
    if (!required.length) return [];
    const itemIds = [...new Set(required.map((r) => r.itemId))];
    const [ordered, onHandRows, items, variants, requestedRows] = await Promise.all([
      this.requirements.openOrdered(db),
      db
        .selectFrom('stock_balances as b')
        .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
        .select(['b.item_id', 'b.variant_id', (eb) => eb.fn.sum<number | string>('b.on_hand').as('on_hand')])
        .where('w.kind', '<>', 'transit')
        .where('b.item_id', 'in', itemIds)
        .groupBy(['b.item_id', 'b.variant_id'])
        .execute(),
      db
        .selectFrom('items as i')
        .leftJoin('clients as c', 'c.id', 'i.preferred_supplier_id')
        .select(['i.id', 'i.code', 'i.description', 'i.unit', 'i.preferred_supplier_id', 'c.card_name'])
        .where('i.id', 'in', itemIds)
        .execute(),
      db.selectFrom('item_variants').select(['id', 'code']).where('item_id', 'in', itemIds).execute(),
      db
        .selectFrom('document_lines as l')
        .innerJoin('documents as d', 'd.id', 'l.document_id')
        .select(['l.item_id', 'l.variant_id', (eb) => eb.fn.sum<number | string>('l.open_quantity').as('requested')])
        .where('d.kind', '=', 'purchase_request')
        .where('d.status', '=', 'Abierta')
        .where('l.item_id', 'in', itemIds)
        .groupBy(['l.item_id', 'l.variant_id'])
        .execute(),
    ]);
    const k = (itemId: number | null, variantId: number | null) => `${itemId}:${variantId ?? 0}`;
    const onHand = new Map(onHandRows.map((r) => [k(r.item_id, r.variant_id), Number(r.on_hand)]));
    const orderedBy = new Map<string, number>();
    for (const o of ordered) orderedBy.set(k(o.itemId, o.variantId), (orderedBy.get(k(o.itemId, o.variantId)) ?? 0) + o.ordered);
    const requestedBy = new Map(requestedRows.map((r) => [k(r.item_id, r.variant_id), Number(r.requested)]));
    const itemById = new Map(items.map((i) => [i.id, i]));
    const variantCode = new Map(variants.map((v) => [v.id, v.code]));
    return required
      .map((r) => {
        const item = itemById.get(r.itemId)!;
        const figures = { required: r.required, onHand: onHand.get(k(r.itemId, r.variantId)) ?? 0, ordered: orderedBy.get(k(r.itemId, r.variantId)) ?? 0 };
        return {
          itemId: r.itemId,
          variantId: r.variantId,
          code: r.variantId === null ? item.code : (variantCode.get(r.variantId) ?? item.code),
          description: item.description,
          unit: item.unit,
          ...figures,
          suggested: suggestedPurchase(figures),
          requested: requestedBy.get(k(r.itemId, r.variantId)) ?? 0,
          supplier: item.preferred_supplier_id === null || item.card_name === null ? null : { id: item.preferred_supplier_id, name: item.card_name },
        };
      })
      .sort((a, b) => a.code.localeCompare(b.code));
  }

  /**
   * 'Generar solicitudes de compra': one purchase request per preferred supplier with what is suggested and
   * not yet in an open request, to be received in the first active raw-material warehouse; items without a
   * preferred supplier are left out and listed. One transaction, serialised (a second click at once finds
   * the first one's requests and adds nothing).
   */
  requestShortages(actorId: number, at: string): Promise<ShortageRequestsAnswer> {
    return writeTransaction(this.db, async (trx) => {
      if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(31005)`.execute(trx);
      const warehouseId = await this.requirements.committedWarehouseId(trx);
      if (warehouseId === undefined) throw new HttpError(409, M.noWarehouse);
      const shortages = (await this.shortages(trx)).map((s) => ({ ...s, supplierId: s.supplier?.id ?? null, suggested: Math.max(0, s.suggested - s.requested) }));
      const groups = groupBySupplier(shortages);
      if (!groups.length) throw new HttpError(409, M.nothingToRequest);
      const answer: ShortageRequestsAnswer = { requests: [], withoutSupplier: [] };
      for (const group of groups) {
        if (group.supplierId === null) {
          answer.withoutSupplier.push(...group.lines.map((l) => ({ itemId: l.itemId, variantId: l.variantId, code: l.code })));
          continue;
        }
        const supplier = (await this.rows.supplier(group.supplierId, trx)) ?? { id: group.supplierId, borderRegion: false };
        const prices = await Promise.all(group.lines.map((l) => this.estimatedPrice(trx, l.itemId, l.variantId)));
        const id = await engine(() =>
          this.documents.create(
            {
              kind: 'purchase_request',
              partnerId: supplier.id,
              contactId: null,
              ownerId: actorId,
              name: '',
              reference: 'Necesidades de producción',
              currency: 'MXN',
              exchangeRate: MXN_RATE,
              borderRegion: supplier.borderRegion,
              shippingAddress: BLANK_ADDRESS,
              billingAddress: BLANK_ADDRESS,
              sampleId: null,
              lines: group.lines.map((l, i) => ({ code: l.code, description: l.description, quantity: l.suggested, unitPriceCents: prices[i]!, itemId: l.itemId, variantId: l.variantId, warehouseId })),
            },
            { actorId, at, trx },
          ),
        );
        const folio = (await new DocumentRows(trx).header(id))!.folio;
        answer.requests.push({ id, folio, supplierId: supplier.id, lines: group.lines.length });
      }
      if (!answer.requests.length && !answer.withoutSupplier.length) throw new HttpError(409, M.nothingToRequest);
      return answer;
    });
  }

  /**
   * A generated request's price per smallest unit, so that a request copied straight to an order (and received)
   * never brings stock in at cost 0: the last purchase order's price for the same item and variant, else the
   * moving-average cost it has in stock (per item unit, divided by its scale, rounded half up), else the
   * variant's cost, else 0. The offers bring the real prices.
   */
  private async estimatedPrice(trx: Kysely<Database>, itemId: number, variantId: number | null): Promise<number> {
    return (await this.estimate(trx, itemId, variantId)).unitPriceCents;
  }

  private async estimate(trx: Kysely<Database>, itemId: number, variantId: number | null): Promise<PurchasePriceEstimate> {
    let last = trx
      .selectFrom('document_lines as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .select('l.unit_price_cents')
      .where('d.kind', '=', 'purchase_order')
      .where('d.status', '!=', 'Cancelada')
      .where('l.item_id', '=', itemId)
      .where('l.unit_price_cents', '>', 0);
    last = variantId === null ? last.where('l.variant_id', 'is', null) : last.where('l.variant_id', '=', variantId);
    const ordered = await last.orderBy('l.id', 'desc').limit(1).executeTakeFirst();
    if (ordered) return { unitPriceCents: ordered.unit_price_cents, source: 'last_order' };
    let balance = trx.selectFrom('stock_balances').select('average_cost_cents').where('item_id', '=', itemId).where('average_cost_cents', '>', 0);
    balance = variantId === null ? balance.where('variant_id', 'is', null) : balance.where('variant_id', '=', variantId);
    const average = await balance.orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
    const item = await trx.selectFrom('items').select('unit').where('id', '=', itemId).executeTakeFirst();
    const scale = (item && STOCK_SCALE[item.unit]) ?? 1;
    if (average) return { unitPriceCents: Math.round(Number(average.average_cost_cents) / scale), source: 'average_cost' };
    if (variantId === null) return { unitPriceCents: 0, source: 'none' };
    const variant = await trx.selectFrom('item_variants').select('cost_cents').where('id', '=', variantId).where('item_id', '=', itemId).executeTakeFirst();
    return variant && variant.cost_cents !== null ? { unitPriceCents: variant.cost_cents, source: 'variant_cost' } : { unitPriceCents: 0, source: 'none' };
  }

  kindName(kind: PurchasingDocumentKind): string {
    return DOCUMENT_KINDS[kind].name;
  }
}
