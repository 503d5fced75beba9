/*
 * The Mexican RFC (Registro Federal de Contribuyentes), checked the way the SAT writes it:
 * - persona moral: 3 letters, the date of incorporation (yymmdd) and a 3-character homoclave: 12 characters;
 * - persona física: 4 letters, the date of birth (yymmdd) and the homoclave: 13 characters;
 * - the date must be a real calendar date (in the 1900s or the 2000s);
 * - the last character is a check digit (modulo 11). A share of RFCs really issued by the SAT fail it,
 *   so a mismatch is a warning, never a refusal;
 * - the generic RFCs XAXX010101000 (público en general) and XEXX010101000 (extranjeros) are accepted.
 */

export type RfcPersonType = 'moral' | 'fisica';

export const GENERIC_RFCS = {
  XAXX010101000: 'RFC genérico para operaciones con el público en general',
  XEXX010101000: 'RFC genérico para residentes en el extranjero',
} as const;

export type RfcProblem = 'length' | 'format' | 'date';
export type RfcWarning = 'checkDigit';

export type RfcCheck =
  | { ok: true; rfc: string; personType: RfcPersonType; generic: boolean; warnings: RfcWarning[] }
  | { ok: false; rfc: string; problem: RfcProblem };

export const RFC_MESSAGES = {
  length: 'El RFC tiene 12 caracteres (persona moral) o 13 (persona física), por ejemplo EKU9003173C9.',
  format: 'El RFC empieza con 3 letras (persona moral) o 4 (persona física), sigue con la fecha aammdd y termina con 3 letras o números.',
  date: 'La fecha del RFC (aammdd) no es una fecha real.',
  checkDigit: 'El dígito verificador del RFC no coincide. Revísalo con la constancia de situación fiscal; si es correcto, puedes guardarlo así.',
} as const satisfies Record<RfcProblem | RfcWarning, string>;

const PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;

/** Values of the check-digit alphabet (SAT): digits, A–N, &, O–Z, space, Ñ. */
const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** The RFC as it is stored: trimmed, upper case, no inner spaces or dashes ('ekU-900317 3c9' → 'EKU9003173C9'). */
export function normalizeRfc(text: string): string {
  return text.trim().toUpperCase().replace(/[\s-]+/g, '');
}

function isRealDate(yy: number, mm: number, dd: number): boolean {
  return [1900 + yy, 2000 + yy].some((year) => {
    const date = new Date(Date.UTC(year, mm - 1, dd));
    return date.getUTCFullYear() === year && date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  });
}

/** The check digit the SAT's modulo-11 rule gives for the first 11 (moral) or 12 (física) characters. */
export function rfcCheckDigit(rfcWithoutDigit: string): string {
  const padded = rfcWithoutDigit.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = ALPHABET.indexOf(padded[i] ?? ' ');
    sum += (value < 0 ? 0 : value) * (13 - i);
  }
  const difference = 11 - (sum % 11);
  if (difference === 11) return '0';
  if (difference === 10) return 'A';
  return String(difference);
}

/** Checks an RFC (normalised first). */
export function checkRfc(text: string): RfcCheck {
  const rfc = normalizeRfc(text);
  if (Object.hasOwn(GENERIC_RFCS, rfc)) return { ok: true, rfc, personType: 'fisica', generic: true, warnings: [] };
  if (rfc.length !== 12 && rfc.length !== 13) return { ok: false, rfc, problem: 'length' };
  const match = PATTERN.exec(rfc);
  if (!match) return { ok: false, rfc, problem: 'format' };
  const [, letters = '', yy, mm, dd] = match;
  if (letters.length !== rfc.length - 9) return { ok: false, rfc, problem: 'format' };
  if (!isRealDate(Number(yy), Number(mm), Number(dd))) return { ok: false, rfc, problem: 'date' };
  const warnings: RfcWarning[] = rfcCheckDigit(rfc.slice(0, -1)) === rfc.slice(-1) ? [] : ['checkDigit'];
  return { ok: true, rfc, personType: rfc.length === 12 ? 'moral' : 'fisica', generic: false, warnings };
}
