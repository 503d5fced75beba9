/** Quotations, sales orders and the article catalogue: typed calls and SWR hooks. */
import useSWR, { useSWRConfig } from 'swr';
import { dashboardRoutes } from '../contract/endpoints/dashboard';
import { quotationRoutes } from '../contract/endpoints/quotations';
import type { SalesDocumentDetail, SalesDocumentInput, SalesDocumentListQuery } from '../contract/sales';
import type { SalesDocumentKind } from '../domain/backoffice';
import { callEndpoint, endpointKey } from './call';

const QUOTATION = {
  list: quotationRoutes.listQuotations,
  get: quotationRoutes.getQuotation,
  create: quotationRoutes.createQuotation,
  update: quotationRoutes.updateQuotation,
  status: quotationRoutes.setQuotationStatus,
};
/**
 * The routes of each kind: quotations and orders are the same record with their own lists, so the order
 * routes take and answer exactly what the quotation routes do (the cast only unifies their operationIds).
 */
const KIND: Record<SalesDocumentKind, typeof QUOTATION> = {
  quotation: QUOTATION,
  order: {
    list: quotationRoutes.listOrders,
    get: quotationRoutes.getOrder,
    create: quotationRoutes.createOrder,
    update: quotationRoutes.updateOrder,
    status: quotationRoutes.setOrderStatus,
  } as unknown as typeof QUOTATION,
};

const documentKey = (kind: SalesDocumentKind, id: number) => endpointKey(KIND[kind].get, { id });

export function useSalesDocuments(kind: SalesDocumentKind, query: SalesDocumentListQuery) {
  const endpoint = KIND[kind].list;
  return useSWR(endpointKey(endpoint, undefined, query), () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}

export function useSalesDocument(kind: SalesDocumentKind, id: number | null) {
  return useSWR(id === null ? null : documentKey(kind, id), () => callEndpoint(KIND[kind].get, { params: { id: id! } }));
}

export function useArticles() {
  return useSWR(endpointKey(quotationRoutes.listArticles), () => callEndpoint(quotationRoutes.listArticles));
}

export function useSellers() {
  return useSWR(endpointKey(quotationRoutes.listSellers), () => callEndpoint(quotationRoutes.listSellers));
}

/** Every write of the form; each re-reads the lists, the counters and the documents it changed. */
export function useSalesWrites(kind: SalesDocumentKind) {
  const { mutate } = useSWRConfig();
  const refresh = async (...docs: SalesDocumentDetail[]) => {
    for (const doc of docs) await mutate(documentKey(doc.kind, doc.id), doc, { revalidate: false });
    await mutate(
      (key) =>
        typeof key === 'string' &&
        (key.startsWith(`${quotationRoutes.listQuotations.path}?`) || key.startsWith(`${quotationRoutes.listOrders.path}?`) || key === endpointKey(dashboardRoutes.getBackofficeCounters)),
    );
  };
  return {
    save: async (id: number | null, body: SalesDocumentInput) => {
      const doc = id === null ? await callEndpoint(KIND[kind].create, { body }) : await callEndpoint(KIND[kind].update, { params: { id }, body });
      await refresh(doc);
      return doc;
    },
    setStatus: async (id: number, status: 'Cerrada' | 'Cancelada') => {
      const doc = await callEndpoint(KIND[kind].status, { params: { id }, body: { status } });
      await refresh(doc);
      return doc;
    },
    copyToOrder: async (id: number) => {
      const order = await callEndpoint(quotationRoutes.copyQuotationToOrder, { params: { id } });
      await mutate(documentKey('quotation', id));
      await refresh(order);
      return order;
    },
  };
}

/** The quotations made from a sample (its review screen's 'Cotizaciones' card). */
export function useSampleQuotations(sampleId: number) {
  return useSWR(endpointKey(quotationRoutes.listSampleQuotations, { id: sampleId }), () => callEndpoint(quotationRoutes.listSampleQuotations, { params: { id: sampleId } }));
}

/** 'Cotizar': a new quotation for the sample's client with the garment and one line per decoration. */
export const quoteSample = (sampleId: number) => callEndpoint(quotationRoutes.quoteSample, { params: { id: sampleId } });
