import { Link } from 'react-router';
import type { ProductionReport } from '@muestrario/shared/contract';
import { formatCsvDate, formatReportNumber, OPERATION_KIND_LABELS, PRODUCTION_ORDER_STATUS_LABELS } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { BarChart, seriesColour } from '../reports/charts';
import { StackedColumns } from '../reports/stacked-columns';
import { ReportFigure } from '../reports/ReportFigure';
import { formatShortDate } from '../sales/format-date';
import { piecesBuckets, shortDay } from './pieces-buckets';

/* The production report's figures: each a chart (the reports' plain CSS charts) with its table and CSV. */

const n = (value: number) => value.toLocaleString('es-MX');
const pieces = (value: number) => `${n(value)} ${value === 1 ? 'pieza' : 'piezas'}`;
const minutes = (value: number) => `${n(value)} min`;
const dateOrDash = (day: string | null) => (day ? formatShortDate(day) : '—');

const STATUS_COLOURS = ['bo:bg-gray-400', 'bo:bg-sky-500', 'bo:bg-amber-500', 'bo:bg-emerald-600', 'bo:bg-rose-500'];

/** 'Órdenes por estado': the orders created in the range, by their status now. */
export function StatusFigure({ report }: { report: ProductionReport }) {
  const rows = report.byStatus;
  return (
    <ReportFigure
      title="Órdenes por estado"
      description="Órdenes de fabricación creadas en el periodo, según su estado actual."
      csvName="ordenes-por-estado"
      chart={
        <BarChart
          summary={`Órdenes por estado: ${rows.map((r) => `${PRODUCTION_ORDER_STATUS_LABELS[r.status]} ${r.orders}`).join(', ')}.`}
          bars={rows.map((r, i) => ({ label: PRODUCTION_ORDER_STATUS_LABELS[r.status], value: r.orders, text: String(r.orders), colour: STATUS_COLOURS[i] }))}
        />
      }
      table={{
        columns: ['Estado', 'Órdenes', 'Piezas'],
        rows: rows.map((r) => [PRODUCTION_ORDER_STATUS_LABELS[r.status], n(r.orders), n(r.pieces)]),
        csvRows: rows.map((r) => [PRODUCTION_ORDER_STATUS_LABELS[r.status], r.orders, r.pieces]),
        footer: ['Total', n(rows.reduce((s, r) => s + r.orders, 0)), n(rows.reduce((s, r) => s + r.pieces, 0))],
      }}
    />
  );
}

/** 'Piezas por día': good and rejected pieces by the day they were finished. */
export function PiecesFigure({ report }: { report: ProductionReport }) {
  const buckets = piecesBuckets(report.piecesPerDay);
  const withPieces = report.piecesPerDay.filter((d) => d.good > 0 || d.rejected > 0);
  const good = withPieces.reduce((s, d) => s + d.good, 0);
  const rejected = withPieces.reduce((s, d) => s + d.rejected, 0);
  const crossesYear = report.from.slice(0, 4) !== report.to.slice(0, 4);
  return (
    <ReportFigure
      title="Piezas por día"
      description="Piezas buenas al salir de la última operación de cada orden y piezas rechazadas en cualquier operación, por día en que se terminó la operación."
      csvName="piezas-por-dia"
      chart={
        <StackedColumns
          columns={buckets.map((b) => b.label)}
          series={[
            { name: 'Buenas', values: buckets.map((b) => b.good) },
            { name: 'Rechazadas', values: buckets.map((b) => b.rejected) },
          ]}
          formatTotal={pieces}
          summary={
            withPieces.length === 0
              ? 'Piezas por día: ninguna pieza terminada ni rechazada en el periodo.'
              : `Piezas por día: ${buckets
                  .filter((b) => b.good || b.rejected)
                  .map((b) => `${b.title}: ${b.good} buenas, ${b.rejected} rechazadas`)
                  .join('; ')}.`
          }
        />
      }
      table={{
        columns: ['Día', 'Buenas', 'Rechazadas'],
        rows: withPieces.map((d) => [shortDay(d.day, crossesYear), n(d.good), n(d.rejected)]),
        csvRows: withPieces.map((d) => [formatCsvDate(d.day), d.good, d.rejected]),
        footer: ['Total', n(good), n(rejected)],
      }}
    />
  );
}

/** The difference of actual against estimated minutes, in percent ('+12 %', '−5 %'), or '—'. */
export function minutesDifference(estimated: number, actual: number): string {
  if (estimated === 0) return '—';
  const percent = Math.round(((actual - estimated) * 100) / estimated);
  return percent > 0 ? `+${percent} %` : percent < 0 ? `−${-percent} %` : '0 %';
}

/** 'Minutos estimados contra reales': per machine and operation kind, of the operations finished in the range. */
export function MinutesFigure({ report }: { report: ProductionReport }) {
  const rows = report.minutes;
  const name = (r: (typeof rows)[number]) => `${r.machineName} · ${OPERATION_KIND_LABELS[r.kind]}`;
  return (
    <ReportFigure
      title="Minutos estimados contra reales"
      description="Operaciones terminadas en el periodo, por máquina y operación. Reales: del inicio al fin de cada operación, en minutos completos."
      csvName="minutos-estimados-reales"
      chart={
        rows.length ? (
          <BarChart
            summary={`Minutos estimados contra reales: ${rows.map((r) => `${name(r)} ${r.estimatedMinutes} estimados, ${r.actualMinutes} reales`).join('; ')}.`}
            bars={rows.flatMap((r) => [
              // The word that tells the pair apart comes first: a phone truncates the label's end.
              { label: `Estimados · ${name(r)}`, value: r.estimatedMinutes, text: minutes(r.estimatedMinutes), colour: 'bo:bg-gray-400' },
              { label: `Reales · ${name(r)}`, value: r.actualMinutes, text: minutes(r.actualMinutes), colour: seriesColour(0) },
            ])}
          />
        ) : null
      }
      table={{
        columns: ['Máquina', 'Operación', 'Operaciones', 'Estimados (min)', 'Reales (min)', 'Diferencia'],
        alignLeft: [1],
        rows: rows.map((r) => [r.machineName, OPERATION_KIND_LABELS[r.kind], n(r.operations), n(r.estimatedMinutes), n(r.actualMinutes), minutesDifference(r.estimatedMinutes, r.actualMinutes)]),
        csvRows: rows.map((r) => [r.machineName, OPERATION_KIND_LABELS[r.kind], r.operations, r.estimatedMinutes, r.actualMinutes, minutesDifference(r.estimatedMinutes, r.actualMinutes)]),
      }}
    />
  );
}

/** 'Órdenes atrasadas': open orders past their planned end or promised date (today, whatever the range). */
export function LateOrdersFigure({ report }: { report: ProductionReport }) {
  const late = report.late;
  return (
    <ReportFigure
      title="Órdenes atrasadas"
      description={
        late.length === 0
          ? 'Ninguna orden abierta ha pasado su fin planeado ni su fecha prometida.'
          : 'Órdenes abiertas cuyo fin planeado o fecha prometida ya pasó (hoy, sin importar el periodo).'
      }
      csvName="ordenes-atrasadas"
      chart={null}
      table={{
        columns: ['Orden', 'Cliente', 'Estilo', 'Estado', 'Piezas', 'Fin planeado', 'Entrega prometida', 'Avance'],
        alignLeft: [1, 2, 3, 5, 6],
        rows: late.map((o) => [
          <Link key="folio" to={paths.productionOrder(o.id)} className="bo:text-primary-700 bo:hover:text-primary-900">
            {o.folio}
          </Link>,
          o.clientName,
          o.styleCode,
          PRODUCTION_ORDER_STATUS_LABELS[o.status],
          n(o.pieces),
          dateOrDash(o.plannedEnd),
          dateOrDash(o.promisedDate),
          `${o.progressPercent} %`,
        ]),
        csvRows: late.map((o) => [
          o.folio,
          o.clientName,
          o.styleCode,
          PRODUCTION_ORDER_STATUS_LABELS[o.status],
          o.pieces,
          o.plannedEnd ? formatCsvDate(o.plannedEnd) : '',
          o.promisedDate ? formatCsvDate(o.promisedDate) : '',
          formatReportNumber(o.progressPercent),
        ]),
      }}
    />
  );
}
