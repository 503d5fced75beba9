/** Bills of materials: the back-office's typed calls and SWR hooks. */
import useSWR, { useSWRConfig } from 'swr';
import type { BomBody, BomConsumptionQuery, BomCreateInput, BomListQuery } from '../contract/bom';
import { bomRoutes } from '../contract/endpoints/bom';
import { callEndpoint, endpointKey } from './call';

const listKey = (query: BomListQuery) => endpointKey(bomRoutes.listBoms, undefined, query);
const bomKey = (id: number) => endpointKey(bomRoutes.getBom, { id });

/** A page of BOMs, searched on the server; the previous page stays on screen while the next loads. */
export function useBoms(query: BomListQuery) {
  return useSWR(listKey(query), () => callEndpoint(bomRoutes.listBoms, { query }), { keepPreviousData: true });
}

export function useBom(id: number | null) {
  return useSWR(id === null ? null : bomKey(id), () => callEndpoint(bomRoutes.getBom, { params: { id: id! } }));
}

/** The decoration's consumption of an authorised sample for some pieces (null: nothing asked yet). */
export function useBomConsumption(id: number | null, query: BomConsumptionQuery | null) {
  const key = id === null || query === null ? null : endpointKey(bomRoutes.bomConsumption, { id }, query);
  return useSWR(key, () => callEndpoint(bomRoutes.bomConsumption, { params: { id: id! }, query: query! }), { keepPreviousData: true });
}

/** Creates (id null) or saves a BOM, then re-reads every BOM list and its detail. */
export function useSaveBom() {
  const { mutate } = useSWRConfig();
  return async (id: number | null, body: BomCreateInput | BomBody) => {
    const saved =
      id === null ? await callEndpoint(bomRoutes.createBom, { body: body as BomCreateInput }) : await callEndpoint(bomRoutes.updateBom, { params: { id }, body: stripStyle(body) });
    await mutate(bomKey(saved.id), saved, { revalidate: false });
    await mutate((key) => typeof key === 'string' && key.startsWith(bomRoutes.listBoms.path + '?'));
    return saved;
  };
}

const stripStyle = (body: BomCreateInput | BomBody): BomBody => ({ lines: body.lines, decorationScrapPercent: body.decorationScrapPercent, notes: body.notes });
