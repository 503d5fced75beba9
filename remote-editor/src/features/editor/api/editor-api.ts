import useSWR from 'swr';
import type {
  ClientSearchResult,
  ClothingItem,
  CurrentClothing,
  Pantone,
  PatchProjectBody,
  PatchSampleBody,
  SampleDetail,
} from '@muestrario/shared/contract';
import { api, deleteDecoration, patchLogo, patchText, restoreDecoration, sampleKey } from '@muestrario/shared/api';
import type { SyncOperation } from '../../../model';

/* The editor's calls (spec §7 plus the editor's own, docs/decisions.md "Design editor"). */

const sample = (id: number) => sampleKey(id);

export const clothingListKey = '/business/sample-clothing';
export const pantonesKey = '/business/pantones';

/** Garment catalogue for the chooser; spec §8: on error an empty list. */
export function useClothingList(enabled: boolean) {
  return useSWR(enabled ? clothingListKey : null, () => api.get<ClothingItem[]>(clothingListKey).catch(() => [] as ClothingItem[]));
}

/** The thread catalogue (~330 colours), read once. */
export function usePantones() {
  return useSWR(pantonesKey, () => api.get<Pantone[]>(pantonesKey), { revalidateOnFocus: false });
}

export const selectClothing = (id: number, clothingId: number) => api.post<CurrentClothing>(`${sample(id)}/select-clothing/${clothingId}`);
export const patchSample = (id: number, body: PatchSampleBody) => api.patch<SampleDetail>(sample(id), body);
export const patchProject = (id: number, body: PatchProjectBody) => api.patch<SampleDetail>(`${sample(id)}/project`, body);
export const endDesign = (id: number) => api.post<void>(`${sample(id)}/end-design`);
export const searchClients = (search: string) => api.get<ClientSearchResult[]>('/business-partner/clients-search', { search });

/** Sends one model sync operation (see model/sync.ts). */
export function sendOperation(id: number, op: SyncOperation): Promise<unknown> {
  switch (op.op) {
    case 'patchLogo':
      return patchLogo(id, op.serverId, op.body);
    case 'patchText':
      return patchText(id, op.serverId, op.body);
    case 'delete':
      return deleteDecoration(op.kind, id, op.serverId);
    case 'restore':
      return restoreDecoration(op.kind, id, op.serverId);
  }
}
