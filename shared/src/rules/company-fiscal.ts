import { REGIMENES_FISCALES } from '../domain/sat/regimen-fiscal';
import { DOCUMENT_KINDS } from './business-documents/kinds';
import { isRegimenFor } from './fiscal';
import { checkRfc, GENERIC_RFCS, RFC_MESSAGES } from './rfc';

/*
 * The company's own fiscal data (issue 32 item 2): the issuer of every CFDI. Pure checks shared by the
 * 'Datos fiscales' screen and the server (docs/decisions/fiscal.md).
 */

/** The fiscal documents the company issues, each with its own folio series (the engine counts per kind and series). */
export const FISCAL_SERIES_KINDS = ['invoice', 'credit_note', 'down_payment_invoice', 'payment'] as const;
export type FiscalSeriesKind = (typeof FISCAL_SERIES_KINDS)[number];

export const FISCAL_SERIES_LABELS: Readonly<Record<FiscalSeriesKind, string>> = {
  invoice: 'Factura',
  credit_note: 'Nota de crédito',
  down_payment_invoice: 'Factura de anticipo',
  payment: 'Pago (complemento de pago)',
};

/** The series a company starts with: the engine's default series of each kind; payments (no engine kind) 'P'. */
export const DEFAULT_FISCAL_SERIES: Readonly<Record<FiscalSeriesKind, string>> = {
  invoice: DOCUMENT_KINDS.invoice.defaultSeries,
  credit_note: DOCUMENT_KINDS.credit_note.defaultSeries,
  down_payment_invoice: DOCUMENT_KINDS.down_payment_invoice.defaultSeries,
  payment: 'P',
};

/** A series: an upper-case letter and up to 9 more letters or digits (CFDI «Serie» allows 25; the folio adds 5 digits). */
export const FISCAL_SERIES_PATTERN = /^[A-Z][A-Z0-9]{0,9}$/;
/** CFDI 4.0 «Nombre» of the issuer: 1 to 254 characters, no '|'. */
export const LEGAL_NAME_MAX = 254;
export const PLACE_OF_ISSUE_PATTERN = /^\d{5}$/;

export const COMPANY_FISCAL_MESSAGES = {
  rfcRequired: 'Escribe el RFC de la empresa.',
  rfcGeneric: 'Un RFC genérico no puede emitir facturas: escribe el RFC de la empresa.',
  legalNameRequired: 'Escribe la razón social como aparece en la constancia de situación fiscal.',
  legalNameTooLong: `La razón social tiene como máximo ${LEGAL_NAME_MAX} caracteres.`,
  legalNamePipe: 'La razón social no puede llevar el carácter «|».',
  taxRegimeRequired: 'Elige el régimen fiscal.',
  taxRegimeUnknown: 'El régimen fiscal no está en el catálogo del SAT.',
  taxRegimeMismatch: (personType: 'moral' | 'fisica') =>
    `Ese régimen fiscal no aplica a una persona ${personType === 'moral' ? 'moral (RFC de 12 caracteres)' : 'física (RFC de 13 caracteres)'}.`,
  placeOfIssue: 'El lugar de expedición es el código postal: 5 dígitos.',
  seriesFormat: 'La serie empieza con una letra mayúscula y lleva hasta 10 letras mayúsculas o números, sin espacios.',
  seriesRepeated: 'Cada tipo de documento necesita su propia serie.',
  saved: 'Datos fiscales guardados.',
  saveFailed: 'No se pudieron guardar los datos fiscales.',
  csdUploaded: 'CSD cargado.',
  csdRemoved: 'CSD quitado.',
  rfcChangeWithCsd: (csdRfc: string) => `El CSD cargado es del RFC ${csdRfc}: quítalo antes de cambiar el RFC de la empresa.`,
} as const;

export interface CompanyFiscalInput {
  rfc: string;
  legalName: string;
  taxRegime: string;
  placeOfIssue: string;
  series: Record<FiscalSeriesKind, string>;
}

export type CompanyFiscalField = 'rfc' | 'legalName' | 'taxRegime' | 'placeOfIssue' | `series.${FiscalSeriesKind}`;

/** The data as it is stored: RFC normalised, names trimmed, series upper case. */
export function normalizeCompanyFiscal(input: CompanyFiscalInput): CompanyFiscalInput {
  const series = Object.fromEntries(FISCAL_SERIES_KINDS.map((k) => [k, (input.series[k] ?? '').trim().toUpperCase()])) as Record<FiscalSeriesKind, string>;
  return {
    rfc: checkRfc(input.rfc).rfc,
    legalName: input.legalName.trim().replace(/\s+/g, ' '),
    taxRegime: input.taxRegime.trim(),
    placeOfIssue: input.placeOfIssue.trim(),
    series,
  };
}

/** Field errors in Spanish (empty when the data may be saved); checks the normalised data. */
export function companyFiscalErrors(raw: CompanyFiscalInput): Partial<Record<CompanyFiscalField, string>> {
  const input = normalizeCompanyFiscal(raw);
  const errors: Partial<Record<CompanyFiscalField, string>> = {};
  const M = COMPANY_FISCAL_MESSAGES;
  let personType: 'moral' | 'fisica' | undefined;
  if (!input.rfc) errors.rfc = M.rfcRequired;
  else if (Object.hasOwn(GENERIC_RFCS, input.rfc)) errors.rfc = M.rfcGeneric;
  else {
    const check = checkRfc(input.rfc);
    if (!check.ok) errors.rfc = RFC_MESSAGES[check.problem];
    else personType = check.personType;
  }
  if (!input.legalName) errors.legalName = M.legalNameRequired;
  else if (input.legalName.length > LEGAL_NAME_MAX) errors.legalName = M.legalNameTooLong;
  else if (input.legalName.includes('|')) errors.legalName = M.legalNamePipe;
  if (!input.taxRegime) errors.taxRegime = M.taxRegimeRequired;
  else if (!REGIMENES_FISCALES.some((r) => r.code === input.taxRegime)) errors.taxRegime = M.taxRegimeUnknown;
  else if (personType && !isRegimenFor(input.taxRegime as (typeof REGIMENES_FISCALES)[number]['code'], personType)) errors.taxRegime = M.taxRegimeMismatch(personType);
  if (!PLACE_OF_ISSUE_PATTERN.test(input.placeOfIssue)) errors.placeOfIssue = M.placeOfIssue;
  const seen = new Map<string, FiscalSeriesKind>();
  for (const kind of FISCAL_SERIES_KINDS) {
    const series = input.series[kind];
    if (!FISCAL_SERIES_PATTERN.test(series)) errors[`series.${kind}`] = M.seriesFormat;
    else if (seen.has(series)) errors[`series.${kind}`] = M.seriesRepeated;
    else seen.set(series, kind);
  }
  return errors;
}
