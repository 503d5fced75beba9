import { Link } from 'react-router';
import type { SamplesReport } from '@muestrario/shared/contract';
import { stageName } from '@muestrario/shared/domain';
import { formatCsvDate, formatReportNumber } from '@muestrario/shared/rules';
import { samplePath } from '@muestrario/shared/routes';
import { StageBadge } from '@muestrario/shared/ui';
import { BarChart } from './charts';
import { ReportFigure } from './ReportFigure';
import { plural, stageColour } from './stage-bars';
import { formatShortDate } from '../sales/format-date';

export { StagesFigure } from './stages-figure';

const days = (n: number | null) => (n === null ? 'Sin datos' : `${formatReportNumber(n)} ${n === 1 ? 'día' : 'días'}`);

/** 'Días por etapa': the median stay in each stage over the window. */
export function StageDaysFigure({ report, className }: { report: SamplesReport; className?: string }) {
  const rows = report.stageDays;
  return (
    <ReportFigure
      className={className}
      title="Días por etapa (mediana)"
      description={`Cuánto tarda una muestra en cada etapa: la mediana de las estancias que terminaron en los últimos ${report.windowDays} días, según los cambios de etapa del historial.`}
      csvName="dias-por-etapa"
      chart={
        <BarChart
          summary={`Mediana de días por etapa: ${rows.map((r) => `${stageName(r.stage)} ${days(r.medianDays)}`).join(', ')}.`}
          bars={rows.map((r) => ({ label: stageName(r.stage), value: r.medianDays ?? 0, text: days(r.medianDays), colour: stageColour(r.stage) }))}
        />
      }
      table={{
        columns: ['Etapa', 'Mediana de días', 'Estancias medidas'],
        rows: rows.map((r) => [stageName(r.stage), r.medianDays === null ? '—' : formatReportNumber(r.medianDays), r.stays]),
        csvRows: rows.map((r) => [stageName(r.stage), r.medianDays === null ? '' : formatReportNumber(r.medianDays), r.stays]),
      }}
    />
  );
}

/** 'Muestras atrasadas': past their due date and not authorised, most late first. */
export function LateFigure({ report, className }: { report: SamplesReport; className?: string }) {
  const late = report.late;
  const byStage = report.byStage.map((s) => ({ stage: s.stage, count: late.filter((l) => l.stage === s.stage).length })).filter((s) => s.count > 0);
  return (
    <ReportFigure
      className={className}
      title="Muestras atrasadas"
      description={
        late.length === 0
          ? 'Ninguna muestra ha pasado su fecha de entrega sin autorizarse.'
          : `${plural(late.length, 'muestra pasó', 'muestras pasaron')} su fecha de entrega sin autorizarse (al ${formatShortDate(report.today)}).`
      }
      csvName="muestras-atrasadas"
      chart={
        byStage.length ? (
          <BarChart
            summary={`Muestras atrasadas por etapa: ${byStage.map((r) => `${stageName(r.stage)} ${r.count}`).join(', ')}.`}
            bars={byStage.map((r) => ({ label: stageName(r.stage), value: r.count, text: String(r.count), colour: stageColour(r.stage) }))}
          />
        ) : null
      }
      table={{
        columns: ['Muestra', 'Cliente', 'Etapa', 'Entrega', 'Días de atraso'],
        alignLeft: [1, 2, 3],
        rows: late.map((l) => [
          <Link key="name" to={samplePath(l.id, l.stage)} className="bo:text-primary-700 bo:hover:text-primary-900">
            {l.name}
          </Link>,
          l.client,
          <StageBadge key="stage" stage={l.stage} />,
          formatShortDate(l.dueDate),
          l.daysLate,
        ]),
        csvRows: late.map((l) => [l.name, l.client, stageName(l.stage), formatCsvDate(l.dueDate), l.daysLate]),
      }}
    />
  );
}

/** 'Conversión a orden de venta': of the authorised (or sold) samples, how many led to an order. */
export function ConversionFigure({ report, className }: { report: SamplesReport; className?: string }) {
  const { candidates, withOrder, percent } = report.conversion;
  const rate = percent === null ? 'Sin datos' : `${formatReportNumber(percent)} %`;
  return (
    <ReportFigure
      className={className}
      title="Conversión de muestra a orden de venta"
      description="Muestras autorizadas (o ya vendidas) que llevaron a una orden de venta no cancelada, hecha desde su cotización («Cotizar»)."
      csvName="conversion-muestra-orden"
      chart={
        <BarChart
          summary={`Conversión: ${withOrder} de ${candidates} muestras (${rate}).`}
          bars={[
            { label: 'Autorizadas o vendidas', value: candidates, text: String(candidates), colour: 'bo:bg-gray-400' },
            { label: 'Con orden de venta', value: withOrder, text: `${withOrder} (${rate})`, colour: 'bo:bg-emerald-600' },
          ]}
        />
      }
      table={{
        columns: ['Indicador', 'Valor'],
        rows: [
          ['Muestras autorizadas o vendidas', candidates],
          ['Con orden de venta', withOrder],
          ['Conversión', rate],
        ],
        csvRows: [
          ['Muestras autorizadas o vendidas', candidates],
          ['Con orden de venta', withOrder],
          ['Conversión (%)', percent === null ? '' : formatReportNumber(percent)],
        ],
      }}
    />
  );
}


/** 'Conversión de muestra a producción': of the authorised samples, how many became a production order. */
export function ProductionConversionFigure({ report, className }: { report: SamplesReport; className?: string }) {
  const { authorised, withProductionOrder, percent, pieces } = report.production;
  const rate = percent === null ? 'Sin datos' : `${formatReportNumber(percent)} %`;
  return (
    <ReportFigure
      className={className}
      title="Conversión de muestra a producción"
      description="Muestras autorizadas que ya tienen una orden de fabricación no cancelada, y las piezas de esas órdenes."
      csvName="conversion-muestra-produccion"
      chart={
        <BarChart
          summary={`Conversión a producción: ${withProductionOrder} de ${authorised} muestras autorizadas (${rate}).`}
          bars={[
            { label: 'Autorizadas', value: authorised, text: String(authorised), colour: 'bo:bg-gray-400' },
            { label: 'Con orden de fabricación', value: withProductionOrder, text: `${withProductionOrder} (${rate})`, colour: 'bo:bg-emerald-600' },
          ]}
        />
      }
      table={{
        columns: ['Indicador', 'Valor'],
        rows: [
          ['Muestras autorizadas', authorised],
          ['Con orden de fabricación', withProductionOrder],
          ['Conversión', rate],
          ['Piezas en órdenes de fabricación', pieces.toLocaleString('es-MX')],
        ],
        csvRows: [
          ['Muestras autorizadas', authorised],
          ['Con orden de fabricación', withProductionOrder],
          ['Conversión (%)', percent === null ? '' : formatReportNumber(percent)],
          ['Piezas en órdenes de fabricación', pieces],
        ],
      }}
    />
  );
}
