import { defineArea } from '../area';
import { StockLedgerRepository } from './ledger-repository';
import stockRoutes from './routes';
import { WarehousesRepository } from './warehouses-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Warehouses and their locations (issue 31): Inventario › Almacenes, Ubicaciones. */
    warehouses: WarehousesRepository;
    /** The append-only stock ledger and its balances (issue 31): movements, an item's stock, its kardex. */
    stockLedger: StockLedgerRepository;
  }
}

/** Stock: warehouses, locations, the ledger. */
export default defineArea({
  name: 'stock',
  repositories: (db) => ({ warehouses: new WarehousesRepository(db), stockLedger: new StockLedgerRepository(db) }),
  routes: (api) => api.register(stockRoutes),
});
