import { useId } from 'react';
import { useProgramReport } from '@muestrario/shared/api';
import type { ProgramReport } from '@muestrario/shared/contract';
import { formatDateTime, formatDayMonthYear, formatInteger, programReportCsv } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Link } from 'react-router';
import { Badge, Button, Card, DataTable, EmptyState, LoadState, type DataColumn } from '@muestrario/shared/ui';
import { downloadText } from './download';

type Row = ProgramReport['rows'][number];
type ExceptionRecord = ProgramReport['exceptions'][number];

const n = (value: number) => formatInteger(value);

const COLUMNS: readonly DataColumn<Row>[] = [
  {
    key: 'employee',
    header: 'Empleado',
    rowHeader: true,
    cell: (r) => (
      <>
        <span className="bo:block bo:font-medium bo:text-gray-900">{r.employeeName}</span>
        <span className="bo:block bo:text-gray-500">{[r.employeeNumber, r.jobTitle, r.area].filter(Boolean).join(' · ')}</span>
        {!r.active && <Badge tone="gray">Baja</Badge>}
      </>
    ),
  },
  { key: 'garment', header: 'Prenda', className: 'bo:text-gray-700', cell: (r) => r.garment },
  { key: 'allowance', header: 'Asignación', align: 'right', cell: (r) => (r.extra ? `${n(r.allowance)} + ${n(r.extra)}` : n(r.allowance)) },
  { key: 'ordered', header: 'Pedidas', align: 'right', cell: (r) => n(r.ordered) },
  { key: 'delivered', header: 'Entregadas', align: 'right', cell: (r) => n(r.delivered) },
  { key: 'due', header: 'Por entregar', align: 'right', cell: (r) => <span className={r.due ? 'bo:font-semibold bo:text-amber-800' : ''}>{n(r.due)}</span> },
  { key: 'toOrder', header: 'Sin pedir', align: 'right', cell: (r) => n(r.toOrder) },
  { key: 'orders', header: 'Órdenes', cell: (r) => (r.orders.length ? r.orders.join(', ') : <span className="bo:text-gray-400">—</span>) },
];

/**
 * The program's 'Informe' tab (issue 35 item 5): per employee and garment of the kit, the period's
 * allowance (plus exceptions), the pieces ordered and delivered, what is still due and what is not yet
 * ordered; 'Descargar CSV'; and the exceptions an admin authorised, with who, when and why.
 */
export function ReportTab({ programId, programName }: { programId: number; programName: string }) {
  const { data, error, mutate } = useProgramReport(programId);
  return (
    <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle="No se pudo cargar el informe." loadingLabel="Cargando el informe">
      {(report) => <Report report={report} programName={programName} />}
    </LoadState>
  );
}

function Report({ report, programName }: { report: ProgramReport; programName: string }) {
  const headingId = useId();
  const exceptionsId = useId();
  const t = report.totals;
  const download = () => downloadText(`informe-${slug(programName)}-${report.periodStart}.csv`, programReportCsv(report.rows));
  return (
    <div className="bo:space-y-6">
      <dl className="bo:grid bo:grid-cols-2 bo:gap-3 bo:sm:grid-cols-4">
        {[
          ['Empleados', t.employees],
          ['Asignación', t.allowance + t.extra],
          ['Entregadas', t.delivered],
          ['Por entregar', t.due],
        ].map(([label, value]) => (
          <div key={label} className="bo:rounded-lg bo:border bo:border-gray-200 bo:bg-white bo:px-4 bo:py-3">
            <dt className="bo:text-sm bo:text-gray-600">{label}</dt>
            <dd className="bo:text-2xl bo:font-semibold bo:text-gray-900 bo:tabular-nums">{n(Number(value))}</dd>
          </div>
        ))}
      </dl>

      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:flex bo:flex-col bo:gap-3 bo:border-b bo:border-gray-100 bo:px-4 bo:py-4 bo:sm:flex-row bo:sm:items-center bo:sm:justify-between bo:sm:px-6">
          <div>
            <h3 id={headingId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
              Piezas por empleado
            </h3>
            <p className="bo:text-sm bo:text-gray-600">
              Periodo del {formatDayMonthYear(report.periodStart)} al {formatDayMonthYear(report.periodEnd)}. Pedidas: {n(t.ordered)} · sin pedir: {n(t.toOrder)}.
            </p>
          </div>
          <Button variant="secondary" onClick={download} disabled={report.rows.length === 0}>
            Descargar CSV
          </Button>
        </div>
        {report.rows.length === 0 ? (
          <EmptyState title="Sin empleados" description="Agrega empleados a la plantilla para ver sus asignaciones." />
        ) : (
          <DataTable
            rows={report.rows}
            columns={COLUMNS}
            rowKey={(r) => `${r.employeeId}:${r.kitLineId}`}
            labelledBy={headingId}
            scrollLabel="Tabla de piezas por empleado"
            card={(r) => (
              <div className="bo:space-y-1 bo:text-sm">
                <p className="bo:font-medium bo:text-gray-900">
                  {r.employeeName} {!r.active && <Badge tone="gray">Baja</Badge>}
                </p>
                <p className="bo:text-gray-600">{r.garment}</p>
                <p className="bo:text-gray-800">
                  Asignación {r.extra ? `${n(r.allowance)} + ${n(r.extra)}` : n(r.allowance)} · pedidas {n(r.ordered)} · entregadas {n(r.delivered)} ·{' '}
                  <span className={r.due ? 'bo:font-semibold bo:text-amber-800' : ''}>por entregar {n(r.due)}</span>
                </p>
              </div>
            )}
          />
        )}
      </Card>

      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:border-b bo:border-gray-100 bo:px-4 bo:py-4 bo:sm:px-6">
          <h3 id={exceptionsId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
            Excepciones autorizadas
          </h3>
          <p className="bo:text-sm bo:text-gray-600">Piezas sobre la asignación que un administrador aprobó en este periodo.</p>
        </div>
        {report.exceptions.length === 0 ? (
          <p className="bo:px-4 bo:py-4 bo:text-sm bo:text-gray-600 bo:sm:px-6">Ninguna en este periodo.</p>
        ) : (
          <DataTable rows={report.exceptions} columns={EXCEPTION_COLUMNS} rowKey={(x) => x.id} labelledBy={exceptionsId} scrollLabel="Tabla de excepciones" card={exceptionCard} />
        )}
      </Card>
    </div>
  );
}

const orderLink = (x: ExceptionRecord) =>
  x.order ? (
    <Link to={paths.order(x.order.id)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
      {x.order.folio}
    </Link>
  ) : (
    <span className="bo:text-gray-400">—</span>
  );

const EXCEPTION_COLUMNS: readonly DataColumn<ExceptionRecord>[] = [
  { key: 'employee', header: 'Empleado', rowHeader: true, cell: (x) => <span className="bo:font-medium bo:text-gray-900">{x.employeeName}</span> },
  { key: 'garment', header: 'Prenda', cell: (x) => x.garment },
  { key: 'pieces', header: 'Piezas extra', align: 'right', cell: (x) => n(x.extraPieces) },
  { key: 'reason', header: 'Motivo', className: 'bo:min-w-64', cell: (x) => x.reason },
  { key: 'who', header: 'Autorizó', cell: (x) => `${x.approvedBy.name}, ${formatDateTime(x.approvedAt)}` },
  { key: 'order', header: 'Orden', cell: (x) => (
    <>
      {orderLink(x)}
      {!x.counts && <span className="bo:block bo:text-xs bo:text-gray-500">Cancelada: ya no cuenta</span>}
    </>
  ) },
];

const exceptionCard = (x: ExceptionRecord) => (
  <div className="bo:space-y-1 bo:text-sm">
    <p className="bo:font-medium bo:text-gray-900">
      {x.employeeName} · {x.garment}: {n(x.extraPieces)} {x.extraPieces === 1 ? 'pieza extra' : 'piezas extra'}
    </p>
    <p className="bo:text-gray-700">Motivo: {x.reason}</p>
    <p className="bo:text-gray-600">
      Autorizó {x.approvedBy.name}, {formatDateTime(x.approvedAt)} · {orderLink(x)}
      {!x.counts && ' (cancelada: ya no cuenta)'}
    </p>
  </div>
);

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'programa';
