import { foldText } from './text';

/**
 * The samples list's search, written once for the browser and the server (issue 20): a sample matches
 * when its project name or its client's name contains the term, ignoring case, accents and the spaces
 * around the term. The server stores `sampleSearchFold(name)` of both names on write and compares them
 * with `LIKE` against `sampleSearchFold(term)`, so SQLite and PostgreSQL answer alike.
 */

/** The folded form of a name or a term (lower case, no accents or diacritics). */
export const sampleSearchFold = (text: string): string => foldText(text);

/** The folded search term, or '' when the search is empty (no filter). */
export const sampleSearchTerm = (q: string): string => foldText(q.trim());

/** Whether a sample matches the search (an empty search matches every sample). */
export function matchesSampleSearch(sample: { sampleName: string; cardName: string }, q: string): boolean {
  const term = sampleSearchTerm(q);
  return term === '' || foldText(sample.sampleName).includes(term) || foldText(sample.cardName).includes(term);
}
