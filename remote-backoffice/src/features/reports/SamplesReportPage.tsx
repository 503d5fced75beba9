import { useSamplesReport } from '@muestrario/shared/api';
import { PageHeader, usePageTitle } from '@muestrario/shared/ui';
import { ReportState } from './ReportState';
import { ConversionFigure, LateFigure, ProductionConversionFigure, StageDaysFigure, StagesFigure } from './samples-figures';

const TITLE = 'Informe de muestras';

/** '/admin/muestras/informes': stages now, turnaround per stage, late samples and conversion to orders. */
export default function SamplesReportPage() {
  usePageTitle(TITLE);
  const { data, error, mutate } = useSamplesReport();
  return (
    <>
      <PageHeader
        title={TITLE}
        before={<p className="bo:mb-1 bo:text-sm bo:font-medium bo:text-primary-700">Muestras</p>}
        description="Dónde están las muestras, cuánto tarda cada etapa, cuáles van tarde y cuántas se vuelven venta y producción."
      />
      <ReportState data={data} error={error} retry={() => void mutate()} label="el informe de muestras">
        {(report) => (
          <div className="bo:grid bo:grid-cols-1 bo:gap-6 bo:xl:grid-cols-2">
            <StagesFigure report={report} />
            <StageDaysFigure report={report} />
            <LateFigure report={report} className="bo:xl:col-span-2" />
            <ConversionFigure report={report} />
            <ProductionConversionFigure report={report} />
          </div>
        )}
      </ReportState>
    </>
  );
}
