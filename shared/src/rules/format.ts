/** Display formatting shared by every screen (docs/requirements.md §9): es-MX dates, KB sizes, RGB colours, avatar initials. */

const LOCALE = 'es-MX';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A formatter made on first use: building an Intl formatter loads the locale's data, which costs tens of
 * milliseconds on a slow phone; a module that merely imports this file (the avatar's initials) pays nothing.
 */
const onFirstUse = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const longDate = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
const longDateUtc = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const shortDateUtc = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const integer = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));

/**
 * 'lunes, 23 de noviembre de 2026'. A calendar date ('2026-11-23') is shown as that day in every time
 * zone; a timestamp or Date is shown in the viewer's time zone. Returns '' for an unreadable value.
 */
export function formatLongDate(value: string | Date): string {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) {
      const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return Number.isNaN(date.getTime()) ? '' : longDateUtc().format(date);
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate().format(date);
}

/** A calendar date ('2026-11-23') as '23 nov 2026', the same day in every time zone; '' when unreadable. */
export function formatShortDate(value: string): string {
  const m = DATE_ONLY.exec(value);
  if (!m) return '';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? '' : shortDateUtc().format(date);
}

/** A calendar date ('2026-11-27') as documents print it, '27/11/2026'; '—' when there is none. */
export function formatDayMonthYear(iso: string | null | undefined): string {
  const m = iso ? DATE_ONLY.exec(iso.slice(0, 10)) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}

/**
 * File size as the spec shows it: bytes / 1000, rounded, with thousands separators: '1,235 KB'. A file
 * of 1 to 999 bytes reads '< 1 KB' (never '0 KB' for a file that has content); empty or invalid: '0 KB'.
 */
export function formatKb(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  if (bytes < 1000) return '< 1 KB';
  return `${integer().format(Math.round(bytes / 1000))} KB`;
}

/** '#1D4ED8' (or '1d4ed8', or the short '#fff') → 'rgb(29, 78, 216)'; null when it is not a hex colour. */
export function hexToRgb(hex: string): string | null {
  let digits = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(digits)) digits = [...digits].map((d) => d + d).join('');
  if (!/^[0-9a-f]{6}$/i.test(digits)) return null;
  const n = Number.parseInt(digits, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** First letter of a name for an avatar, upper-cased ('Ñ' and accents kept); '?' when there is none. */
export function initialOf(name: string | null | undefined): string {
  const first = [...(name ?? '').trim()].find((ch) => /[\p{L}\p{N}]/u.test(ch));
  return first ? first.toLocaleUpperCase(LOCALE) : '?';
}

/** Initials of a person for the presence badges: first letter of first and last name ('Ana López' → 'AL'). */
export function initialsOf(firstName: string, lastName: string): string {
  const first = initialOf(firstName);
  const last = initialOf(lastName);
  return last === '?' ? first : first === '?' ? last : `${first}${last}`;
}

const centimetres = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));

/** A length in cm as shown on cards: '10 cm', '7.5 cm' (one decimal at most). */
export function formatCm(cm: number): string {
  return `${centimetres().format(Number.isFinite(cm) ? cm : 0)} cm`;
}

const dateTime = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/** Date and time (24 h) in the viewer's time zone: '22 de noviembre de 2026 a las 14:05'. '' for an unreadable value. */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime().format(date);
}
