import useSWR, { useSWRConfig } from 'swr';
import type { DeliveryBody, DeliveryListQuery, SalesEmailBody, SalesReturnBody } from '../contract/deliveries';
import { deliveryRoutes as routes } from '../contract/endpoints/deliveries';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* Deliveries and returns of sales orders (issue 32 item 1); quotations and orders as PDF and e-mail (item 7). */

export const createDelivery = ({ orderId, body }: { orderId: number; body: DeliveryBody }) => callEndpoint(routes.createDelivery, { params: { id: orderId }, body });
export const createSalesReturn = ({ orderId, body }: { orderId: number; body: SalesReturnBody }) => callEndpoint(routes.createSalesReturn, { params: { id: orderId }, body });

/** A page of deliveries, newest first. */
export function useDeliveries(query: DeliveryListQuery | null) {
  return useSWR(query === null ? null : endpointKey(routes.listDeliveries, undefined, query), () => callEndpoint(routes.listDeliveries, { query: query! }), { keepPreviousData: true });
}

/** A page of returns from clients, newest first. */
export function useSalesReturns(query: DeliveryListQuery | null) {
  return useSWR(query === null ? null : endpointKey(routes.listSalesReturns, undefined, query), () => callEndpoint(routes.listSalesReturns, { query: query! }), { keepPreviousData: true });
}

export function useDelivery(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getDelivery, { id }), () => callEndpoint(routes.getDelivery, { params: { id: id! } }));
}

export function useSalesReturn(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getSalesReturn, { id }), () => callEndpoint(routes.getSalesReturn, { params: { id: id! } }));
}

/** An order's lines, sizes, finished-goods stock and deliveries, as 'Crear entrega' and the order page need them. */
export function useDeliverableOrder(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getDeliverableOrder, { id }), () => callEndpoint(routes.getDeliverableOrder, { params: { id: id! } }));
}

/** Re-reads every delivery, return and deliverable order after a write. */
export function useRefreshDeliveries() {
  const { mutate } = useSWRConfig();
  const prefixes = [routes.listDeliveries.path, routes.listSalesReturns.path, '/sales/orders/', '/sales/deliveries/'];
  return () => mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
}

const withId = (path: string, id: number) => `${apiBase()}${path.replace(':id', String(id))}`;
/** The delivery note's PDF (opened in a new tab). */
export const deliveryNotePdfPath = (id: number) => withId(routes.getDeliveryPdf.path, id);
/** A quotation's or an order's PDF. */
export const salesDocumentPdfPath = (kind: 'quotation' | 'order', id: number) => withId(kind === 'quotation' ? routes.getQuotationPdf.path : routes.getOrderPdf.path, id);

/** What 'Enviar por correo' proposes for a quotation or an order (read when its dialog opens). */
export function useSalesEmailDraft(kind: 'quotation' | 'order', id: number | null) {
  const key = id === null ? null : kind === 'quotation' ? endpointKey(routes.getQuotationEmail, { id }) : endpointKey(routes.getOrderEmail, { id });
  return useSWR(key, () => (kind === 'quotation' ? callEndpoint(routes.getQuotationEmail, { params: { id: id! } }) : callEndpoint(routes.getOrderEmail, { params: { id: id! } })), {
    revalidateOnFocus: false,
  });
}

export const emailSalesDocument = ({ kind, id, body }: { kind: 'quotation' | 'order'; id: number; body: SalesEmailBody }) =>
  kind === 'quotation' ? callEndpoint(routes.emailQuotation, { params: { id }, body }) : callEndpoint(routes.emailOrder, { params: { id }, body });
