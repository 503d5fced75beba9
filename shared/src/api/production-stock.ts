import useSWR, { useSWRConfig } from 'swr';
import type { MaterialIssueBody, ProductionReceiptBody } from '../contract/production-stock';
import { productionStockRoutes as routes } from '../contract/endpoints/production-stock';
import { callEndpoint, endpointKey } from './call';
import { staleAfterProductionSignal } from './live';

/* Production and stock (issue 31 item 4): an order's materials, issuing them, receiving its finished goods. */

export const orderMaterialsKey = (id: number) => endpointKey(routes.getProductionOrderMaterials, { id });

/** Required / issued / remaining per component and the finished goods per variant (live with the production signal). */
export function useOrderMaterials(id: number | null) {
  return useSWR(id === null ? null : orderMaterialsKey(id), () => callEndpoint(routes.getProductionOrderMaterials, { params: { id: id! } }));
}

/** Issue materials and receive finished goods; each re-reads the production screens (the order, its materials). */
export function useProductionStockWrites() {
  const { mutate } = useSWRConfig();
  return {
    issue: async (id: number, body: MaterialIssueBody) => {
      const answer = await callEndpoint(routes.issueProductionMaterials, { params: { id }, body });
      await mutate(staleAfterProductionSignal);
      return answer;
    },
    receive: async (id: number, body: ProductionReceiptBody) => {
      const answer = await callEndpoint(routes.receiveProductionOrder, { params: { id }, body });
      await mutate(staleAfterProductionSignal);
      return answer;
    },
  };
}
