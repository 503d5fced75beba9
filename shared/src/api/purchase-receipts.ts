import useSWR, { useSWRConfig } from 'swr';
import type { GoodsListQuery, GoodsReceiptBody, GoodsReceiptListQuery, GoodsReturnBody } from '../contract/purchase-receipts';
import { purchaseReceiptRoutes as routes } from '../contract/endpoints/purchase-receipts';
import { callEndpoint, endpointKey } from './call';

/* Goods receipts against purchase orders and goods returns to suppliers (issue 31 item 5). */

export const createGoodsReceipt = (body: GoodsReceiptBody) => callEndpoint(routes.createGoodsReceipt, { body });
export const createGoodsReturn = (body: GoodsReturnBody) => callEndpoint(routes.createGoodsReturn, { body });

/** A page of receipts, newest first (of one supplier, only the open ones, when asked). */
export function useGoodsReceipts(query: GoodsReceiptListQuery | null) {
  return useSWR(query === null ? null : endpointKey(routes.listGoodsReceipts, undefined, query), () => callEndpoint(routes.listGoodsReceipts, { query: query! }), { keepPreviousData: true });
}

/** A page of returns, newest first. */
export function useGoodsReturns(query: GoodsListQuery | null) {
  return useSWR(query === null ? null : endpointKey(routes.listGoodsReturns, undefined, query), () => callEndpoint(routes.listGoodsReturns, { query: query! }), { keepPreviousData: true });
}

export function useGoodsReceipt(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getGoodsReceipt, { id }), () => callEndpoint(routes.getGoodsReceipt, { params: { id: id! } }));
}

export function useGoodsReturn(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getGoodsReturn, { id }), () => callEndpoint(routes.getGoodsReturn, { params: { id: id! } }));
}

/** Open purchase orders with something to receive (the receipt form's chooser). */
export function useReceivableOrders(query: GoodsListQuery) {
  return useSWR(endpointKey(routes.listReceivableOrders, undefined, query), () => callEndpoint(routes.listReceivableOrders, { query }), { keepPreviousData: true });
}

/** A purchase order's lines as the receipt form needs them. */
export function useReceivableOrder(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getReceivableOrder, { id }), () => callEndpoint(routes.getReceivableOrder, { params: { id: id! } }), { revalidateOnFocus: false });
}

/** Re-reads every receipt, return and receivable order after a write. */
export function useRefreshGoods() {
  const { mutate } = useSWRConfig();
  const prefixes = [routes.listGoodsReceipts.path, routes.listGoodsReturns.path, routes.listReceivableOrders.path, '/purchasing/orders/'];
  return () => mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
}
