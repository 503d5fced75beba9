import { defineArea } from '../area';
import { InventoryRepository } from './inventory-repository';
import inventoryRoutes from './inventory-routes';
import { StockLedgerRepository } from './ledger-repository';
import stockRoutes from './routes';
import { WarehousesRepository } from './warehouses-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Warehouses and their locations (issue 31): Inventario › Almacenes, Ubicaciones. */
    warehouses: WarehousesRepository;
    /** The append-only stock ledger and its balances (issue 31): movements, an item's stock, its kardex. */
    stockLedger: StockLedgerRepository;
    /** Inventory documents, stock counts, item planning and stock reports (issue 31, item 3). */
    inventory: InventoryRepository;
  }
}

/** Stock: warehouses, locations, the ledger. */
export default defineArea({
  name: 'stock',
  repositories: (db) => {
    const stockLedger = new StockLedgerRepository(db);
    return { warehouses: new WarehousesRepository(db), stockLedger, inventory: new InventoryRepository(db, stockLedger) };
  },
  routes: async (api) => {
    await api.register(stockRoutes);
    await api.register(inventoryRoutes);
  },
});
