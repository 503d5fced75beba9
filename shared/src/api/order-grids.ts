/** Sales order lines' size grids and name lists (issue 30 item 2): typed calls and SWR hooks. */
import useSWR, { useSWRConfig } from 'swr';
import { orderGridRoutes } from '../contract/endpoints/order-grids';
import { quotationRoutes } from '../contract/endpoints/quotations';
import type { OrderLineGridInput } from '../contract/order-grids';
import { callEndpoint, endpointKey } from './call';

const gridsKey = (id: number) => endpointKey(orderGridRoutes.listOrderGrids, { id });

export function useOrderGrids(orderId: number | null) {
  return useSWR(orderId === null ? null : gridsKey(orderId), () => callEndpoint(orderGridRoutes.listOrderGrids, { params: { id: orderId! } }));
}

/** The authorised samples (stage 7) of a client, with their texts. */
export function useGridSamples(clientId: number | null) {
  const query = { clientId: clientId ?? undefined };
  return useSWR(clientId === null ? null : endpointKey(orderGridRoutes.listGridSamples, undefined, query), () => callEndpoint(orderGridRoutes.listGridSamples, { query }));
}

/** Saves or removes a line's grid, then re-reads the order's grids and the order (its line's quantity). */
export function useOrderGridWrites(orderId: number) {
  const { mutate } = useSWRConfig();
  const refresh = async () => {
    await mutate(gridsKey(orderId));
    await mutate(endpointKey(quotationRoutes.getOrder, { id: orderId }));
  };
  return {
    save: async (line: number, body: OrderLineGridInput) => {
      const saved = await callEndpoint(orderGridRoutes.saveOrderLineGrid, { params: { id: orderId, line }, body });
      await refresh();
      return saved;
    },
    remove: async (line: number) => {
      await callEndpoint(orderGridRoutes.deleteOrderLineGrid, { params: { id: orderId, line } });
      await refresh();
    },
  };
}
