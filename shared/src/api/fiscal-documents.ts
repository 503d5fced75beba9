import useSWR from 'swr';
import type { CancelCfdiBody } from '../contract/fiscal-documents';
import { fiscalDocumentRoutes as routes } from '../contract/endpoints/fiscal-documents';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* CFDI stamping of sales documents and customer payments (issue 32 items 3–5). */

export type FiscalSource = 'document' | 'payment';

const readStamp = (source: FiscalSource, id: number) =>
  source === 'document' ? callEndpoint(routes.getDocumentStamp, { params: { id } }) : callEndpoint(routes.getPaymentStamp, { params: { id } });

export function useFiscalStamp(source: FiscalSource, id: number | null) {
  const key = id === null ? null : source === 'document' ? endpointKey(routes.getDocumentStamp, { id }) : endpointKey(routes.getPaymentStamp, { id });
  return useSWR(key, () => readStamp(source, id!));
}

export const stampFiscal = (source: FiscalSource, id: number) =>
  source === 'document' ? callEndpoint(routes.stampDocument, { params: { id } }) : callEndpoint(routes.stampPayment, { params: { id } });

export const cancelFiscalDocument = (id: number, body: CancelCfdiBody) => callEndpoint(routes.cancelDocumentStamp, { params: { id }, body });

/** The stamped XML's and the PDF's addresses (a link downloads them with the session cookie). */
export function fiscalFilePath(source: FiscalSource, id: number, file: 'xml' | 'pdf'): string {
  const route = source === 'document' ? (file === 'xml' ? routes.getDocumentXml : routes.getDocumentPdf) : file === 'xml' ? routes.getPaymentXml : routes.getPaymentPdf;
  return `${apiBase()}${route.path.replace(':id', String(id))}`;
}
