import type { CurrentClothing } from '../contract/clothing';
import { clothingRoutes } from '../contract/endpoints/clothing';
import { callEndpoint, endpointKey } from './call';
import { ApiError } from './client';

/* The garment catalogue and a sample's garment (spec §7). */

export const clothingListKey = endpointKey(clothingRoutes.listClothing);
export const listClothing = () => callEndpoint(clothingRoutes.listClothing);

export const currentClothingKey = (id: number | string) => endpointKey(clothingRoutes.getCurrentClothing, { id: Number(id) });

/**
 * GET …/current-clothing: the sample's garment with its views, or null when it has none (any answer
 * but 200; spec §8). A 401 is not "no garment": it is thrown, and the client has already sent the
 * user to sign in.
 */
export async function getCurrentClothing(id: number | string): Promise<CurrentClothing | null> {
  try {
    return await callEndpoint(clothingRoutes.getCurrentClothing, { params: { id: Number(id) } });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return null;
    throw error;
  }
}

/** POST …/select-clothing/:clothingId: chooses the sample's garment; answers it with its views. */
export const selectClothing = (id: number | string, clothingId: number) =>
  callEndpoint(clothingRoutes.selectClothing, { params: { id: Number(id), clothingId } });
