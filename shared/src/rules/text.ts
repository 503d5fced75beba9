/** Lower case without accents or diacritics: the basis of every case- and accent-insensitive search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether `text` contains `term`, ignoring case, accents and surrounding spaces (an empty term matches). */
export function foldedIncludes(text: string, term: string): boolean {
  const needle = foldText(term.trim());
  return needle === '' || foldText(text).includes(needle);
}
