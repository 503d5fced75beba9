import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { defineArea } from '../area';
import type { Database } from '../../db/types';
import { PurchaseReceiptsRepository } from './repository';
import purchaseReceiptsRoutes from './routes';
import { PurchaseReceiptsService } from './service';

/** Goods receipts and returns as routes and the seed reach them. */
export class PurchaseReceipts {
  readonly rows: PurchaseReceiptsRepository;
  readonly service: PurchaseReceiptsService;

  constructor(db: Kysely<Database>, app: FastifyInstance) {
    this.rows = new PurchaseReceiptsRepository(db);
    this.service = new PurchaseReceiptsService(db, app.documents, app.stockLedger);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Goods receipts against purchase orders and goods returns to suppliers (issue 31 item 5). */
    purchaseReceipts: PurchaseReceipts;
  }
}

/**
 * Entradas y devoluciones de mercancía (issue 31 item 5): documents of the engine (goods_receipt_po copied
 * from a purchase order, goods_return from a receipt) and their ledger legs in one transaction. No tables of
 * its own.
 */
export default defineArea({
  name: 'purchase-receipts',
  after: ['business-documents', 'stock'],
  repositories: (db, app) => ({ purchaseReceipts: new PurchaseReceipts(db, app) }),
  routes: (api) => api.register(purchaseReceiptsRoutes),
});
