import type { Kysely, Selectable } from 'kysely';
import type { StockLocation, StockLocationBody, Warehouse, WarehouseBody } from '@muestrario/shared/contract';
import { STOCK_MESSAGES as M } from '@muestrario/shared/domain';
import { stockCode } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import type { WarehousesTable } from './tables';

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

const toWarehouse = (w: Selectable<WarehousesTable>, locationCount: number | string): Warehouse => ({
  id: w.id,
  code: w.code,
  name: w.name,
  kind: w.kind,
  active: Number(w.active) === 1,
  locationCount: Number(locationCount),
  updatedAt: w.updated_at,
});

/**
 * Warehouses and their locations (issue 31, item 1): rows only. Each write runs in one write transaction
 * that re-reads what it depends on; the unique keys turn a race the re-read could not see into the same 409.
 */
export class WarehousesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<Warehouse[]> {
    const rows = await this.db
      .selectFrom('warehouses as w')
      .selectAll('w')
      .select((eb) => eb.selectFrom('stock_locations as l').select(eb.fn.countAll<number>().as('n')).whereRef('l.warehouse_id', '=', 'w.id').as('location_count'))
      .orderBy('w.active', 'desc')
      .orderBy('w.code')
      .execute();
    return rows.map((r) => toWarehouse(r, r.location_count ?? 0));
  }

  async get(id: number, db: Kysely<Database> = this.db): Promise<Warehouse | undefined> {
    const row = await db
      .selectFrom('warehouses as w')
      .selectAll('w')
      .select((eb) => eb.selectFrom('stock_locations as l').select(eb.fn.countAll<number>().as('n')).whereRef('l.warehouse_id', '=', 'w.id').as('location_count'))
      .where('w.id', '=', id)
      .executeTakeFirst();
    return row && toWarehouse(row, row.location_count ?? 0);
  }

  async create(body: WarehouseBody, userId: number | null, now: Date): Promise<Warehouse> {
    return this.uniqueAs(M.warehouseCodeTaken(stockCode(body.code)), () =>
      writeTransaction(this.db, async (trx) => {
        await this.refuseTakenCode(trx, body.code);
        return this.insertWarehouse(trx, body, userId, now);
      }),
    );
  }

  /** The row itself, inside the caller's transaction (`create`, the demo seed). */
  async insertWarehouse(trx: Kysely<Database>, body: WarehouseBody, userId: number | null, now: Date): Promise<Warehouse> {
    const at = now.toISOString();
    const row = await trx
      .insertInto('warehouses')
      .values({ code: stockCode(body.code), name: clean(body.name), kind: body.kind, active: body.active ? 1 : 0, created_at: at, updated_at: at, updated_by: userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toWarehouse(row, 0);
  }

  async update(id: number, body: WarehouseBody, userId: number, now: Date): Promise<Warehouse> {
    return this.uniqueAs(M.warehouseCodeTaken(stockCode(body.code)), () =>
      writeTransaction(this.db, async (trx) => {
        let current = trx.selectFrom('warehouses').select('id').where('id', '=', id);
        if (dialectOf(this.db) === 'postgres') current = current.forUpdate();
        if (!(await current.executeTakeFirst())) throw new HttpError(404, M.warehouseNotFound);
        await this.refuseTakenCode(trx, body.code, id);
        await trx
          .updateTable('warehouses')
          .set({ code: stockCode(body.code), name: clean(body.name), kind: body.kind, active: body.active ? 1 : 0, updated_at: now.toISOString(), updated_by: userId })
          .where('id', '=', id)
          .execute();
        return (await this.get(id, trx))!;
      }),
    );
  }

  async listLocations(warehouseId?: number): Promise<StockLocation[]> {
    let query = this.locations(this.db);
    if (warehouseId !== undefined) query = query.where('l.warehouse_id', '=', warehouseId);
    const rows = await query.orderBy('w.code').orderBy('l.active', 'desc').orderBy('l.code').execute();
    return rows.map(toLocation);
  }

  async createLocation(body: StockLocationBody, userId: number | null, now: Date): Promise<StockLocation> {
    return this.locationWrite(body, async (trx, warehouseName) => {
      await this.refuseTakenLocation(trx, body, warehouseName);
      const at = now.toISOString();
      const { id } = await trx
        .insertInto('stock_locations')
        .values({ warehouse_id: body.warehouseId, code: stockCode(body.code), name: clean(body.name), active: body.active ? 1 : 0, created_at: at, updated_at: at, updated_by: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  }

  async updateLocation(id: number, body: StockLocationBody, userId: number, now: Date): Promise<StockLocation> {
    return this.locationWrite(body, async (trx, warehouseName) => {
      let current = trx.selectFrom('stock_locations').select(['id', 'warehouse_id']).where('id', '=', id);
      if (dialectOf(this.db) === 'postgres') current = current.forUpdate();
      const row = await current.executeTakeFirst();
      if (!row) throw new HttpError(404, M.locationNotFound);
      await this.refuseTakenLocation(trx, body, warehouseName, id);
      await trx
        .updateTable('stock_locations')
        .set({ warehouse_id: body.warehouseId, code: stockCode(body.code), name: clean(body.name), active: body.active ? 1 : 0, updated_at: now.toISOString(), updated_by: userId })
        .where('id', '=', id)
        .execute();
      return id;
    });
  }

  private locations(db: Kysely<Database>) {
    return db
      .selectFrom('stock_locations as l')
      .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
      .select(['l.id', 'l.warehouse_id', 'w.code as warehouse_code', 'w.name as warehouse_name', 'l.code', 'l.name', 'l.active', 'l.updated_at']);
  }

  private async locationWrite(body: StockLocationBody, write: (trx: Kysely<Database>, warehouseName: string) => Promise<number>): Promise<StockLocation> {
    let warehouseName = '';
    return this.uniqueAs(
      () => M.locationCodeTaken(stockCode(body.code), warehouseName),
      () =>
        writeTransaction(this.db, async (trx) => {
          const warehouse = await trx.selectFrom('warehouses').select('name').where('id', '=', body.warehouseId).executeTakeFirst();
          if (!warehouse) throw new HttpError(404, M.warehouseNotFound);
          warehouseName = warehouse.name;
          const id = await write(trx, warehouse.name);
          return toLocation((await this.locations(trx).where('l.id', '=', id).executeTakeFirst())!);
        }),
    );
  }

  private async refuseTakenCode(trx: Kysely<Database>, code: string, except?: number): Promise<void> {
    let taken = trx.selectFrom('warehouses').select('id').where('code', '=', stockCode(code));
    if (except !== undefined) taken = taken.where('id', '<>', except);
    if (await taken.executeTakeFirst()) throw new HttpError(409, M.warehouseCodeTaken(stockCode(code)));
  }

  private async refuseTakenLocation(trx: Kysely<Database>, body: StockLocationBody, warehouseName: string, except?: number): Promise<void> {
    let taken = trx.selectFrom('stock_locations').select('id').where('warehouse_id', '=', body.warehouseId).where('code', '=', stockCode(body.code));
    if (except !== undefined) taken = taken.where('id', '<>', except);
    if (await taken.executeTakeFirst()) throw new HttpError(409, M.locationCodeTaken(stockCode(body.code), warehouseName));
  }

  private async uniqueAs<T>(message: string | (() => string), write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, typeof message === 'string' ? message : message());
      throw error;
    }
  }
}

function toLocation(r: {
  id: number;
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  code: string;
  name: string;
  active: number;
  updated_at: string;
}): StockLocation {
  return {
    id: r.id,
    warehouseId: r.warehouse_id,
    warehouseCode: r.warehouse_code,
    warehouseName: r.warehouse_name,
    code: r.code,
    name: r.name,
    active: Number(r.active) === 1,
    updatedAt: r.updated_at,
  };
}
