import useSWR, { useSWRConfig } from 'swr';
import type { KardexQuery, StockLocationBody, StockMoveBody, WarehouseBody } from '../contract/stock';
import { stockRoutes as routes } from '../contract/endpoints/stock';
import { callEndpoint, endpointKey } from './call';

/* Stock (issue 31, items 1 and 2): warehouses, locations, an item's stock and its kardex. */

export const warehousesKey = endpointKey(routes.listWarehouses);
const locationsKey = (warehouseId?: number) => endpointKey(routes.listStockLocations, undefined, warehouseId === undefined ? undefined : { warehouseId });
const itemStockKey = (id: number) => endpointKey(routes.getItemStock, { id });

export const createWarehouse = (body: WarehouseBody) => callEndpoint(routes.createWarehouse, { body });
export const updateWarehouse = (id: number, body: WarehouseBody) => callEndpoint(routes.updateWarehouse, { params: { id }, body });
export const createStockLocation = (body: StockLocationBody) => callEndpoint(routes.createStockLocation, { body });
export const updateStockLocation = (id: number, body: StockLocationBody) => callEndpoint(routes.updateStockLocation, { params: { id }, body });

/** Every warehouse, active first (everyone reads them). */
export function useWarehouses() {
  return useSWR(warehousesKey, () => callEndpoint(routes.listWarehouses), { revalidateOnFocus: false });
}

/** The locations of every warehouse, or of one. */
export function useStockLocations(warehouseId?: number) {
  return useSWR(locationsKey(warehouseId), () => callEndpoint(routes.listStockLocations, warehouseId === undefined ? {} : { query: { warehouseId } }), { revalidateOnFocus: false });
}

/** An item's stock per warehouse (on hand, committed, ordered, available). */
export function useItemStock(id: number | null) {
  return useSWR(id === null ? null : itemStockKey(id), () => callEndpoint(routes.getItemStock, { params: { id: id! } }));
}

/** A page of an item's kardex, newest first, with the running balance. */
export function useItemKardex(id: number | null, query: KardexQuery) {
  return useSWR(id === null ? null : endpointKey(routes.getItemKardex, { id }, query), () => callEndpoint(routes.getItemKardex, { params: { id: id! }, query }), { keepPreviousData: true });
}

/** Re-reads the warehouses and every list of locations after a change to either. */
export function useRefreshWarehouses() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && (key === warehousesKey || key.startsWith(routes.listStockLocations.path)));
}

/** Posts a movement, then re-reads the item's stock and kardex. */
export function usePostStockMove() {
  const { mutate } = useSWRConfig();
  return async (body: StockMoveBody) => {
    const posted = await callEndpoint(routes.postStockMove, { body });
    await mutate((key) => typeof key === 'string' && key.startsWith(`${routes.getItemStock.path.replace(':id', String(body.itemId))}`));
    return posted;
  };
}
