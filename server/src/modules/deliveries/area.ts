import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { defineArea } from '../area';
import type { Database } from '../../db/types';
import { DeliveriesRepository } from './repository';
import deliveriesRoutes from './routes';
import { DeliveriesService } from './service';

/** Deliveries and returns as routes and the seed reach them. */
export class Deliveries {
  readonly rows: DeliveriesRepository;
  readonly service: DeliveriesService;

  constructor(db: Kysely<Database>, app: FastifyInstance) {
    this.rows = new DeliveriesRepository(db);
    this.service = new DeliveriesService(db, app.documents, app.stockLedger);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Deliveries from sales orders and returns from clients (issue 32 item 1). */
    deliveries: Deliveries;
  }
}

/**
 * Entregas y devoluciones de clientes (issue 32 item 1) and quotations and orders as PDF and e-mail (item 7):
 * documents of the engine (delivery copied from an order, return from a delivery) and their ledger legs in one
 * transaction. No tables of its own.
 */
export default defineArea({
  name: 'deliveries',
  after: ['business-documents', 'stock', 'quotations'],
  repositories: (db, app) => ({ deliveries: new Deliveries(db, app) }),
  routes: (api) => api.register(deliveriesRoutes),
});
