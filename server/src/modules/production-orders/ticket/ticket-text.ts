import type { ProductionOrderDetail } from '@muestrario/shared/contract';
import { formatShortDate, PRODUCTION_ORDER_STATUS_LABELS } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';

/*
 * What the job ticket (issue 30 item 7) writes, as plain functions: its labels, the header's fields in
 * es-MX formats and the URL each operation's QR code opens. draw-ticket.ts only lays them out.
 */

export const TICKET_TITLE = 'Hoja de trabajo';

export const TICKET_LABELS = {
  client: 'Cliente',
  salesOrder: 'Orden de venta',
  style: 'Estilo',
  sample: 'Muestra',
  pieces: 'Piezas',
  status: 'Estado',
  promised: 'Fecha prometida',
  plannedStart: 'Inicio planeado',
  plannedEnd: 'Fin planeado',
  views: 'Vistas de la muestra',
  noViews: 'La muestra no tiene decoraciones que mostrar.',
  grid: 'Cuadrícula de tallas',
  colour: 'Color',
  size: 'Talla',
  total: 'Total',
  materials: 'Materiales a surtir',
  withoutBom: 'El estilo no tiene lista de materiales: solo se surten las prendas lisas.',
  component: 'Componente',
  description: 'Descripción',
  net: 'Neto',
  scrap: 'Merma',
  unit: 'Unidad',
  picked: 'Surtido',
  blank: 'Prenda lisa',
  operations: 'Operaciones',
  scan: 'Escanea para iniciar o terminar',
  machine: 'Máquina',
  unassigned: 'Sin asignar',
  day: 'Día',
  unplanned: 'Sin día',
  minutes: 'Minutos',
  good: 'Buenas',
  rejected: 'Rechazadas',
  initials: 'Iniciales',
  names: 'Lista de nombres',
  name: 'Nombre',
  noNames: 'Esta orden no lleva lista de nombres.',
  continued: '(continúa)',
} as const;

const integer = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const quantity = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });

/** '1,200'. */
export const formatInteger = (n: number): string => integer.format(n);
/** '42', '12.5', '0.375'. */
export const formatQuantity = (n: number): string => quantity.format(n);
/** '5 dic 2026', or '—' when there is no day. */
export const formatDay = (day: string | null): string => (day ? formatShortDate(day) || '—' : '—');
/** '2 h 05 min', '45 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${formatInteger(minutes)} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${formatInteger(h)} h` : `${formatInteger(h)} h ${String(m).padStart(2, '0')} min`;
}

/** The absolute URL of an operation's phone page (the QR code's content); `origin` without a trailing slash. */
export function operationUrl(origin: string, operationId: number): string {
  return `${origin.replace(/\/+$/, '')}${paths.productionOperation(operationId)}`;
}

/** One URL per operation, in the ticket's order (by sequence). */
export function ticketQrUrls(detail: Pick<ProductionOrderDetail, 'operations'>, origin: string): string[] {
  return sortedOperations(detail.operations).map((op) => operationUrl(origin, op.id));
}

export function sortedOperations<T extends { sequence: number; id: number }>(operations: readonly T[]): T[] {
  return [...operations].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/** The header's label/value pairs. */
export function ticketHeaderFields(detail: ProductionOrderDetail): Array<readonly [string, string]> {
  const L = TICKET_LABELS;
  const style = detail.styleDescription ? `${detail.styleCode} · ${detail.styleDescription}` : detail.styleCode;
  return [
    [L.client, detail.clientName],
    [L.salesOrder, `${detail.salesOrderFolio} · línea ${detail.lineNumber}`],
    [L.style, style],
    [L.sample, `${detail.sampleName} · ronda ${detail.snapshot.sample?.round ?? 1}`],
    [L.pieces, formatInteger(detail.pieces)],
    [L.status, PRODUCTION_ORDER_STATUS_LABELS[detail.status]],
    [L.promised, formatDay(detail.promisedDate)],
    [L.plannedStart, formatDay(detail.plannedStart)],
    [L.plannedEnd, formatDay(detail.plannedEnd)],
  ];
}

/** The PDF's file name: 'OF-00012-hoja-de-trabajo.pdf'. */
export const ticketFileName = (folio: string): string => `${folio.replace(/[^A-Za-z0-9-]/g, '')}-hoja-de-trabajo.pdf`;
