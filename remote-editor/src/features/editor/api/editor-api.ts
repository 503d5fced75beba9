import useSWR from 'swr';
import type { ClothingItem, Logo, SampleText, CreateTextBody } from '@muestrario/shared/contract';
import { api, clothingListKey, listClothing, listPantones, pantonesKey, sampleKey, type UploadOptions } from '@muestrario/shared/api';
import type { SyncOperation } from '../../../model';

/* The editor's calls (spec §7 plus the editor's own, docs/decisions.md "Design editor"). */

const sample = (id: number) => sampleKey(id);

/** Garment catalogue for the chooser; spec §8: on error an empty list. */
export function useClothingList(enabled: boolean) {
  return useSWR(enabled ? clothingListKey : null, () => listClothing().catch(() => [] as ClothingItem[]));
}

/** The thread catalogue (~330 colours), read once. */
export function usePantones() {
  return useSWR(pantonesKey, listPantones, { revalidateOnFocus: false });
}

export const getTexts = (id: number) => api.get<SampleText[]>(`${sample(id)}/texts`);
export const createText = (id: number, positionId: number, body: CreateTextBody) =>
  api.post<SampleText>(`${sample(id)}/current-clothing-position/${positionId}/texts`, body);
export const uploadLogo = (id: number, positionId: number, form: FormData, options: UploadOptions) =>
  api.upload<Logo>(`${sample(id)}/current-clothing-position/${positionId}/logos`, form, options);

/** Sends one model sync operation (see model/sync.ts). */
export function sendOperation(id: number, op: SyncOperation): Promise<unknown> {
  const base = sample(id);
  switch (op.op) {
    case 'patchLogo':
      return api.patch(`${base}/logos/${op.serverId}`, op.body);
    case 'patchText':
      return api.patch(`${base}/texts/${op.serverId}`, op.body);
    case 'delete':
      return api.del(`${base}/${op.kind}s/${op.serverId}`);
    case 'restore':
      return api.post(`${base}/${op.kind}s/${op.serverId}/restore`);
  }
}
