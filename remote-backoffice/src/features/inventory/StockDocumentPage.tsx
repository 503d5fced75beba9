import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, useStockDocument } from '@muestrario/shared/api';
import type { StockDocumentLine } from '@muestrario/shared/contract';
import type { StockDocumentKind } from '@muestrario/shared/domain';
import { formatDateTime, formatMoney, formatStockQuantity } from '@muestrario/shared/rules';
import { Card, DataTable, LoadingBlock, PageHeader, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { LoadFailed, NotFoundCard } from '../layout/LoadStates';
import { KIND_PAGES } from './kinds';

const place = (warehouse: string | null, location: string | null) => (warehouse === null ? '—' : location ? `${warehouse}, ${location}` : warehouse);

/** One inventory document (issue 31, item 3): its header and lines as the ledger holds them. */
export default function StockDocumentPage({ kind }: { kind: StockDocumentKind }) {
  const page = KIND_PAGES[kind];
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, mutate } = useStockDocument(valid ? id : null);
  usePageTitle(data ? `${page.labels.one} ${data.folio}` : page.labels.one);
  const heading = useId();
  if (!valid || (error instanceof ApiError && error.status === 404) || (data && data.kind !== kind)) {
    return <NotFoundCard title="No encontramos este documento" backTo={page.list} backLabel={`Volver a ${page.labels.many}`} />;
  }
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Cargando documento" />;

  const columns: DataColumn<StockDocumentLine>[] = [
    { key: 'line', header: '#', className: 'bo:tabular-nums bo:text-gray-500', cell: (l) => l.line },
    {
      key: 'item',
      header: 'Artículo',
      rowHeader: true,
      cell: (l) => (
        <>
          <span className="bo:block bo:font-mono bo:font-medium bo:text-gray-900">{l.code}</span>
          <span className="bo:block bo:text-gray-500">{l.description}</span>
        </>
      ),
    },
    { key: 'from', header: kind === 'transfer' ? 'Origen' : 'Almacén', className: 'bo:text-gray-700', cell: (l) => place(l.warehouseName, l.locationCode) },
  ];
  if (kind === 'transfer') columns.push({ key: 'to', header: 'Destino', className: 'bo:text-gray-700', cell: (l) => place(l.toWarehouseName, l.toLocationCode) });
  columns.push(
    { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums bo:text-gray-900', cell: (l) => formatStockQuantity(l.quantity, l.unit) },
    { key: 'cost', header: kind === 'receipt' ? 'Costo unitario' : 'Costo promedio', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums bo:text-gray-700', cell: (l) => formatMoney(l.unitCostCents, 'MXN') },
  );

  return (
    <>
      <PageHeader
        title={`${page.labels.one} ${data.folio}`}
        description={
          <>
            {formatDateTime(data.at)} · {data.userName ?? 'Datos iniciales'}
            {data.note && ` · ${data.note}`}
          </>
        }
        actions={
          <Link to={page.list} className="bo:text-sm bo:font-medium bo:text-primary-700 bo:hover:underline">
            Volver a {page.labels.many}
          </Link>
        }
      />
      <Card padding="none" className="bo:overflow-hidden">
        <h2 id={heading} className="bo:border-b bo:border-gray-200 bo:px-4 bo:py-4 bo:text-base bo:font-semibold bo:text-gray-900 bo:sm:px-6">
          Líneas
        </h2>
        <DataTable
          rows={data.lines}
          columns={columns}
          rowKey={(l) => l.line}
          labelledBy={heading}
          cardClassName="bo:space-y-1"
          card={(l) => (
            <>
              <p className="bo:font-mono bo:font-semibold bo:text-gray-900">
                {l.line}. {l.code}
              </p>
              <p className="bo:text-sm bo:text-gray-600">{l.description}</p>
              <p className="bo:text-sm bo:text-gray-700">
                {kind === 'transfer' ? `${place(l.warehouseName, l.locationCode)} → ${place(l.toWarehouseName, l.toLocationCode)}` : place(l.warehouseName, l.locationCode)}
              </p>
              <p className="bo:text-sm bo:font-medium bo:text-gray-900">
                {formatStockQuantity(l.quantity, l.unit)} · {formatMoney(l.unitCostCents, 'MXN')} c/u
              </p>
            </>
          )}
        />
      </Card>
    </>
  );
}
