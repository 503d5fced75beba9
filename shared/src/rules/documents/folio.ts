/** The sample's folio on printed documents: 'MU-000123' (issue 17). */
export const SAMPLE_FOLIO_PREFIX = 'MU-';
export const SAMPLE_FOLIO_DIGITS = 6;

/** 'MU-000123' for sample 123; longer ids keep all their digits ('MU-1234567'). */
export function sampleFolio(sampleId: number): string {
  return `${SAMPLE_FOLIO_PREFIX}${String(Math.trunc(sampleId)).padStart(SAMPLE_FOLIO_DIGITS, '0')}`;
}

/**
 * File name of a sample's proof for a round, saying whether the customer signed it (issue 33):
 * 'MU-000123-R2-firmada.pdf' or 'MU-000123-R2-sin-firma.pdf'.
 */
export function proofFileName(sampleId: number, round: number, signed: boolean): string {
  return `${sampleFolio(sampleId)}-R${round}-${signed ? 'firmada' : 'sin-firma'}.pdf`;
}

/** File name of a sample's production worksheet for a round: 'MU-000123-R2-hoja.pdf'. */
export function worksheetFileName(sampleId: number, round: number): string {
  return `${sampleFolio(sampleId)}-R${round}-hoja.pdf`;
}
