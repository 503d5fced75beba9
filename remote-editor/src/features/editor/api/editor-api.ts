import useSWR from 'swr';
import type { ClothingItem } from '@muestrario/shared/contract';
import { clothingListKey, deleteDecoration, listClothing, listPantones, pantonesKey, patchLogo, patchText, restoreDecoration } from '@muestrario/shared/api';
import type { SyncOperation } from '../../../model';

/* The editor's calls (spec §7 plus the editor's own, docs/decisions.md "Design editor"). */

/** Garment catalogue for the chooser; spec §8: on error an empty list. */
export function useClothingList(enabled: boolean) {
  return useSWR(enabled ? clothingListKey : null, () => listClothing().catch(() => [] as ClothingItem[]));
}

/** The thread catalogue (~330 colours), read once. */
export function usePantones() {
  return useSWR(pantonesKey, listPantones, { revalidateOnFocus: false });
}

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
