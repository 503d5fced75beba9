import useSWR from 'swr';
import type { CompanyFiscalBody } from '../contract/fiscal';
import { fiscalRoutes as routes } from '../contract/endpoints/fiscal';
import { callEndpoint, endpointKey } from './call';

/* The company's fiscal data and its CSD (issue 32 item 2), admins only. */

export const companyFiscalKey = endpointKey(routes.getCompanyFiscal);
export const getCompanyFiscal = () => callEndpoint(routes.getCompanyFiscal);
export const putCompanyFiscal = (body: CompanyFiscalBody) => callEndpoint(routes.putCompanyFiscal, { body });
export const deleteCompanyCsd = () => callEndpoint(routes.deleteCompanyCsd);

/** Uploads the CSD: the certificate (.cer), the private key (.key) and its password, as multipart fields. */
export function uploadCompanyCsd(files: { cer: File; key: File; password: string }) {
  const form = new FormData();
  form.append('password', files.password);
  form.append('cer', files.cer);
  form.append('key', files.key);
  return callEndpoint(routes.uploadCompanyCsd, { body: form });
}

/** The company's fiscal data as the 'Datos fiscales' screen edits it (undefined while loading). */
export function useCompanyFiscal(enabled = true) {
  return useSWR(enabled ? companyFiscalKey : null, getCompanyFiscal, { revalidateOnFocus: false });
}
