import useSWR from 'swr';
import { dashboardRoutes } from '../contract/endpoints/dashboard';
import { callEndpoint, endpointKey } from './call';

/** The back-office panel's counters (the sales writes re-read them: quotations.ts). */
export function useBackofficeCounters() {
  return useSWR(endpointKey(dashboardRoutes.getBackofficeCounters), () => callEndpoint(dashboardRoutes.getBackofficeCounters));
}
