import { ALL_SIZES, ITEM_MESSAGES, LETTER_SIZES, NUMERIC_SIZES, ONE_SIZE, type ItemSize } from '../../domain/items';

/** Which family a size belongs to: letters (CH…3XG), waist inches (28…44) or one size. */
export type SizeFamily = 'letter' | 'numeric' | 'one';

export function sizeFamily(size: string): SizeFamily | undefined {
  if ((LETTER_SIZES as readonly string[]).includes(size)) return 'letter';
  if ((NUMERIC_SIZES as readonly string[]).includes(size)) return 'numeric';
  return size === ONE_SIZE ? 'one' : undefined;
}

export const isItemSize = (size: string): size is ItemSize => (ALL_SIZES as readonly string[]).includes(size);

/** The sizes in the one order runs are kept in (CH before M before G…; 28 before 30…), unknown ones last. */
export function orderSizeRun(sizes: readonly string[]): string[] {
  const rank = (s: string) => {
    const i = (ALL_SIZES as readonly string[]).indexOf(s);
    return i < 0 ? ALL_SIZES.length : i;
  };
  return [...sizes].sort((a, b) => rank(a) - rank(b));
}

/**
 * The first thing wrong with a size run, in Spanish, or null when it is fine: not empty, every size of
 * the list, none twice, all of one family (a run never mixes 'G' with '32').
 */
export function checkSizeRun(sizes: readonly string[]): string | null {
  if (sizes.length === 0) return ITEM_MESSAGES.sizesRequired;
  const seen = new Set<string>();
  for (const size of sizes) {
    if (!isItemSize(size)) return ITEM_MESSAGES.sizeUnknown(size);
    if (seen.has(size)) return ITEM_MESSAGES.sizeRepeated(size);
    seen.add(size);
  }
  const families = new Set(sizes.map(sizeFamily));
  return families.size > 1 ? ITEM_MESSAGES.sizesMixed : null;
}

/** A size run as one short text: 'CH–XG', '28–44', 'UNI', or the sizes when they skip some ('CH, G'). */
export function sizeRunLabel(sizes: readonly string[]): string {
  const run = orderSizeRun(sizes);
  if (run.length === 0) return '';
  if (run.length === 1) return run[0]!;
  const family = sizeFamily(run[0]!);
  const list: readonly string[] = family === 'numeric' ? NUMERIC_SIZES : LETTER_SIZES;
  const start = list.indexOf(run[0]!);
  const contiguous = start >= 0 && run.every((s, i) => list[start + i] === s);
  return contiguous ? `${run[0]}–${run[run.length - 1]}` : run.join(', ');
}
