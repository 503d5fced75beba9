import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint, endpointKey } from '@muestrario/shared/api';
import { endpoints, type SalesDocumentDetail, type SalesDocumentInput, type SalesDocumentListQuery } from '@muestrario/shared/contract';
import type { SalesDocumentKind } from '@muestrario/shared/domain';

/** The endpoints of each kind: quotations and orders are the same record with their own lists. */
const KIND = {
  quotation: { list: endpoints.listQuotations, get: endpoints.getQuotation, create: endpoints.createQuotation, update: endpoints.updateQuotation, status: endpoints.setQuotationStatus },
  order: { list: endpoints.listOrders, get: endpoints.getOrder, create: endpoints.createOrder, update: endpoints.updateOrder, status: endpoints.setOrderStatus },
} as const;

const documentKey = (kind: SalesDocumentKind, id: number) => endpointKey(KIND[kind].get, { id });

export function useSalesDocuments(kind: SalesDocumentKind, query: SalesDocumentListQuery) {
  const endpoint = KIND[kind].list;
  return useSWR(endpointKey(endpoint, undefined, query), () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}

export function useSalesDocument(kind: SalesDocumentKind, id: number | null) {
  return useSWR(id === null ? null : documentKey(kind, id), () => callEndpoint(KIND[kind].get, { params: { id: id! } }));
}

export function useArticles() {
  return useSWR(endpointKey(endpoints.listArticles), () => callEndpoint(endpoints.listArticles));
}

export function useSellers() {
  return useSWR(endpointKey(endpoints.listSellers), () => callEndpoint(endpoints.listSellers));
}

export function useBackofficeCounters() {
  return useSWR(endpointKey(endpoints.getBackofficeCounters), () => callEndpoint(endpoints.getBackofficeCounters));
}

/** Every write of the form; each re-reads the lists, the counters and the documents it changed. */
export function useSalesWrites(kind: SalesDocumentKind) {
  const { mutate } = useSWRConfig();
  const refresh = async (...docs: SalesDocumentDetail[]) => {
    for (const doc of docs) await mutate(documentKey(doc.kind, doc.id), doc, { revalidate: false });
    await mutate(
      (key) =>
        typeof key === 'string' &&
        (key.startsWith(`${endpoints.listQuotations.path}?`) || key.startsWith(`${endpoints.listOrders.path}?`) || key === endpointKey(endpoints.getBackofficeCounters)),
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
      const order = await callEndpoint(endpoints.copyQuotationToOrder, { params: { id } });
      await mutate(documentKey('quotation', id));
      await refresh(order);
      return order;
    },
  };
}
