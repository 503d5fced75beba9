import { formatDayMonthYear, formatMoney } from '@muestrario/shared/rules';

/** Cents in pesos ('$1,218.00'). */
export const mxn = (cents: number) => formatMoney(cents, 'MXN');
/** '2026-11-20T10:15:00' → '20/11/2026'. */
export const day = (iso: string) => formatDayMonthYear(iso);
