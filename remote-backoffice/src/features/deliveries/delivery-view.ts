import type { DeliveryDocRef } from '@muestrario/shared/contract';
import { DELIVERY_STATE_LABELS, type DeliveryState } from '@muestrario/shared/domain';
import { formatMoney, formatShortDate, localToday } from '@muestrario/shared/rules';

/** How the deliveries and returns screens show their figures. */
export const pieces = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'pieza' : 'piezas'}`;
export const money = (cents: number | null, currency = 'MXN') => (cents === null ? '—' : formatMoney(cents, currency));
export const day = (iso: string) => formatShortDate(iso.slice(0, 10));
export const statusTone = (s: DeliveryDocRef['status']) => (s === 'Abierta' ? 'green' : s === 'Cerrada' ? 'gray' : 'red');
export const stateTone = (s: DeliveryState) => (s === 'complete' ? 'green' : s === 'partial' ? 'yellow' : 'gray');
export const stateLabel = (s: DeliveryState) => DELIVERY_STATE_LABELS[s];
/** Today as yyyy-mm-dd in the browser's time zone (the delivery's default date). */
export const today = (now = new Date()) => localToday(now);
export const linkClass = 'bo:font-medium bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline';
export const primaryLinkClass = 'bo:inline-flex bo:items-center bo:justify-center bo:rounded-md bo:bg-primary-700 bo:px-3 bo:py-2 bo:text-sm bo:font-semibold bo:text-white bo:hover:bg-primary-800';
export const secondaryLinkClass =
  'bo:inline-flex bo:items-center bo:justify-center bo:rounded-md bo:bg-white bo:px-3 bo:py-2 bo:text-sm bo:font-semibold bo:text-gray-900 bo:ring-1 bo:ring-gray-300 bo:ring-inset bo:hover:bg-gray-50';
