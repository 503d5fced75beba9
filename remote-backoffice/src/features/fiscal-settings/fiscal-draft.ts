import type { CompanyFiscalBody, CompanyFiscalView } from '@muestrario/shared/contract';
import { companyFiscalErrors, normalizeCompanyFiscal } from '@muestrario/shared/rules';

/** The 'Datos fiscales' form: the company's data as typed (the body the server takes). */
export type FiscalDraft = CompanyFiscalBody;

export const draftOf = (view: CompanyFiscalView): FiscalDraft => ({
  rfc: view.rfc,
  legalName: view.legalName,
  taxRegime: view.taxRegime,
  placeOfIssue: view.placeOfIssue,
  series: { ...view.series },
});

/** The field errors (keys rfc, legalName, taxRegime, placeOfIssue, series.<kind>) and the body to send when there are none. */
export function checkFiscalDraft(draft: FiscalDraft): { errors: Record<string, string>; body: CompanyFiscalBody | null } {
  const errors = companyFiscalErrors(draft) as Record<string, string>;
  return { errors, body: Object.keys(errors).length ? null : normalizeCompanyFiscal(draft) };
}

/** What the CSD form holds before it is sent. */
export interface CsdDraft {
  cer: File | null;
  key: File | null;
  password: string;
}

export const CSD_FORM_MESSAGES = {
  cer: 'Elige el certificado (archivo .cer).',
  cerName: 'El certificado es el archivo que termina en .cer.',
  key: 'Elige la llave privada (archivo .key).',
  keyName: 'La llave privada es el archivo que termina en .key.',
  password: 'Escribe la contraseña de la llave privada.',
  uploadFailed: 'No se pudo cargar el CSD.',
  removeFailed: 'No se pudo quitar el CSD.',
} as const;

/** The local check of the CSD form (the server checks the files themselves). */
export function checkCsdDraft(draft: CsdDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.cer) errors.cer = CSD_FORM_MESSAGES.cer;
  else if (!/\.cer$/i.test(draft.cer.name)) errors.cer = CSD_FORM_MESSAGES.cerName;
  if (!draft.key) errors.key = CSD_FORM_MESSAGES.key;
  else if (!/\.key$/i.test(draft.key.name)) errors.key = CSD_FORM_MESSAGES.keyName;
  if (!draft.password) errors.password = CSD_FORM_MESSAGES.password;
  return errors;
}

const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' });

/** '1 de enero de 2030' (Mexico City's calendar day). */
export const csdDate = (iso: string) => day.format(new Date(iso));

/** Days until the certificate ends (negative: ended). */
export const daysLeft = (validTo: string, now: Date) => Math.floor((new Date(validTo).getTime() - now.getTime()) / 86_400_000);
