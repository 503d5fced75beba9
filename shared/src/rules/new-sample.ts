import type { NewClientFields } from '../contract/partners';
import type { CreateSampleBody } from '../contract/samples';
import { COUNTRY, PHONE_DIGITS, ZIP_DIGITS } from '../domain/constants';
import { isCalendarDate } from './dates';

/**
 * The new-sample rules of docs/requirements.md §5, written once: the creation form runs them on 'Comenzar a
 * diseñar' and the server runs them on POST /business/samples (400 naming the failing fields).
 */

/** The form's values: the sample's own fields and the client's (from the one client schema). */
export interface NewSampleValues extends NewClientFields {
  sampleName: string;
  /** The client's department the sample is for ('Mantenimiento'); optional (issue 33). */
  department?: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** undefined: no client chosen yet; null: 'Definir nuevo cliente'; a string: an existing client. */
  cardCode: string | null | undefined;
}

export const NEW_SAMPLE_FIELDS = [
  'sampleName',
  'dueDate',
  'cardCode',
  'cardName',
  'email',
  'phone1',
  'address',
  'county',
  'state',
  'zipCode',
] as const;
export type NewSampleField = (typeof NEW_SAMPLE_FIELDS)[number];

/** The form's labels, also used by the server to name failing fields. */
export const NEW_SAMPLE_LABELS: Record<NewSampleField, string> = {
  sampleName: 'Nombre del proyecto',
  dueDate: 'Fecha de entrega',
  cardCode: 'Cliente',
  cardName: 'Nombre del cliente',
  email: 'Correo electrónico del cliente',
  phone1: 'Teléfono del cliente (10 dígitos)',
  address: 'Calle y número',
  county: 'Alcaldía/Municipio',
  state: 'Estado',
  zipCode: 'Código postal',
};

/** The optional department field's label (not checked: it may stay empty). */
export const DEPARTMENT_LABEL = 'Departamento';

/** docs/requirements.md §5: local part, @, domain with a 2–3 letter ending. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,3}$/;
const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
const ZIP_PATTERN = new RegExp(`^\\d{${ZIP_DIGITS}}$`);


/** The calendar date `days` after a yyyy-mm-dd date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today's date (yyyy-mm-dd) in the viewer's time zone. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Minimum and default due date in the form: tomorrow where the user is (docs/requirements.md §5, §9). */
export function tomorrowLocal(now: Date): string {
  return addDays(localIsoDate(now), 1);
}

/**
 * The server's minimum due date: tomorrow in the westernmost time zone (UTC−12), so a date that
 * is tomorrow for the user's browser, wherever it is, is never refused; yesterday and today are.
 */
export function serverMinDueDate(now: Date): string {
  return addDays(new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10), 1);
}

/** What a refused due date says, on creation, in the editor's project panel and from the server. */
export const DUE_DATE_MESSAGE = 'La fecha de entrega debe ser a partir de mañana.';

/**
 * The one due-date rule (issue 16, item 8): a real calendar date, `minDueDate` or later. The clock is
 * the caller's: the browser passes `tomorrowLocal(now)`, the server `serverMinDueDate(now)`; used on
 * creation, in the editor's project panel and by PATCH …/project.
 */
export function isAllowedDueDate(value: string, minDueDate: string): boolean {
  return isCalendarDate(value) && value >= minDueDate;
}

const blank = (value: string) => value.trim() === '';

/**
 * The fields that break a rule, in form order; empty when the sample can be sent.
 * The new-client fields are only checked for 'Definir nuevo cliente' (`cardCode === null`).
 */
export function newSampleErrors(values: NewSampleValues, minDueDate: string): NewSampleField[] {
  const failing = new Set<NewSampleField>();
  if (blank(values.sampleName)) failing.add('sampleName');
  if (!isAllowedDueDate(values.dueDate, minDueDate)) failing.add('dueDate');
  if (values.cardCode === undefined || (values.cardCode !== null && blank(values.cardCode))) failing.add('cardCode');
  if (values.cardCode === null) {
    if (blank(values.cardName)) failing.add('cardName');
    if (!EMAIL_PATTERN.test(values.email.trim())) failing.add('email');
    if (!PHONE_PATTERN.test(values.phone1.trim())) failing.add('phone1');
    if (blank(values.address)) failing.add('address');
    if (blank(values.county)) failing.add('county');
    if (blank(values.state)) failing.add('state');
    if (!ZIP_PATTERN.test(values.zipCode.trim())) failing.add('zipCode');
  }
  return NEW_SAMPLE_FIELDS.filter((f) => failing.has(f));
}

/** Spanish sentence naming the failing fields, e.g. 'Revisa estos campos: Estado, Código postal.' */
export function newSampleErrorMessage(fields: readonly NewSampleField[]): string {
  const names = fields.map((f) => NEW_SAMPLE_LABELS[f]);
  return names.length === 1 ? `Revisa el campo: ${names[0]}.` : `Revisa estos campos: ${names.join(', ')}.`;
}

/** The creation payload (docs/requirements.md §3): trimmed values, fixed country, cardCode null for a new client. */
export function toCreateSampleBody(values: NewSampleValues): CreateSampleBody {
  return {
    sampleName: values.sampleName.trim(),
    dueDate: values.dueDate,
    department: (values.department ?? '').trim(),
    cardCode: values.cardCode ?? null,
    cardName: values.cardName.trim(),
    address: values.address.trim(),
    zipCode: values.zipCode.trim(),
    phone1: values.phone1.trim(),
    county: values.county.trim(),
    state: values.state.trim(),
    country: COUNTRY,
    email: values.email.trim(),
  };
}
