import { STAGE_CODES, type SampleStage } from './stages';

/**
 * The paged samples list (issue 20, "Lists that scale"): GET /dashboard/samples with any query
 * parameter answers one page `{ items, total, nextCursor }`.
 */

/** Orders the list can be asked in (each with the sample id as the tiebreaker, so pages never overlap). */
export const SAMPLE_LIST_SORTS = ['newest', 'oldest', 'due'] as const;
export type SampleListSort = (typeof SAMPLE_LIST_SORTS)[number];
export const DEFAULT_SAMPLE_LIST_SORT: SampleListSort = 'newest';

/** Rows per page: the default (one screen and a half) and the largest a caller may ask. */
export const SAMPLE_LIST_LIMIT = { default: 50, max: 200 } as const;

/** Longest search text (characters) the list accepts. */
export const SAMPLE_SEARCH_MAX_CHARS = 100;

/** Longest cursor the server hands out (base64url of a small JSON): anything longer is refused unread. */
export const SAMPLE_LIST_CURSOR_MAX_CHARS = 200;

/** The stages a list can be filtered on (`stage=2` or several, `stage=1,2,3`). */
export const SAMPLE_LIST_STAGE_CODES: readonly SampleStage[] = STAGE_CODES;

/** Spanish messages of the paged list (the server's 400s and the browser's notices). */
export const SAMPLE_LIST_MESSAGES = {
  badStage: 'El parámetro «stage» debe ser una etapa del 1 al 8, o varias separadas por comas (por ejemplo 1,2,8).',
  pendingAlone: 'El parámetro «pending» no se combina con «stage» ni con «mine».',
  badCursor: 'El parámetro «cursor» no es válido: vuelve a cargar la lista desde el principio.',
  loadFailed: 'No pudimos cargar las muestras. Revisa tu conexión e inténtalo de nuevo.',
  moreFailed: 'No pudimos cargar más muestras. Inténtalo de nuevo.',
} as const;
