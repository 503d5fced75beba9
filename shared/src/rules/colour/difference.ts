import { deltaE2000 } from './ciede2000';
import { hexToLab, type Lab } from './lab';
import { DELTA_E_WORDS, formatDecimal } from './messages';

/** A colour as the rules accept it: '#RRGGBB' or CIELAB. */
export type Colour = string | Lab;

/** CIELAB of a colour; undefined for text that is not a hex colour. */
export function colourLab(colour: Colour): Lab | undefined {
  return typeof colour === 'string' ? hexToLab(colour) : colour;
}

/** ΔE00 between two colours; NaN when either is not a colour. */
export function colourDifference(a: Colour, b: Colour): number {
  const la = colourLab(a);
  const lb = colourLab(b);
  return la && lb ? deltaE2000(la, lb) : Number.NaN;
}

export type DeltaEBand = keyof typeof DELTA_E_WORDS;

/**
 * Upper limits (inclusive) of the ΔE00 bands (docs/decisions.md, "Colour"): up to 2 two swatches
 * side by side are taken as the same colour, up to 3 a close match, up to 5 similar, above 5 distinct.
 */
export const DELTA_E_BANDS = { indistinguishable: 2, verySimilar: 3, similar: 5 } as const;

export function deltaEBand(deltaE: number): DeltaEBand {
  if (deltaE <= DELTA_E_BANDS.indistinguishable) return 'indistinguishable';
  if (deltaE <= DELTA_E_BANDS.verySimilar) return 'verySimilar';
  if (deltaE <= DELTA_E_BANDS.similar) return 'similar';
  return 'distinct';
}

/** 'ΔE 1.2 · indistinguible', 'ΔE 2.7 · muy parecido', 'ΔE 4 · parecido', 'ΔE 12.5 · distinto'. */
export function deltaEWords(deltaE: number): string {
  return `ΔE ${formatDecimal(deltaE)} · ${DELTA_E_WORDS[deltaEBand(deltaE)]}`;
}

/** A thread of the catalogue as the colour rules need it (`Thread` in the contract fits). */
export interface CatalogueThread {
  id: string;
  hex: string;
}

export interface ThreadMatch<T extends CatalogueThread> {
  thread: T;
  deltaE: number;
  words: string;
}

/**
 * The `count` threads of `catalogue` nearest to `colour` by CIEDE2000, nearest first (catalogue order
 * on a tie). Threads whose hex is unreadable are skipped; an unreadable colour gives [].
 */
export function nearestThreads<T extends CatalogueThread>(colour: Colour, catalogue: readonly T[], count = 3): ThreadMatch<T>[] {
  const target = colourLab(colour);
  if (!target || count <= 0) return [];
  const scored: { thread: T; deltaE: number; index: number }[] = [];
  catalogue.forEach((thread, index) => {
    const lab = hexToLab(thread.hex);
    if (lab) scored.push({ thread, deltaE: deltaE2000(target, lab), index });
  });
  scored.sort((x, y) => x.deltaE - y.deltaE || x.index - y.index);
  return scored.slice(0, count).map(({ thread, deltaE }) => ({ thread, deltaE, words: deltaEWords(deltaE) }));
}
