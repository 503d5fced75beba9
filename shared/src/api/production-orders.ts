/** Production orders, the floor board, machine queues, operations and the report (issue 30): typed calls and SWR hooks. */
import useSWR, { useSWRConfig } from 'swr';
import type {
  BoardQuery,
  CreateProductionOrderBody,
  FinishOperationBody,
  MoveOperationBody,
  ProductionOrderListQuery,
  ProductionOrderStatusBody,
  ProductionReportQuery,
} from '../contract/production-orders';
import { productionOrderRoutes as routes } from '../contract/endpoints/production-orders';
import { apiBase } from './config';
import { callEndpoint, endpointKey } from './call';
import { staleAfterProductionSignal } from './live';

export const productionOrderKey = (id: number) => endpointKey(routes.getProductionOrder, { id });
export const productionOperationKey = (id: number) => endpointKey(routes.getProductionOperation, { id });

/** A page of production orders, searched and filtered on the server; the previous page stays while the next loads. */
export function useProductionOrders(query: ProductionOrderListQuery | null) {
  return useSWR(query === null ? null : endpointKey(routes.listProductionOrders, undefined, query), () => callEndpoint(routes.listProductionOrders, { query: query! }), {
    keepPreviousData: true,
  });
}

export function useProductionOrder(id: number | null) {
  return useSWR(id === null ? null : productionOrderKey(id), () => callEndpoint(routes.getProductionOrder, { params: { id: id! } }));
}

export function useProductionBoard(query: BoardQuery) {
  return useSWR(endpointKey(routes.getProductionBoard, undefined, query), () => callEndpoint(routes.getProductionBoard, { query }), { keepPreviousData: true });
}

export function useMachineQueue(machineId: number | null) {
  return useSWR(machineId === null ? null : endpointKey(routes.getMachineQueue, { id: machineId }), () => callEndpoint(routes.getMachineQueue, { params: { id: machineId! } }));
}

export function useProductionOperation(id: number | null) {
  return useSWR(id === null ? null : productionOperationKey(id), () => callEndpoint(routes.getProductionOperation, { params: { id: id! } }));
}

export function useProductionReport(query: ProductionReportQuery) {
  return useSWR(endpointKey(routes.getProductionReport, undefined, query), () => callEndpoint(routes.getProductionReport, { query }), { keepPreviousData: true });
}

/** Where the job ticket PDF of an order is served (a link, opened by the browser). */
export const productionTicketUrl = (id: number) => `${apiBase()}${endpointKey(routes.getProductionTicket, { id })}`;

/**
 * The production writes. Each re-reads every production read after it (and the sales order's page for a new
 * order); other people's screens follow through the live stream (useLiveProduction).
 */
export function useProductionWrites() {
  const { mutate } = useSWRConfig();
  const refresh = async () => {
    await mutate(staleAfterProductionSignal);
  };
  return {
    create: async (salesOrderId: number, line: number, body: CreateProductionOrderBody = {}) => {
      const order = await callEndpoint(routes.createProductionOrder, { params: { id: salesOrderId, line }, body });
      await refresh();
      return order;
    },
    setStatus: async (id: number, body: ProductionOrderStatusBody) => {
      const order = await callEndpoint(routes.setProductionOrderStatus, { params: { id }, body });
      await mutate(productionOrderKey(id), order, { revalidate: false });
      await refresh();
      return order;
    },
    move: async (id: number, body: MoveOperationBody) => {
      const operation = await callEndpoint(routes.moveProductionOperation, { params: { id }, body });
      await refresh();
      return operation;
    },
    start: async (id: number, version: number) => {
      const detail = await callEndpoint(routes.startProductionOperation, { params: { id }, body: { version } });
      await mutate(productionOperationKey(id), detail, { revalidate: false });
      await refresh();
      return detail;
    },
    finish: async (id: number, body: FinishOperationBody) => {
      const detail = await callEndpoint(routes.finishProductionOperation, { params: { id }, body });
      await mutate(productionOperationKey(id), detail, { revalidate: false });
      await refresh();
      return detail;
    },
  };
}
