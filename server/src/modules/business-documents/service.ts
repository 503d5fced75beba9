import type { Kysely } from 'kysely';
import { SALES_MESSAGES, type Currency } from '@muestrario/shared/domain';
import {
  afterCopy,
  businessDocumentAmounts,
  canChangeStatus,
  canCopy,
  copyEverythingOpen,
  copyRefusal,
  copyRefusalMessage,
  COPY_MESSAGES,
  DOCUMENT_KINDS,
  documentFolio,
  foldText,
  ivaRateBpFor,
  isDocumentFullyCopied,
  sequenceName,
  seriesOf,
  type BusinessDocumentKind,
  type BusinessDocumentStatus,
  type CopyRequest,
} from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { DocumentEffects, DocumentLocks, type DocumentEvent } from './effects';
import { DocumentRows, type DocumentLineRow, type DocumentRow, type NewDocumentLineRow } from './repository';

/** A change the engine refuses: the HTTP status and the Spanish message a route answers with. */
export class DocumentEngineError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

export const ENGINE_MESSAGES = {
  notFound: 'El documento no existe.',
  /** The same words as the sales form's (the limit is the shared rule's). */
  amountTooLarge: SALES_MESSAGES.amountTooLarge,
  lineAlreadyCopied: (quantity: number) => `Ya se copiaron ${quantity} unidades de esta línea a otro documento: no puede quedar con menos.`,
  lineCopiedCannotGo: 'Esta línea ya se copió a otro documento: no se puede quitar.',
  notEditable: 'Este tipo de documento no se puede editar.',
} as const;

export interface DocumentLineInput {
  code: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountBp?: number;
  /** What the line moves (issue 31): carried to the documents copied from it. */
  itemId?: number | null;
  variantId?: number | null;
  warehouseId?: number | null;
}

/** What a document's header holds (kind, number and status aside). */
export interface DocumentHeaderInput {
  partnerId: number;
  contactId: number | null;
  ownerId: number;
  name: string;
  reference: string;
  currency: Currency;
  /** Pesos per unit in ten-thousandths (MXN: 10000). */
  exchangeRate: number;
  /** The partner is in the border region (IVA 8 %). */
  borderRegion: boolean;
  shippingAddress: { street: string; city: string; state: string; zipCode: string };
  billingAddress: { street: string; city: string; state: string; zipCode: string };
  sampleId: number | null;
  docDate?: string;
  dueDate?: string | null;
}

export interface CreateDocument extends DocumentHeaderInput {
  kind: BusinessDocumentKind;
  series?: string;
  lines: DocumentLineInput[];
}

export interface WriteOptions {
  actorId: number;
  at: string;
  /** Run inside the caller's transaction (seeding) instead of a new one. */
  trx?: Kysely<Database>;
  /** Seeding and migrations: a given number instead of the series' next one, and a given status. */
  number?: number;
  status?: BusinessDocumentStatus;
}

interface LineSource {
  baseDocumentId: number | null;
  baseLineId: number | null;
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * The business document engine (docs/decisions/business-documents.md): creates documents with the next
 * folio of their series, copies lines from a base document (partially: what is not copied stays open),
 * edits open documents, changes statuses and writes each document's append-only history, every change
 * in one transaction with the state it depends on re-read (and row-locked on PostgreSQL) inside it, and
 * the kind's registered effects run in that same transaction.
 */
export class DocumentEngine {
  readonly effects: DocumentEffects;
  /** What keeps a document from changing (a stamped CFDI), asked before an edit or a status change. */
  readonly locks = new DocumentLocks();

  constructor(
    private readonly db: Kysely<Database>,
    effects?: DocumentEffects,
  ) {
    this.effects = effects ?? new DocumentEffects();
  }

  private async refuseLocked(trx: Kysely<Database>, document: DocumentRow): Promise<void> {
    const why = await this.locks.reason(trx, document);
    if (why) throw new DocumentEngineError(409, why);
  }

  private transaction<T>(options: { trx?: Kysely<Database> }, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return options.trx ? fn(options.trx) : writeTransaction(this.db, fn);
  }

  history(documentId: number) {
    return new DocumentRows(this.db).history(documentId);
  }

  /** A new document of its kind, numbered in its series; answers its id. */
  create(input: CreateDocument, options: WriteOptions): Promise<number> {
    return this.transaction(options, async (trx) => {
      const id = await this.insert(trx, input, input.lines.map(() => ({ baseDocumentId: null, baseLineId: null })), null, options);
      await this.after(trx, id, 'created', options);
      return id;
    });
  }

  /**
   * 'Copiar a': a new document of `toKind` from the base document's lines. Each request names a base line
   * and how much of it to copy (all that is open when no requests are given); the base lines keep the
   * rest open, and the base closes by itself once nothing is left open. The base's state is re-read under
   * its row lock, and each line's open quantity is taken with a conditional update, so two copies at once
   * can never copy more than is open. The new document keeps the base's partner, prices and discounts.
   */
  copy(
    baseId: number,
    toKind: BusinessDocumentKind,
    requests: CopyRequest[] | 'all-open',
    options: WriteOptions & {
      header?: Partial<DocumentHeaderInput>;
      /**
       * Per base line, what the new line holds instead of the base's: its quantity when more came than
       * is taken from the base (a goods receipt over the open quantity, within its tolerance: the base
       * gives up what was open, the receipt line records what came) and its warehouse.
       */
      lineChanges?: ReadonlyMap<number, { quantity?: number; warehouseId?: number | null }>;
    },
  ): Promise<number> {
    return this.transaction(options, async (trx) => {
      const rows = new DocumentRows(trx);
      const base = await rows.header(baseId, { lock: true });
      if (!base) throw new DocumentEngineError(404, ENGINE_MESSAGES.notFound);
      if (!canCopy(base.kind, toKind)) throw new DocumentEngineError(409, COPY_MESSAGES.kindNotAllowed(DOCUMENT_KINDS[base.kind].name, DOCUMENT_KINDS[toKind].name));
      const baseLines = await rows.lines(baseId);
      const open = baseLines.map((l) => ({ id: l.id, quantity: l.quantity, openQuantity: l.open_quantity }));
      const wanted = requests === 'all-open' ? copyEverythingOpen(open) : requests;
      const refusal = copyRefusal(base.status, open, wanted);
      if (refusal) {
        const field = 'index' in refusal ? [`lines.${refusal.index}.quantity`] : ['lines'];
        throw new DocumentEngineError(refusal.why === 'not-open' ? 409 : 400, copyRefusalMessage(refusal), field);
      }
      for (const r of wanted) {
        // Re-checked by the database: never more than is open, whatever ran meanwhile.
        if (!(await rows.takeOpen(r.baseLineId, r.quantity))) throw new DocumentEngineError(409, COPY_MESSAGES.tooMuch(0), ['lines']);
      }
      const byId = new Map(baseLines.map((l) => [l.id, l]));
      const lines = wanted.map((r) => {
        const l = byId.get(r.baseLineId)!;
        const change = options.lineChanges?.get(r.baseLineId);
        if (change?.quantity !== undefined && change.quantity < r.quantity) throw new DocumentEngineError(400, COPY_MESSAGES.badQuantity, ['lines']);
        return {
          code: l.code,
          description: l.description,
          quantity: change?.quantity ?? r.quantity,
          unitPriceCents: l.unit_price_cents,
          discountBp: l.discount_bp,
          itemId: l.item_id,
          variantId: l.variant_id,
          warehouseId: change?.warehouseId !== undefined ? change.warehouseId : l.warehouse_id,
        };
      });
      const header: DocumentHeaderInput = {
        partnerId: base.partner_id,
        contactId: base.contact_id,
        ownerId: base.owner_id,
        name: base.name,
        reference: base.reference,
        currency: base.currency,
        exchangeRate: base.exchange_rate,
        borderRegion: base.tax_rate_bp === ivaRateBpFor(true),
        shippingAddress: { street: base.ship_street, city: base.ship_city, state: base.ship_state, zipCode: base.ship_zip },
        billingAddress: { street: base.bill_street, city: base.bill_city, state: base.bill_state, zipCode: base.bill_zip },
        sampleId: base.sample_id,
        ...options.header,
      };
      const id = await this.insert(
        trx,
        { ...header, kind: toKind, lines },
        wanted.map((r) => ({ baseDocumentId: baseId, baseLineId: r.baseLineId })),
        baseId,
        options,
      );
      const copied = wanted.map((r) => ({ baseLineId: r.baseLineId, quantity: r.quantity }));
      const target = (await rows.header(id))!;
      await rows.appendHistory(id, options.actorId, options.at, 'copied-from', { documentId: baseId, folio: base.folio, lines: copied });
      await rows.appendHistory(baseId, options.actorId, options.at, 'copied-to', { documentId: id, folio: target.folio, lines: copied });
      if (isDocumentFullyCopied(afterCopy(open, wanted))) {
        await rows.changeStatus(baseId, 'Cerrada', options.actorId, options.at);
        await rows.appendHistory(baseId, options.actorId, options.at, 'status', { from: base.status, to: 'Cerrada', because: 'copied' });
      }
      await this.after(trx, baseId, 'copied-to', options);
      await this.after(trx, id, 'created', options);
      return id;
    });
  }

  /**
   * Saves an open document's header and lines; false when it is no longer open. Lines keep their ids by
   * position (a later document's base line stays valid) and their own base link while the article is
   * the same. A line later documents copied from keeps what they took: its quantity may not go below it,
   * and it cannot be removed.
   */
  update(id: number, header: DocumentHeaderInput, lines: DocumentLineInput[], options: WriteOptions): Promise<boolean> {
    return this.transaction(options, async (trx) => {
      const rows = new DocumentRows(trx);
      const current = await rows.header(id, { lock: true });
      if (!current) throw new DocumentEngineError(404, ENGINE_MESSAGES.notFound);
      await this.refuseLocked(trx, current);
      if (current.status !== 'Abierta') return false;
      if (!DOCUMENT_KINDS[current.kind].editable) throw new DocumentEngineError(409, ENGINE_MESSAGES.notEditable);
      const old = await rows.lines(id);
      const copiedFrom = new Set(await rows.copiedFrom(old.map((l) => l.id)));
      const amounts = this.amounts(header, lines);
      for (const [i, l] of old.entries()) {
        const taken = l.quantity - l.open_quantity;
        const next = lines[i];
        if (!next) {
          if (copiedFrom.has(l.id)) throw new DocumentEngineError(409, ENGINE_MESSAGES.lineCopiedCannotGo, ['lines']);
          continue;
        }
        if (next.quantity < taken) throw new DocumentEngineError(409, ENGINE_MESSAGES.lineAlreadyCopied(taken), [`lines.${i}.quantity`]);
      }
      const { partner, owner } = await rows.namesForSearch(header.partnerId, header.ownerId);
      const saved = await rows.updateOpenHeader(id, {
        ...this.headerColumns(header, amounts),
        search_text: foldText(`${current.folio} ${partner} ${owner}`),
        updated_at: options.at,
      });
      if (!saved) return false;
      await rows.deleteLines(old.slice(lines.length).map((l) => l.id));
      const added: NewDocumentLineRow[] = [];
      for (const [i, line] of lines.entries()) {
        const before: DocumentLineRow | undefined = old[i];
        const keepBase = before !== undefined && before.code === line.code;
        const values = {
          ...this.lineColumns(line, amounts.lines[i]!),
          base_document_id: keepBase ? before.base_document_id : null,
          base_line_id: keepBase ? before.base_line_id : null,
          open_quantity: line.quantity - (before ? before.quantity - before.open_quantity : 0),
        };
        if (before) await rows.updateLine(before.id, values);
        else added.push({ ...values, document_id: id, line_number: i });
      }
      await rows.insertLines(added);
      await rows.appendHistory(id, options.actorId, options.at, 'updated', { totalCents: amounts.totalCents, lines: lines.length });
      await this.after(trx, id, 'updated', options);
      return true;
    });
  }

  /** Closes or cancels an open document, keeping who and when; false when the change is not allowed from its status. */
  setStatus(id: number, to: BusinessDocumentStatus, options: WriteOptions): Promise<boolean> {
    return this.transaction(options, async (trx) => {
      const rows = new DocumentRows(trx);
      const current = await rows.header(id, { lock: true });
      if (!current) throw new DocumentEngineError(404, ENGINE_MESSAGES.notFound);
      await this.refuseLocked(trx, current);
      if (!canChangeStatus(current.status, to)) return false;
      if (!(await rows.changeStatus(id, to, options.actorId, options.at))) return false;
      await rows.appendHistory(id, options.actorId, options.at, 'status', { from: current.status, to });
      await this.after(trx, id, 'status-changed', options);
      return true;
    });
  }

  /**
   * The SAT cancelled the document's CFDI (issue 32 item 5): the document reads 'Cancelada' whether it
   * was open or closed (copied in full), with who and when in its history. Runs in the caller's
   * transaction, after the caller released its own lock (the CFDI record says 'cancelada').
   */
  async cancelFiscally(id: number, options: WriteOptions & { trx: Kysely<Database>; because: string }): Promise<void> {
    const rows = new DocumentRows(options.trx);
    const current = await rows.header(id, { lock: true });
    if (!current) throw new DocumentEngineError(404, ENGINE_MESSAGES.notFound);
    if (current.status === 'Cancelada') return;
    await options.trx
      .updateTable('documents')
      .set({ status: 'Cancelada', status_changed_at: options.at, status_changed_by: options.actorId, updated_at: options.at })
      .where('id', '=', id)
      .execute();
    await rows.appendHistory(id, options.actorId, options.at, 'status', { from: current.status, to: 'Cancelada', because: options.because });
    await this.after(options.trx, id, 'status-changed', options);
  }

  /**
   * Seeding: records that an existing document was copied from a base (made before the engine, with
   * its own lines): its lines are linked to the base's line at the same position with the same article,
   * and each linked base line's open quantity loses what was copied (never below 0). The same rule
   * migration 0021 applies to the orders it moves over.
   */
  async recordCopy(targetId: number, baseId: number, trx: Kysely<Database>): Promise<void> {
    const rows = new DocumentRows(trx);
    const [target, base] = await Promise.all([rows.lines(targetId), rows.lines(baseId)]);
    await trx.updateTable('documents').set({ base_document_id: baseId }).where('id', '=', targetId).execute();
    for (const [i, line] of target.entries()) {
      const b = base[i];
      if (!b || b.code !== line.code) continue;
      await rows.updateLine(line.id, { base_document_id: baseId, base_line_id: b.id });
      await rows.updateLine(b.id, { open_quantity: Math.max(0, b.open_quantity - line.quantity) });
    }
  }

  private amounts(header: DocumentHeaderInput, lines: DocumentLineInput[]) {
    const amounts = businessDocumentAmounts(lines, header.borderRegion, header.exchangeRate);
    if (amounts.tooLarge) throw new DocumentEngineError(400, ENGINE_MESSAGES.amountTooLarge, ['lines']);
    return amounts;
  }

  private headerColumns(h: DocumentHeaderInput, amounts: ReturnType<DocumentEngine['amounts']>) {
    return {
      partner_id: h.partnerId,
      contact_id: h.contactId,
      owner_id: h.ownerId,
      name: h.name,
      reference: h.reference,
      currency: h.currency,
      exchange_rate: h.exchangeRate,
      tax_rate_bp: amounts.taxRateBp,
      subtotal_cents: amounts.subtotalCents,
      tax_cents: amounts.taxCents,
      total_cents: amounts.totalCents,
      total_mxn_cents: amounts.totalMxnCents,
      ship_street: h.shippingAddress.street,
      ship_city: h.shippingAddress.city,
      ship_state: h.shippingAddress.state,
      ship_zip: h.shippingAddress.zipCode,
      bill_street: h.billingAddress.street,
      bill_city: h.billingAddress.city,
      bill_state: h.billingAddress.state,
      bill_zip: h.billingAddress.zipCode,
      sample_id: h.sampleId,
      ...(h.docDate ? { doc_date: h.docDate } : {}),
      ...(h.dueDate !== undefined ? { due_date: h.dueDate } : {}),
    };
  }

  private lineColumns(line: DocumentLineInput, amounts: { subtotalCents: number; taxCents: number }) {
    return {
      code: line.code,
      description: line.description,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      discount_bp: line.discountBp ?? 0,
      line_total_cents: amounts.subtotalCents,
      tax_cents: amounts.taxCents,
      item_id: line.itemId ?? null,
      variant_id: line.variantId ?? null,
      warehouse_id: line.warehouseId ?? null,
    };
  }

  private async insert(trx: Kysely<Database>, input: CreateDocument, sources: LineSource[], baseDocumentId: number | null, options: WriteOptions): Promise<number> {
    const rows = new DocumentRows(trx);
    const amounts = this.amounts(input, input.lines);
    const series = seriesOf(input.kind, input.series);
    const counter = sequenceName(input.kind, series);
    let number = options.number;
    if (number === undefined) number = await rows.nextNumber(counter);
    else await rows.advanceNumber(counter, number);
    const folio = documentFolio(series, number);
    const { partner, owner } = await rows.namesForSearch(input.partnerId, input.ownerId);
    const status = options.status ?? 'Abierta';
    const id = await rows.insertHeader({
      ...this.headerColumns(input, amounts),
      kind: input.kind,
      series,
      number,
      folio,
      status,
      created_by: options.actorId,
      base_document_id: baseDocumentId,
      search_text: foldText(`${folio} ${partner} ${owner}`),
      doc_date: input.docDate ?? day(options.at),
      due_date: input.dueDate ?? null,
      created_at: options.at,
      updated_at: options.at,
      ...(status === 'Abierta' ? {} : { status_changed_at: options.at, status_changed_by: options.actorId }),
    });
    await rows.insertLines(
      input.lines.map((l, i) => ({
        ...this.lineColumns(l, amounts.lines[i]!),
        document_id: id,
        line_number: i,
        base_document_id: sources[i]!.baseDocumentId,
        base_line_id: sources[i]!.baseLineId,
        open_quantity: l.quantity,
      })),
    );
    await rows.appendHistory(id, options.actorId, options.at, 'created', { kind: input.kind, folio, status, totalCents: amounts.totalCents });
    return id;
  }

  private async after(trx: Kysely<Database>, id: number, event: DocumentEvent, options: WriteOptions): Promise<void> {
    const rows = new DocumentRows(trx);
    const document = (await rows.header(id))!;
    await this.effects.run({ trx, event, document, lines: await rows.lines(id), actorId: options.actorId, at: options.at });
  }
}
