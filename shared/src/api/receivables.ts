import useSWR, { useSWRConfig } from 'swr';
import type {
  CreateCreditNoteBody,
  CreateDebitNoteBody,
  CreateDownPaymentBody,
  CreateInvoiceBody,
  CustomerPaymentBody,
  InvoicedSalesQuery,
  InvoiceSourceQuery,
  ReceivableQuery,
} from '../contract/receivables';
import { receivableRoutes as routes } from '../contract/endpoints/receivables';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* Accounts receivable (issue 32 items 6 and 8): invoices, notes, down payments, payments, balances, report. */

export const createInvoice = (body: CreateInvoiceBody) => callEndpoint(routes.createInvoice, { body });
export const createCreditNote = (body: CreateCreditNoteBody) => callEndpoint(routes.createCreditNote, { body });
export const createDebitNote = (body: CreateDebitNoteBody) => callEndpoint(routes.createDebitNote, { body });
export const createDownPayment = (body: CreateDownPaymentBody) => callEndpoint(routes.createDownPayment, { body });
export const createCustomerPayment = (body: CustomerPaymentBody) => callEndpoint(routes.createCustomerPayment, { body });

export function useReceivableDocuments(query: ReceivableQuery = {}) {
  return useSWR(endpointKey(routes.listReceivableDocuments, undefined, query), () => callEndpoint(routes.listReceivableDocuments, { query }), { keepPreviousData: true });
}

export function useReceivableDocument(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getReceivableDocument, { id }), () => callEndpoint(routes.getReceivableDocument, { params: { id: id! } }));
}

export function useInvoiceSources(query: InvoiceSourceQuery = {}) {
  return useSWR(endpointKey(routes.listInvoiceSources, undefined, query), () => callEndpoint(routes.listInvoiceSources, { query }));
}

export function useInvoiceSource(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getInvoiceSource, { id }), () => callEndpoint(routes.getInvoiceSource, { params: { id: id! } }));
}

export function useClientBalances() {
  return useSWR(endpointKey(routes.listClientBalances), () => callEndpoint(routes.listClientBalances));
}

export function useClientBalance(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getClientBalance, { id }), () => callEndpoint(routes.getClientBalance, { params: { id: id! } }));
}

export function useInvoicedSalesReport(query: InvoicedSalesQuery) {
  return useSWR(endpointKey(routes.getInvoicedSalesReport, undefined, query), () => callEndpoint(routes.getInvoicedSalesReport, { query }), { keepPreviousData: true });
}

/** The statement PDF's address (a link downloads it with the session cookie). */
export const clientStatementPath = (id: number) => `${apiBase()}${routes.getClientStatementPdf.path.replace(':id', String(id))}`;

/** Re-reads every receivables list, balance and report after a write. */
export function useRefreshReceivables() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && (key.startsWith('/receivables/') || key.startsWith('/reports/')));
}
