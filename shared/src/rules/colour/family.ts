import { colourLab, type Colour } from './difference';
import { labToLch } from './lab';

/**
 * Spanish colour family of a thread from its CIELAB values (issue 16: search threads with 'rojo',
 * 'azul marino', 'verde', 'dorado'). Bands on lightness L*, chroma C*ab and hue angle h (degrees),
 * checked in this order:
 *
 * | family      | band |
 * |-------------|------|
 * | negro       | L < 18 and C < 12, or L < 25 and C < 6 |
 * | blanco      | L ≥ 88 and C < 8 |
 * | gris        | C < 8 (metallic silver included) |
 * | beige       | h 30–105, L ≥ 60, C < 30 |
 * | dorado      | h 72–105, L 40–80, C ≥ 30; or h 80–100, L 40–60, C ≥ 22 (metallic gold) |
 * | café        | h 20–42, L < 45, C < 40; or h 42–105, L < 45, C < 60; or h 42–105, L < 60, C < 30 |
 * | rosa        | h ≥ 338 or h < 20: L ≥ 55, or L ≥ 40 outside h 12–20 (magenta, fuchsia) |
 * | rojo        | h ≥ 338 or h < 42 otherwise (wine, maroon, scarlet, vermilion) |
 * | naranja     | h 42–72 |
 * | amarillo    | h 72–105 |
 * | verde       | h 105–185 |
 * | turquesa    | h 185–230 |
 * | azul marino | h 230–307.5, L < 30, C < 45 |
 * | azul        | h 230–307.5 (light lilacs from h 300 are morado) |
 * | morado      | h 307.5–338 |
 *
 * The limits were set by classifying the whole demo catalogue (333 threads) and reading each family
 * against the threads' names; the test pins a sample of them.
 */

export const COLOUR_FAMILIES = [
  'negro',
  'blanco',
  'gris',
  'beige',
  'café',
  'dorado',
  'rosa',
  'rojo',
  'naranja',
  'amarillo',
  'verde',
  'turquesa',
  'azul marino',
  'azul',
  'morado',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export function colourFamily(colour: Colour): ColourFamily | undefined {
  const lab = colourLab(colour);
  if (!lab) return undefined;
  const { L, C, h } = labToLch(lab);
  const between = (lo: number, hi: number) => h >= lo && h < hi;
  if ((L < 18 && C < 12) || (L < 25 && C < 6)) return 'negro';
  if (C < 8) return L >= 88 ? 'blanco' : 'gris';
  if (between(30, 105) && L >= 60 && C < 30) return 'beige';
  if (between(72, 105) && L >= 40 && L < 80 && (C >= 30 || (between(80, 100) && L < 60 && C >= 22))) return 'dorado';
  if ((between(20, 42) && L < 45 && C < 40) || (between(42, 105) && (L < 45 ? C < 60 : L < 60 && C < 30))) return 'café';
  if (h >= 338 || h < 20) return L >= 55 || (L >= 40 && !between(12, 20)) ? 'rosa' : 'rojo';
  if (h < 42) return 'rojo';
  if (h < 72) return 'naranja';
  if (h < 105) return 'amarillo';
  if (h < 185) return 'verde';
  if (h < 230) return 'turquesa';
  if (h < 307.5 && !(h >= 300 && L >= 65)) return L < 30 && C < 45 ? 'azul marino' : 'azul';
  return 'morado';
}

/** Lower case, accents and 'ñ' folded, spaces collapsed: 'Café  Oscuro' → 'cafe oscuro'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchableThread {
  hex: string;
  /** Code ('186 C') and name ('Cardinal Red'): searched too. */
  color?: string;
  nombre?: string;
}

/** The text a thread is found by: its family in Spanish, its code and its name, folded. */
export function threadSearchText(thread: SearchableThread): string {
  return foldForSearch([colourFamily(thread.hex) ?? '', thread.color ?? '', thread.nombre ?? ''].join(' '));
}

/**
 * Whether a thread matches a search: every word of the query (accents and case ignored) starts a word
 * of the thread's family, code or name. 'rojo', 'Azul marino', 'cafe', 'verde 347' all work; an empty
 * query matches everything.
 */
export function threadMatches(thread: SearchableThread, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = ` ${threadSearchText(thread)}`;
  return words.every((w) => haystack.includes(` ${w}`));
}

/** The threads of `catalogue` matching `query`, in catalogue order. */
export function searchThreads<T extends SearchableThread>(catalogue: readonly T[], query: string): T[] {
  return catalogue.filter((t) => threadMatches(t, query));
}
