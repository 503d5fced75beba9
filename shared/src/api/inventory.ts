import useSWR, { useSWRConfig } from 'swr';
import type { ItemPlanningBody, StockBalanceQuery, StockCountBody, StockDocumentBody, StockDocumentQuery, StockReportCsvQuery } from '../contract/inventory';
import { inventoryRoutes as routes } from '../contract/endpoints/inventory';
import { partnerRoutes } from '../contract/endpoints/partners';
import { itemRoutes } from '../contract/endpoints/items';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* Inventory documents, stock counts, item planning and stock reports (issue 31, item 3). */

const startsWith = (...prefixes: string[]) => (key: unknown) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p));
/** Every read a posting changes: documents, reports, any item's stock and kardex. */
const STOCK_READS = [routes.listStockDocuments.path, '/stock/reports/', '/stock/items/'];

/** A page of inventory documents (of one kind), newest first. */
export function useStockDocuments(query: StockDocumentQuery) {
  return useSWR(endpointKey(routes.listStockDocuments, undefined, query), () => callEndpoint(routes.listStockDocuments, { query }), { keepPreviousData: true });
}

export function useStockDocument(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getStockDocument, { id }), () => callEndpoint(routes.getStockDocument, { params: { id: id! } }));
}

/** Posts an inventory document, then re-reads every list, report and item stock it may change. */
export function useCreateStockDocument() {
  const { mutate } = useSWRConfig();
  return async (body: StockDocumentBody) => {
    const created = await callEndpoint(routes.createStockDocument, { body });
    await mutate(startsWith(...STOCK_READS));
    return created;
  };
}

/** Posts a stock count, then re-reads the reports and item stock. */
export function useCreateStockCount() {
  const { mutate } = useSWRConfig();
  return async (body: StockCountBody) => {
    const posted = await callEndpoint(routes.createStockCount, { body });
    await mutate(startsWith(...STOCK_READS));
    return posted;
  };
}

const planningKey = (id: number) => endpointKey(routes.getItemPlanning, { id });

export function useItemPlanning(id: number | null) {
  return useSWR(id === null ? null : planningKey(id), () => callEndpoint(routes.getItemPlanning, { params: { id: id! } }));
}

export function useSaveItemPlanning() {
  const { mutate } = useSWRConfig();
  return async (id: number, body: ItemPlanningBody) => {
    const saved = await callEndpoint(routes.updateItemPlanning, { params: { id }, body });
    await mutate(planningKey(id), saved, { revalidate: false });
    await mutate(startsWith('/stock/reports/'));
    return saved;
  };
}

/** Suppliers (partners of type Proveedor) whose name, RFC or code matches, for a picker. */
export function searchSuppliers(search: string, signal?: AbortSignal) {
  return callEndpoint(partnerRoutes.listPartners, { query: { search: search.trim(), type: 'Proveedor', pageSize: 20 }, signal }).then((page) => page.rows);
}

/** Stocked items (styles and materials) whose code or description matches, for a line's picker. */
export function searchStockItems(search: string, signal?: AbortSignal) {
  return callEndpoint(itemRoutes.listItems, { query: { search: search.trim(), pageSize: 20 }, signal }).then((page) => page.rows.filter((i) => i.kind !== 'Servicio'));
}

/** A style's variants (for a line's colour × size). */
export const listItemVariants = (id: number) => callEndpoint(itemRoutes.listItemVariants, { params: { id } });

export function useStockBalances(query: StockBalanceQuery | null) {
  return useSWR(query === null ? null : endpointKey(routes.stockBalancesReport, undefined, query), () => callEndpoint(routes.stockBalancesReport, { query: query! }), { keepPreviousData: true });
}

export function useStockValuation() {
  return useSWR(endpointKey(routes.stockValuationReport), () => callEndpoint(routes.stockValuationReport));
}

export function useBelowMinimum() {
  return useSWR(endpointKey(routes.belowMinimumReport), () => callEndpoint(routes.belowMinimumReport));
}


/** 'Descargar CSV' of an inventory report: the whole report, streamed by the server (opened by the browser). */
export function stockReportCsvPath(query: StockReportCsvQuery): string {
  return `${apiBase()}${endpointKey(routes.stockReportCsv, undefined, query)}`;
}
