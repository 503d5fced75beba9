import { DOCUMENT_KINDS, type BusinessDocumentKind } from './kinds';

/*
 * Folio series per kind (SAP Business One's numbering series): a document's folio is its series followed
 * by its number in that series, zero-padded to five digits ('S00098', 'OV00012', 'EN00001'). Numbers are
 * counted per (kind, series), so two series of one kind never collide, and the folio is unique per
 * (kind, series). The counter's name in the `sequences` table is `sequenceName(kind, series)`.
 */
export const DOCUMENT_FOLIO_DIGITS = 5;

export function documentFolio(series: string, number: number): string {
  if (!Number.isSafeInteger(number) || number < 1) throw new RangeError(`folio number must be a positive integer, got ${number}`);
  return `${series}${String(number).padStart(DOCUMENT_FOLIO_DIGITS, '0')}`;
}

/** The series a document takes: the one asked for, or its kind's default. */
export function seriesOf(kind: BusinessDocumentKind, series?: string | null): string {
  return series?.trim() || DOCUMENT_KINDS[kind].defaultSeries;
}

/** The `sequences` row that counts a (kind, series): 'quotation:S'. */
export function sequenceName(kind: BusinessDocumentKind, series: string): string {
  return `${kind}:${series}`;
}
