/** Lower case without accents or diacritics: the portable basis of case/accent-insensitive search. */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function clientSearchText(c: { cardCode: string; cardName: string; rfc: string }): string {
  return foldText([c.cardCode, c.cardName, c.rfc].join(' '));
}

/** Escapes LIKE wildcards; use with `escape '\'`. */
export function likeContains(term: string): string {
  return `%${foldText(term).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
