import useSWR from 'swr';
import { getSampleLifecycle, lifecycleKey } from '@muestrario/shared/api';

/** The sample's round and owner (seller) for the printed header; nothing while the id is unknown. */
export function useDocumentLifecycle(id: number | undefined) {
  return useSWR(id === undefined ? null : lifecycleKey(id), () => getSampleLifecycle(id as number));
}
