import { PAGE_SIZE, type ProductionOrderListQuery, type ProductionOrderStatusChange, type ProductionOrderSummary } from '@muestrario/shared/contract';
import {
  allowedOrderTransitions,
  isProductionOrderStatus,
  PRODUCTION_ORDER_STATUS_LABELS,
  PRODUCTION_ORDER_STATUSES,
  REJECT_REASON_LABELS,
  type ProductionOrderStatus,
  type RejectReason,
} from '@muestrario/shared/rules';
import type { BadgeTone } from '@muestrario/shared/ui';

/*
 * What the production order screens show, as plain functions (issue 30 item 4): dates in es-MX, the
 * status badge's colour, the list's filters as they live in the URL, the buttons an order offers and the
 * texts of its rows. The components only draw these.
 */

const dayFormat = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const instantFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' });

/** A calendar day 'AAAA-MM-DD' as '4 dic 2026' (the same day everywhere); '—' for none or unreadable. */
export function formatDay(day: string | null | undefined): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!m) return '—';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? '—' : dayFormat.format(date);
}

/** An ISO instant as Mexico City sees it ('26 nov 2026, 10:00'); '—' for none or unreadable. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : instantFormat.format(date);
}

/** 'del 30 nov 2026 al 2 dic 2026', or '—' when the order is not planned. */
export function plannedRange(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  if (start === end || !end) return formatDay(start);
  return `del ${formatDay(start)} al ${formatDay(end)}`;
}

export const pieces = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'pieza' : 'piezas'}`;
export const minutes = (n: number) => `${n.toLocaleString('es-MX')} min`;

/** Planeada gray, Liberada blue, En proceso yellow, Cerrada green, Cancelada red. */
export const STATUS_TONES: Record<ProductionOrderStatus, BadgeTone> = {
  planned: 'gray',
  released: 'primary',
  in_progress: 'yellow',
  closed: 'green',
  cancelled: 'red',
};

/** The URL parameters of the list's filters: `?estado=released&atrasadas=si`. */
export const ORDER_FILTER_PARAMS = { status: 'estado', late: 'atrasadas' } as const;
export const ORDER_FILTER_KEYS = Object.values(ORDER_FILTER_PARAMS);
export const LATE_ONLY = 'si';

export interface OrderListFilters {
  status: ProductionOrderStatus | null;
  lateOnly: boolean;
}

/** The filters read from the URL's filter values (see `useListParams`); unknown values are dropped. */
export function orderFiltersFromParams(values: Readonly<Record<string, readonly string[]>>): OrderListFilters {
  const status = values[ORDER_FILTER_PARAMS.status]?.[0];
  return { status: isProductionOrderStatus(status) ? status : null, lateOnly: values[ORDER_FILTER_PARAMS.late]?.[0] === LATE_ONLY };
}

/** A change of the filters as URL filter values. */
export function orderFilterParams(filters: OrderListFilters): Record<string, string[]> {
  return { [ORDER_FILTER_PARAMS.status]: filters.status ? [filters.status] : [], [ORDER_FILTER_PARAMS.late]: filters.lateOnly ? [LATE_ONLY] : [] };
}

/** The server query of a page of the list. */
export function orderListQuery(search: string, filters: OrderListFilters, page: number): ProductionOrderListQuery {
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.lateOnly ? { late: true } : {}),
    page,
    pageSize: PAGE_SIZE,
  };
}

/** The status filter's options, in the statuses' order. */
export const STATUS_OPTIONS = [{ value: '', label: 'Todos los estados' }, ...PRODUCTION_ORDER_STATUSES.map((s) => ({ value: s, label: PRODUCTION_ORDER_STATUS_LABELS[s] }))];

/** The status changes a person picks by hand ('En proceso' follows the first operation started). */
export type ChosenStatus = 'planned' | 'released' | 'closed' | 'cancelled';

export const ACTION_LABELS: Record<ChosenStatus, string> = {
  released: 'Liberar',
  planned: 'Regresar a planeada',
  cancelled: 'Cancelar orden',
  closed: 'Cerrar orden',
};

/** The buttons an order offers: none to someone who may not change statuses, else the table's moves. */
export function orderActions(status: ProductionOrderStatus, mayChange: boolean): ChosenStatus[] {
  if (!mayChange) return [];
  return allowedOrderTransitions(status).filter((s): s is ChosenStatus => s !== 'in_progress');
}

/** What came out of an operation: '9 buenas · 1 rechazada (Puntada suelta)'; '—' before it finishes. */
export function operationResult(op: { good: number | null; rejected: number | null; reason: RejectReason | null }): string {
  if (op.good === null) return '—';
  const rejected = op.rejected ?? 0;
  const good = `${op.good.toLocaleString('es-MX')} ${op.good === 1 ? 'buena' : 'buenas'}`;
  if (rejected === 0) return good;
  const reason = op.reason ? ` (${REJECT_REASON_LABELS[op.reason]})` : '';
  return `${good} · ${rejected.toLocaleString('es-MX')} ${rejected === 1 ? 'rechazada' : 'rechazadas'}${reason}`;
}

/** A status change as the history shows it: 'Planeada → Liberada', or 'Creada como Planeada' for the first. */
export function historyChange(change: Pick<ProductionOrderStatusChange, 'from' | 'to'>): string {
  const to = PRODUCTION_ORDER_STATUS_LABELS[change.to];
  return change.from === null ? `Creada como ${to}` : `${PRODUCTION_ORDER_STATUS_LABELS[change.from]} → ${to}`;
}

/** An order is open until it is closed or cancelled (a line may have one open order at a time). */
export const isOpenOrder = (order: Pick<ProductionOrderSummary, 'status'>) => order.status !== 'closed' && order.status !== 'cancelled';

/** 'Orden de fabricación OF-00012 · Liberada': how a sales order line names its production order. */
export const orderLinkText = (order: Pick<ProductionOrderSummary, 'folio' | 'status'>) => `Orden de fabricación ${order.folio} · ${PRODUCTION_ORDER_STATUS_LABELS[order.status]}`;
