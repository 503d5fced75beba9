import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { OperationDetail, ProductionOrderDetail, ProductionOrderListQuery, ProductionOrderPage } from '@muestrario/shared/contract';
import { businessDay } from '@muestrario/shared/rules';
import { defineArea } from '../area';
import type { Database } from '../../db/types';
import { ProductionOrdersRepository } from './repository';
import productionOrdersRoutes from './routes';
import productionTicketRoute from './ticket/route';
import { ProductionOrdersService } from './service';

/** Production orders as other areas (the job ticket, the board, the seed) reach them. */
export class ProductionOrders {
  readonly rows: ProductionOrdersRepository;
  readonly service: ProductionOrdersService;

  constructor(
    db: Kysely<Database>,
    app: FastifyInstance,
  ) {
    this.rows = new ProductionOrdersRepository(db);
    this.service = new ProductionOrdersService(db, app.orderGrids, app.items, () => app.settings.decoration());
    this.now = () => app.now();
  }

  private readonly now: () => Date;

  list(q: ProductionOrderListQuery, today = businessDay(this.now())): Promise<ProductionOrderPage> {
    return this.rows.list(q, today);
  }

  /** One order's detail (the job-ticket PDF reads it); undefined when it does not exist. */
  detail(id: number, today = businessDay(this.now())): Promise<ProductionOrderDetail | undefined> {
    return this.rows.detail(id, today);
  }

  operation(id: number, today = businessDay(this.now())): Promise<OperationDetail | undefined> {
    return this.rows.operation(id, today);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Production orders (issue 30 items 4 and 7): reads, `detail(id)` for the job ticket, and `service` for the writes. */
    productionOrders: ProductionOrders;
  }
}

/**
 * Production orders (issue 30 items 4, 6, 7, 8): made from sales order lines with a size grid, their
 * operations planned on machines, the floor board, job tickets and the report. Tables: ./tables.ts,
 * migration 0030.
 */
export default defineArea({
  name: 'production-orders',
  after: ['order-grids', 'items', 'bom', 'machines', 'settings'],
  repositories: (db, app) => ({ productionOrders: new ProductionOrders(db, app) }),
  routes: async (api) => {
    await api.register(productionOrdersRoutes);
    await api.register(productionTicketRoute);
  },
});
