import type { SamplesReport } from '@muestrario/shared/contract';
import { stageName } from '@muestrario/shared/domain';
import { BarChart } from './charts';
import { ReportFigure } from './ReportFigure';
import { plural, stageColour } from './stage-bars';

/** 'Muestras por etapa': how many samples are in each stage now. */
export function StagesFigure({ report, className }: { report: SamplesReport; className?: string }) {
  const rows = report.byStage;
  return (
    <ReportFigure
      className={className}
      title="Muestras por etapa"
      description={`${plural(report.total, 'muestra', 'muestras')} en total, en la etapa en que están hoy.`}
      csvName="muestras-por-etapa"
      chart={
        <BarChart
          summary={`Muestras por etapa: ${rows.map((r) => `${stageName(r.stage)} ${r.count}`).join(', ')}.`}
          bars={rows.map((r) => ({ label: stageName(r.stage), value: r.count, text: String(r.count), colour: stageColour(r.stage) }))}
        />
      }
      table={{
        columns: ['Etapa', 'Muestras'],
        rows: rows.map((r) => [stageName(r.stage), r.count]),
        csvRows: rows.map((r) => [stageName(r.stage), r.count]),
        footer: ['Total', report.total],
      }}
    />
  );
}
