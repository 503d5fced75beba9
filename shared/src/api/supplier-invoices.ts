import useSWR, { useSWRConfig } from 'swr';
import type { ImportSupplierCfdiBody, PurchaseReportQuery, SupplierInvoiceQuery, SupplierPaymentBody } from '../contract/supplier-invoices';
import { supplierInvoiceRoutes as routes } from '../contract/endpoints/supplier-invoices';
import { callEndpoint, endpointKey } from './call';

/* Supplier invoices from their CFDI, payments, balances and the purchase report (issue 31, item 5). */

export const importSupplierCfdi = (body: ImportSupplierCfdiBody) => callEndpoint(routes.importSupplierCfdi, { body });
export const createSupplierPayment = (body: SupplierPaymentBody) => callEndpoint(routes.createSupplierPayment, { body });

export function useSupplierInvoices(query: SupplierInvoiceQuery = {}) {
  return useSWR(endpointKey(routes.listSupplierInvoices, undefined, query), () => callEndpoint(routes.listSupplierInvoices, { query }));
}

export function useSupplierInvoice(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getSupplierInvoice, { id }), () => callEndpoint(routes.getSupplierInvoice, { params: { id: id! } }));
}

export function useSupplierBalances() {
  return useSWR(endpointKey(routes.listSupplierBalances), () => callEndpoint(routes.listSupplierBalances));
}

export function useSupplierBalance(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getSupplierBalance, { id }), () => callEndpoint(routes.getSupplierBalance, { params: { id: id! } }));
}

export function usePurchaseReport(query: PurchaseReportQuery) {
  return useSWR(endpointKey(routes.getPurchaseReport, undefined, query), () => callEndpoint(routes.getPurchaseReport, { query }), { keepPreviousData: true });
}

/** Re-reads every supplier invoice list, balance and report after an import or a payment. */
export function useRefreshSupplierInvoices() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith('/purchasing/'));
}
