import type { Kysely } from 'kysely';
import type { SalesDocumentInput } from '@muestrario/shared/contract';
import { SALES_MESSAGES, type DocumentStatus, type SalesDocumentKind } from '@muestrario/shared/domain';
import { MXN_RATE, parseExchangeRate } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import type { ArticlesRepository } from '../articles/repository';
import { DocumentEngineError, type DocumentEngine, type DocumentHeaderInput, type DocumentLineInput } from '../business-documents/service';
import { SalesDocumentsRepository } from './repository';
import { sampleQuotationInput } from './sample-quotation';

/** A request that cannot be saved as sent: 400 with a Spanish message and the fields at fault. */
export class SalesInputError extends Error {
  constructor(
    message: string,
    readonly fields: string[],
  ) {
    super(message);
  }
}

export interface CreateOptions {
  sellerId: number;
  at: string;
  status?: DocumentStatus;
  /** Seeding: a given number instead of the sequence's next one. */
  number?: number;
  sampleId?: number | null;
  /** Run inside the caller's transaction (seeding). */
  trx?: Kysely<Database>;
}

/**
 * Quotations and sales orders on the business document engine: checks what the sales form sends (the
 * client is a Cliente, the contact is its own, the articles exist, the exchange rate) and hands the
 * document to the engine, which numbers it, computes its amounts through the shared rule, keeps its
 * history and runs its kind's effects in the same transaction. 'Copiar a orden de venta' is the
 * engine's copy: every open quantity of the quotation goes to the order, which closes the quotation.
 */
export class SalesService {
  private readonly rows: SalesDocumentsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: DocumentEngine,
    private readonly articles: ArticlesRepository,
  ) {
    this.rows = new SalesDocumentsRepository(db);
  }

  /** The engine's header and lines from the form's input (the seller owns the document). */
  private async prepare(input: SalesDocumentInput, sellerId: number, sampleId: number | null): Promise<{ header: DocumentHeaderInput; lines: DocumentLineInput[] }> {
    const client = await this.rows.clientForSale(input.clientId);
    if (!client) throw new SalesInputError(SALES_MESSAGES.unknownClient, ['clientId']);
    if (input.contactId !== null && !(await this.rows.isContactOf(input.contactId, client.id))) throw new SalesInputError(SALES_MESSAGES.contactNotOfClient, ['contactId']);
    const known = await this.rows.articleDescriptions([...new Set(input.lines.map((l) => l.code))]);
    const unknownIndex = input.lines.findIndex((l) => !known.has(l.code));
    if (unknownIndex >= 0) throw new SalesInputError(SALES_MESSAGES.unknownArticle(input.lines[unknownIndex]!.code), [`lines.${unknownIndex}.code`]);
    const exchangeRate = input.currency === 'MXN' ? MXN_RATE : parseExchangeRate(input.exchangeRate);
    if (exchangeRate === null) throw new SalesInputError(SALES_MESSAGES.exchangeRate, ['exchangeRate']);
    const address = (a: SalesDocumentInput['shippingAddress']) => ({ street: a.street.trim(), city: a.city.trim(), state: a.state.trim(), zipCode: a.zipCode.trim() });
    return {
      header: {
        partnerId: client.id,
        contactId: input.contactId,
        ownerId: sellerId,
        name: input.name.trim(),
        reference: input.reference.trim(),
        currency: input.currency,
        exchangeRate,
        borderRegion: client.borderRegion,
        shippingAddress: address(input.shippingAddress),
        billingAddress: address(input.billingAddress),
        sampleId,
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
      },
      lines: input.lines.map((l) => ({ code: l.code, description: l.description.trim() || known.get(l.code)!, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
    };
  }

  /** Creates a document with the next folio of its kind's series. */
  async create(kind: SalesDocumentKind, input: SalesDocumentInput, options: CreateOptions): Promise<number> {
    const { header, lines } = await this.prepare(input, options.sellerId, options.sampleId ?? null);
    return engineErrors(() =>
      this.engine.create({ ...header, kind, lines }, { actorId: options.sellerId, at: options.at, number: options.number, status: options.status, trx: options.trx }),
    );
  }

  /** Saves an open document (it stays its seller's and keeps its sample); false when it is no longer open. */
  async update(id: number, input: SalesDocumentInput, sellerId: number, actorId: number, at: string): Promise<boolean> {
    const { header, lines } = await this.prepare(input, sellerId, await this.rows.sampleOf(id));
    return engineErrors(() => this.engine.update(id, header, lines, { actorId, at }));
  }

  /** Closes or cancels an open document, keeping who and when; false when it was not open. */
  setStatus(id: number, status: DocumentStatus, userId: number, at: string): Promise<boolean> {
    return this.engine.setStatus(id, status, { actorId: userId, at });
  }

  /**
   * 'Copiar a orden de venta': an order with every open quantity of the quotation's lines, each line
   * linked to its base line; the fully copied quotation closes. Undefined when it was no longer open.
   */
  async copyToOrder(quotationId: number, userId: number, at: string): Promise<number | undefined> {
    try {
      return await this.engine.copy(quotationId, 'order', 'all-open', { actorId: userId, at });
    } catch (error) {
      if (error instanceof DocumentEngineError && error.statusCode === 409) return undefined;
      throw error;
    }
  }

  /** What 'Cotizar' puts in a new quotation for a sample (sample-quotation.ts). */
  quotationInputForSample(sampleId: number, minStage: number) {
    return sampleQuotationInput(this.db, this.articles, sampleId, minStage);
  }
}

/** The engine's 400s are input problems of the sales form. */
async function engineErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DocumentEngineError && error.statusCode === 400) throw new SalesInputError(error.message, error.fields);
    throw error;
  }
}
