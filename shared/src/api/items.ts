/** Items (styles with variants, and services): the back-office's typed calls and SWR hooks. */
import useSWR, { useSWRConfig } from 'swr';
import { clothingRoutes } from '../contract/endpoints/clothing';
import { itemRoutes } from '../contract/endpoints/items';
import type { ItemInput, ItemListQuery } from '../contract/items';
import { callEndpoint, endpointKey } from './call';

const listKey = (query: ItemListQuery) => endpointKey(itemRoutes.listItems, undefined, query);
const itemKey = (id: number) => endpointKey(itemRoutes.getItem, { id });
const variantsKey = (id: number) => endpointKey(itemRoutes.listItemVariants, { id });

/** A page of items, searched on the server; the previous page stays on screen while the next loads. */
export function useItems(query: ItemListQuery) {
  return useSWR(listKey(query), () => callEndpoint(itemRoutes.listItems, { query }), { keepPreviousData: true });
}

export function useItem(id: number | null) {
  return useSWR(id === null ? null : itemKey(id), () => callEndpoint(itemRoutes.getItem, { params: { id: id! } }));
}

/** A style's variants (colour × size), active and inactive. */
export function useItemVariants(id: number | null) {
  return useSWR(id === null ? null : variantsKey(id), () => callEndpoint(itemRoutes.listItemVariants, { params: { id: id! } }));
}

/** The garments of the clothing catalogue (the style form's 'Prenda'). */
export function useClothingCatalogue() {
  return useSWR(endpointKey(clothingRoutes.listClothing), () => callEndpoint(clothingRoutes.listClothing));
}

/** Creates (id null) or saves an item, then re-reads every item list, its detail and its variants. */
export function useSaveItem() {
  const { mutate } = useSWRConfig();
  return async (id: number | null, body: ItemInput) => {
    const saved = id === null ? await callEndpoint(itemRoutes.createItem, { body }) : await callEndpoint(itemRoutes.updateItem, { params: { id }, body });
    await mutate(itemKey(saved.id), saved, { revalidate: false });
    await mutate(variantsKey(saved.id));
    await mutate((key) => typeof key === 'string' && key.startsWith(itemRoutes.listItems.path + '?'));
    return saved;
  };
}
