import { toCsv } from '../reports/csv';
import { foldText } from '../text';
import type { AllowanceCount } from './reorder';

/*
 * The program report (issue 35 item 5): per employee and kit line, the period's allowance, the pieces
 * ordered and delivered, and what is due. Pure: the server reads the rows, this decides every figure.
 * - Ordered: the period's `program_order_pieces` of orders not cancelled.
 * - Delivered: deliveries are recorded per order line and size (variant), not per person. Each order
 *   line's delivered pieces of a colour and size go to that cell's employees in name-list order (the order
 *   the reorder wrote them: the pieces' ids), each up to what was ordered for them; what a delivery sent
 *   beyond the reorder's pieces (the seller enlarged the grid) is nobody's.
 * - Due: the allowance (with the period's exceptions) less what was delivered; 'sin pedir': less what was
 *   ordered. Neither goes below zero. An employee no longer active is owed nothing (allowance 0) and is
 *   listed only for the pieces they got; a kit line of a former job title has allowance 0 too.
 */

export interface ReportEmployee {
  id: number;
  name: string;
  employeeNumber: string | null;
  jobTitleId: number;
  jobTitle: string;
  area: string | null;
  active: boolean;
}

export interface ReportKitLine {
  id: number;
  jobTitleId: number;
  garment: string;
  piecesPerPeriod: number;
}

/** One `program_order_pieces` row of an order that is not cancelled, with its order line's colour. */
export interface ReportPieces {
  id: number;
  employeeId: number;
  kitLineId: number;
  orderId: number;
  orderFolio: string;
  orderLineId: number;
  /** The piece's colour as a key both sides share (the server passes the style colour's id). */
  colourKey: string;
  size: string;
  pieces: number;
}

/** What deliveries took of an order line's colour and size. */
export interface DeliveredCell {
  orderLineId: number;
  colourKey: string;
  size: string;
  pieces: number;
}

export interface ProgramReportInput {
  employees: readonly ReportEmployee[];
  kitLines: readonly ReportKitLine[];
  pieces: readonly ReportPieces[];
  delivered: readonly DeliveredCell[];
  /** The period's recorded exceptions (extra pieces allowed). */
  extra: readonly AllowanceCount[];
}

export interface ProgramReportRow {
  employeeId: number;
  employeeName: string;
  employeeNumber: string | null;
  jobTitle: string;
  area: string | null;
  active: boolean;
  kitLineId: number;
  garment: string;
  /** Pieces per period of the kit line. */
  allowance: number;
  /** Extra pieces of the period's exceptions. */
  extra: number;
  ordered: number;
  delivered: number;
  /** allowance + extra − delivered (never below 0). */
  due: number;
  /** allowance + extra − ordered (never below 0). */
  toOrder: number;
  /** The orders' folios that gave pieces, in order. */
  orders: string[];
}

export interface ProgramReportTotals {
  employees: number;
  allowance: number;
  extra: number;
  ordered: number;
  delivered: number;
  due: number;
  toOrder: number;
}

const cellKey = (lineId: number, colour: string, size: string) => `${lineId}\u0000${foldText(colour.trim())}\u0000${foldText(size.trim())}`;

/** Delivered pieces per `program_order_pieces` id (see the file's comment). */
export function assignDelivered(pieces: readonly ReportPieces[], delivered: readonly DeliveredCell[]): Map<number, number> {
  const left = new Map<string, number>();
  for (const d of delivered) left.set(cellKey(d.orderLineId, d.colourKey, d.size), (left.get(cellKey(d.orderLineId, d.colourKey, d.size)) ?? 0) + Math.max(0, d.pieces));
  const out = new Map<number, number>();
  for (const p of [...pieces].sort((a, b) => a.id - b.id)) {
    const key = cellKey(p.orderLineId, p.colourKey, p.size);
    const available = left.get(key) ?? 0;
    const given = Math.min(available, p.pieces);
    out.set(p.id, given);
    left.set(key, available - given);
  }
  return out;
}

const byName = (a: ReportEmployee, b: ReportEmployee) => foldText(a.name).localeCompare(foldText(b.name), 'es-MX') || a.id - b.id;

/** One row per employee and kit line of their job title (plus kit lines they got pieces of before a change of job title). */
export function programReport(input: ProgramReportInput): { rows: ProgramReportRow[]; totals: ProgramReportTotals } {
  const delivered = assignDelivered(input.pieces, input.delivered);
  const kitById = new Map(input.kitLines.map((k, i) => [k.id, { ...k, index: i }]));
  type Sum = { ordered: number; delivered: number; orders: string[] };
  const sums = new Map<string, Sum>();
  const key = (employeeId: number, kitLineId: number) => `${employeeId}:${kitLineId}`;
  for (const p of input.pieces) {
    const s = sums.get(key(p.employeeId, p.kitLineId)) ?? { ordered: 0, delivered: 0, orders: [] };
    s.ordered += p.pieces;
    s.delivered += delivered.get(p.id) ?? 0;
    if (!s.orders.includes(p.orderFolio)) s.orders.push(p.orderFolio);
    sums.set(key(p.employeeId, p.kitLineId), s);
  }
  const extra = new Map<string, number>();
  for (const e of input.extra) extra.set(key(e.employeeId, e.kitLineId), (extra.get(key(e.employeeId, e.kitLineId)) ?? 0) + e.pieces);

  const rows: ProgramReportRow[] = [];
  for (const employee of [...input.employees].sort(byName)) {
    // An employee no longer active is owed nothing: listed only for the pieces they got this period.
    const lineIds = new Set(employee.active ? input.kitLines.filter((k) => k.jobTitleId === employee.jobTitleId).map((k) => k.id) : []);
    for (const p of input.pieces) if (p.employeeId === employee.id && kitById.has(p.kitLineId)) lineIds.add(p.kitLineId);
    for (const kitLineId of [...lineIds].sort((a, b) => kitById.get(a)!.index - kitById.get(b)!.index)) {
      const kit = kitById.get(kitLineId)!;
      const s = sums.get(key(employee.id, kitLineId)) ?? { ordered: 0, delivered: 0, orders: [] };
      const allowance = employee.active && kit.jobTitleId === employee.jobTitleId ? kit.piecesPerPeriod : 0;
      const more = employee.active ? (extra.get(key(employee.id, kitLineId)) ?? 0) : 0;
      rows.push({
        employeeId: employee.id,
        employeeName: employee.name,
        employeeNumber: employee.employeeNumber,
        jobTitle: employee.jobTitle,
        area: employee.area,
        active: employee.active,
        kitLineId,
        garment: kit.garment,
        allowance,
        extra: more,
        ordered: s.ordered,
        delivered: s.delivered,
        due: Math.max(0, allowance + more - s.delivered),
        toOrder: Math.max(0, allowance + more - s.ordered),
        orders: s.orders,
      });
    }
  }
  const total = (pick: (r: ProgramReportRow) => number) => rows.reduce((sum, r) => sum + pick(r), 0);
  return {
    rows,
    totals: {
      employees: new Set(rows.map((r) => r.employeeId)).size,
      allowance: total((r) => r.allowance),
      extra: total((r) => r.extra),
      ordered: total((r) => r.ordered),
      delivered: total((r) => r.delivered),
      due: total((r) => r.due),
      toOrder: total((r) => r.toOrder),
    },
  };
}

export const PROGRAM_REPORT_CSV_HEADER = [
  'Número de empleado',
  'Empleado',
  'Puesto',
  'Área',
  'Activo',
  'Prenda',
  'Asignación',
  'Excepciones',
  'Pedidas',
  'Entregadas',
  'Por entregar',
  'Sin pedir',
  'Órdenes',
] as const;

/** The report as a CSV for Excel in Mexico (comma-separated, BOM, CRLF). */
export function programReportCsv(rows: readonly ProgramReportRow[]): string {
  return toCsv(
    PROGRAM_REPORT_CSV_HEADER,
    rows.map((r) => [r.employeeNumber ?? '', r.employeeName, r.jobTitle, r.area ?? '', r.active ? 'Sí' : 'No', r.garment, r.allowance, r.extra, r.ordered, r.delivered, r.due, r.toOrder, r.orders.join(' ')]),
  );
}
