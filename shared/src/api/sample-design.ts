import type { CurrentClothing } from '../contract';
import { api, ApiError } from './client';
import { sampleKey } from './samples';

/* A sample's design as the editor and the review screen both read it (spec §7); its logos and texts: decorations.ts. */

export const currentClothingKey = (id: number | string) => `${sampleKey(id)}/current-clothing`;

/**
 * GET …/current-clothing: the sample's garment with its views, or null when it has none (any answer
 * but 200; spec §8). A 401 is not "no garment": it is thrown, and the client has already sent the
 * user to sign in.
 */
export async function getCurrentClothing(id: number | string): Promise<CurrentClothing | null> {
  try {
    return await api.get<CurrentClothing>(currentClothingKey(id));
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return null;
    throw error;
  }
}
