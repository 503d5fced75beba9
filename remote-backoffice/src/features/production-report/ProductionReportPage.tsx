import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveProduction, useProductionReport } from '@muestrario/shared/api';
import { formatReportNumber, productionReportTotals } from '@muestrario/shared/rules';
import { Button, Card, Field, PageHeader, TextInput, usePageTitle } from '@muestrario/shared/ui';
import { ReportState } from '../reports/ReportState';
import { formatShortDate } from '../sales/format-date';
import { LateOrdersFigure, MinutesFigure, PiecesFigure, StatusFigure } from './production-figures';
import { paramsOfRange, rangeErrors, rangeFromParams, type RangeErrors } from './report-range';

const TITLE = 'Informe de producción';

/** One headline figure. */
function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <li>
      <Card className="bo:h-full">
        <p className="bo:text-sm bo:font-medium bo:text-gray-600">{label}</p>
        <p className="bo:mt-1 bo:text-3xl bo:font-semibold bo:tabular-nums bo:text-gray-900">{value}</p>
        <p className="bo:mt-1 bo:text-xs bo:text-gray-500">{note}</p>
      </Card>
    </li>
  );
}

/** The range form: two days, checked here with the server's messages before they go into the address. */
function RangeForm({ from, to, onApply }: { from: string; to: string; onApply: (range: { from: string; to: string }) => void }) {
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<RangeErrors>({});
  // A new range from the server (the address changed, or its default arrived) resets the form.
  const [shown, setShown] = useState({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft({ from, to });
    setErrors({});
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeErrors(draft.from, draft.to);
    setErrors(found);
    if (!found.from && !found.to) onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Periodo del informe" className="bo:grid bo:grid-cols-2 bo:items-start bo:gap-3 bo:sm:flex bo:sm:items-end" noValidate>
      <Field label="Desde" error={errors.from} className="bo:min-w-0 bo:sm:w-44">
        <TextInput type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </Field>
      <Field label="Hasta" error={errors.to} className="bo:min-w-0 bo:sm:w-44">
        <TextInput type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </Field>
      <Button type="submit" variant="secondary" className="bo:col-span-2 bo:sm:mb-0.5">
        Ver periodo
      </Button>
    </form>
  );
}

/** '/admin/produccion/informes': orders by status, late orders, estimated vs actual minutes, pieces per day. */
export default function ProductionReportPage() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const { data, error, mutate } = useProductionReport(range);
  // A start, a finish or a status change anywhere re-reads the report (the live 'production' signal).
  useLiveProduction();
  return (
    <>
      <PageHeader
        title={TITLE}
        before={<p className="bo:mb-1 bo:text-sm bo:font-medium bo:text-primary-700">Producción</p>}
        description={
          data
            ? `Del ${formatShortDate(data.from)} al ${formatShortDate(data.to)} (días de la Ciudad de México).`
            : 'Órdenes por estado, órdenes atrasadas, minutos estimados contra reales y piezas por día.'
        }
        actions={data && <RangeForm from={data.from} to={data.to} onApply={(r) => setParams(paramsOfRange(r), { replace: true })} />}
      />
      <ReportState data={data} error={error} retry={() => void mutate()} label="el informe de producción">
        {(report) => {
          const totals = productionReportTotals(report);
          return (
            <div className="bo:space-y-6">
              <section aria-labelledby="bo-production-figures">
                <h2 id="bo-production-figures" className="bo:sr-only">
                  Indicadores
                </h2>
                <ul className="bo:grid bo:grid-cols-2 bo:gap-4 bo:xl:grid-cols-4">
                  <Figure label="Órdenes abiertas" value={String(totals.openOrders)} note="Creadas en el periodo: planeadas, liberadas o en proceso." />
                  <Figure label="Órdenes atrasadas" value={String(totals.lateOrders)} note="Abiertas, con el fin planeado o la entrega ya pasados." />
                  <Figure label="Piezas terminadas" value={totals.finishedPieces.toLocaleString('es-MX')} note="Buenas al salir de la última operación." />
                  <Figure
                    label="Rechazo"
                    value={totals.rejectionPercent === null ? '—' : `${formatReportNumber(totals.rejectionPercent)} %`}
                    note={`${totals.rejectedPieces.toLocaleString('es-MX')} rechazadas de ${(totals.finishedPieces + totals.rejectedPieces).toLocaleString('es-MX')}.`}
                  />
                </ul>
              </section>
              <div className="bo:grid bo:grid-cols-1 bo:gap-6 bo:xl:grid-cols-2">
                <PiecesFigure report={report} />
                <StatusFigure report={report} />
                <div className="bo:xl:col-span-2">
                  <MinutesFigure report={report} />
                </div>
                <div className="bo:xl:col-span-2">
                  <LateOrdersFigure report={report} />
                </div>
              </div>
            </div>
          );
        }}
      </ReportState>
    </>
  );
}
