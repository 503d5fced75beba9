import useSWR from 'swr';
import {
  ApiError,
  currentClothingKey,
  dashboardSamplesKey,
  getCurrentClothing,
  getLogos,
  getRenderFile,
  getTexts,
  lifecycleKey,
  logosKey,
  renderFileKey,
  roundsKey,
  sampleKey,
  textsKey,
} from '@muestrario/shared/api';

/** docs/requirements.md §8: on the review screen a failed read is simply "nothing" (empty list, null). */
const orEmpty = <T,>(request: Promise<T>, empty: T): Promise<T> => request.catch(() => empty);

export function useSampleLogos(id: number | undefined) {
  return useSWR(id === undefined ? null : logosKey(id), () => orEmpty(getLogos(id as number), []));
}

/** The sample's texts on every view (issue 16: they reach the review and its printout like the logos). */
export function useSampleTexts(id: number | undefined) {
  return useSWR(id === undefined ? null : textsKey(id), () => orEmpty(getTexts(id as number), []));
}

export function useCurrentClothing(id: number | undefined) {
  return useSWR(id === undefined ? null : currentClothingKey(id), () => orEmpty(getCurrentClothing(id as number), null));
}

/** The sample's render, or null while there is none (the server answers null) or when it cannot be read. */
export function useRenderFile(id: number | undefined) {
  return useSWR(id === undefined ? null : renderFileKey(id), () => orEmpty(getRenderFile(id as number), null));
}

/** What to re-read after a render arrives (docs/requirements.md §4: the sample is reloaded), with its stage and rounds (the live signal refreshes the timeline). */
export const afterRenderKeys = (id: number) => [sampleKey(id), renderFileKey(id), dashboardSamplesKey, lifecycleKey(id), roundsKey(id)];

export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A file link: same origin, `?download=true` asks for `Content-Disposition: attachment` with the original name. */
export const fileUrl = (file: { resourcePath: string; filename: string }) => `${file.resourcePath}${file.filename}`;
export const downloadUrl = (file: { resourcePath: string; filename: string }) => `${fileUrl(file)}?download=true`;
