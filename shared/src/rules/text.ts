/** Lower case without accents or diacritics: the basis of every case- and accent-insensitive search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether `text` contains `term`, ignoring case, accents and surrounding spaces (an empty term matches). */
export function foldedIncludes(text: string, term: string): boolean {
  const needle = foldText(term.trim());
  return needle === '' || foldText(text).includes(needle);
}

/**
 * Bidirectional control characters (issue 28): the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). None is needed to type a name in any script
 * (the direction of Arabic or Hebrew letters is their own), and an override shown to the staff can make
 * 'exe.pdf' read as 'fdp.exe' or reorder a name: every free text that reaches the server refuses them.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Whether `text` holds a bidirectional control character. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}
