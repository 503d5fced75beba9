/** Business partners (the `clients` table): the back-office's typed calls and SWR hooks. */
import useSWR, { useSWRConfig } from 'swr';
import { partnerRoutes } from '../contract/endpoints/partners';
import type { PartnerDetail, PartnerInput, PartnerListQuery, PartnerRow } from '../contract/partners';
import { callEndpoint, endpointKey } from './call';

const listKey = (query: PartnerListQuery) => endpointKey(partnerRoutes.listPartners, undefined, query);
const partnerKey = (id: number) => endpointKey(partnerRoutes.getPartner, { id });

/** A page of partners, searched on the server; the previous page stays on screen while the next loads. */
export function usePartners(query: PartnerListQuery) {
  return useSWR(listKey(query), () => callEndpoint(partnerRoutes.listPartners, { query }), { keepPreviousData: true });
}

export function usePartner(id: number | null) {
  return useSWR(id === null ? null : partnerKey(id), () => callEndpoint(partnerRoutes.getPartner, { params: { id: id! } }));
}

/** Clients (not suppliers) whose name, code, RFC or e-mail contain the text: the quotation form's 'Cliente'. */
export function searchPartnerClients(search: string, signal: AbortSignal): Promise<PartnerRow[]> {
  return callEndpoint(partnerRoutes.listPartners, { query: { search: search.trim(), type: 'Cliente', pageSize: 20 }, signal }).then((page) => page.rows);
}

export const getPartner = (id: number) => callEndpoint(partnerRoutes.getPartner, { params: { id } });

/** Creates (id null) or saves a partner, then re-reads every partner list and its detail. */
export function useSavePartner() {
  const { mutate } = useSWRConfig();
  return async (id: number | null, body: PartnerInput) => {
    const saved = id === null ? await callEndpoint(partnerRoutes.createPartner, { body }) : await callEndpoint(partnerRoutes.updatePartner, { params: { id }, body });
    await mutate(partnerKey(saved.id), saved, { revalidate: false });
    await mutate((key) => typeof key === 'string' && key.startsWith(partnerRoutes.listPartners.path + '?'));
    return saved;
  };
}

/** Saves a partner's photo (multipart field `file`) with progress (0..1); answers the partner with its new `photoUrl`. */
export function uploadPartnerPhoto(id: number, file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return callEndpoint(partnerRoutes.uploadPartnerPhoto, { params: { id }, body: form, upload: { onProgress } });
}

/** 'Quitar foto': the partner without its photo. */
export const deletePartnerPhoto = (id: number) => callEndpoint(partnerRoutes.deletePartnerPhoto, { params: { id } });

/** The photo's upload and removal; the partner's cached detail becomes the server's answer. */
export function usePartnerPhoto() {
  const { mutate } = useSWRConfig();
  const settle = async (saved: PartnerDetail) => {
    await mutate(partnerKey(saved.id), saved, { revalidate: false });
    return saved;
  };
  return {
    upload: async (id: number, file: File, onProgress?: (fraction: number) => void) => settle(await uploadPartnerPhoto(id, file, onProgress)),
    remove: async (id: number) => settle(await deletePartnerPhoto(id)),
  };
}
