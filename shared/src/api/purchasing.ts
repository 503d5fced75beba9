import useSWR, { useSWRConfig } from 'swr';
import type { PurchasingCopyBody, PurchasingCreateBody, PurchasingDocumentDetail, PurchasingDocumentInput, PurchasingListQuery, PurchasingStatusBody } from '../contract/purchasing';
import { purchasingRoutes as routes } from '../contract/endpoints/purchasing';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* Purchasing (issue 31 item 5): requests, offers, orders, the offers side by side and the shortages. */

export const purchasingListKey = (query: PurchasingListQuery) => endpointKey(routes.listPurchasingDocuments, undefined, query);
export const purchasingDocumentKey = (id: number) => endpointKey(routes.getPurchasingDocument, { id });
export const offerComparisonKey = (id: number) => endpointKey(routes.getOfferComparison, { id });
export const purchaseShortagesKey = endpointKey(routes.listPurchaseShortages);

export function usePurchasingDocuments(query: PurchasingListQuery) {
  return useSWR(purchasingListKey(query), () => callEndpoint(routes.listPurchasingDocuments, { query }), { keepPreviousData: true, revalidateOnFocus: false });
}

export function usePurchasingDocument(id: number) {
  return useSWR(purchasingDocumentKey(id), () => callEndpoint(routes.getPurchasingDocument, { params: { id } }), { revalidateOnFocus: false });
}

/** The offers of a request side by side (null: not a request, nothing asked). */
export function useOfferComparison(id: number | null) {
  return useSWR(id === null ? null : offerComparisonKey(id), () => callEndpoint(routes.getOfferComparison, { params: { id: id! } }), { revalidateOnFocus: false });
}

export function usePurchaseShortages() {
  return useSWR(purchaseShortagesKey, () => callEndpoint(routes.listPurchaseShortages), { revalidateOnFocus: false });
}

export const createPurchasingDocument = (body: PurchasingCreateBody) => callEndpoint(routes.createPurchasingDocument, { body });
export const updatePurchasingDocument = (id: number, body: PurchasingDocumentInput) => callEndpoint(routes.updatePurchasingDocument, { params: { id }, body });
/** The estimated price per smallest unit of an item or variant for a line typed by hand. */
export const estimatePurchasePrice = (itemId: number, variantId: number | null) =>
  callEndpoint(routes.estimatePurchasePrice, { query: variantId === null ? { itemId } : { itemId, variantId } });
export const copyPurchasingDocument = (id: number, body: PurchasingCopyBody) => callEndpoint(routes.copyPurchasingDocument, { params: { id }, body });
export const setPurchasingDocumentStatus = (id: number, body: PurchasingStatusBody) => callEndpoint(routes.setPurchasingDocumentStatus, { params: { id }, body });
export const chooseOffer = (id: number) => callEndpoint(routes.chooseOffer, { params: { id } });
export const emailPurchaseOrder = (id: number) => callEndpoint(routes.emailPurchaseOrder, { params: { id } });
export const requestPurchaseShortages = () => callEndpoint(routes.requestPurchaseShortages);
/** The order's PDF, opened by the browser. */
export const purchaseOrderPdfPath = (id: number) => `${apiBase()}${routes.getPurchaseOrderPdf.path.replace(':id', String(id))}`;

/** After a save: the document's page shows what was saved, and every purchasing list reads again. */
export function useSettlePurchasingDocument() {
  const { mutate } = useSWRConfig();
  return async (saved: PurchasingDocumentDetail) => {
    await mutate(purchasingDocumentKey(saved.id), saved, { revalidate: false });
    void mutate((key) => typeof key === 'string' && key.startsWith(`${routes.listPurchasingDocuments.path}?`));
  };
}
