import useSWR from 'swr';
import { reportRoutes as routes } from '../contract/endpoints/reports';
import { callEndpoint, endpointKey } from './call';

/* The manager's reports (issue 33 item 11): one endpoint each, figures computed by the server. */

export const getSamplesReport = () => callEndpoint(routes.getSamplesReport);
export const getSalesReport = () => callEndpoint(routes.getSalesReport);

/** Pass `enabled: false` for a user whose role may not see the report (no request is made). */
export function useSamplesReport(enabled = true) {
  return useSWR(enabled ? endpointKey(routes.getSamplesReport) : null, getSamplesReport);
}

export function useSalesReport(enabled = true) {
  return useSWR(enabled ? endpointKey(routes.getSalesReport) : null, getSalesReport);
}
