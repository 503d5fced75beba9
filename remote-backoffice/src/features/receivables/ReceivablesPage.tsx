import { useId } from 'react';
import { Link } from 'react-router';
import { useClientBalances } from '@muestrario/shared/api';
import type { ClientBalance } from '@muestrario/shared/contract';
import { AGEING_BUCKET_NAMES, AGEING_BUCKETS, RECEIVABLES_MESSAGES } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Card, DataTable, EmptyState, LoadState, PageHeader, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { money } from '../sales-invoices/format';

const TITLE = 'Cartera de clientes';

/** '/admin/ventas/cartera' (issue 32 item 6): what each client owes and its age by due date. */
export default function ReceivablesPage() {
  usePageTitle(TITLE);
  const { data, error, mutate } = useClientBalances();
  const headingId = useId();
  return (
    <>
      <PageHeader
        title={TITLE}
        before={<p className="bo:mb-1 bo:text-sm bo:font-medium bo:text-primary-700">Ventas - Clientes</p>}
        description="El saldo de cada cliente en pesos y su antigüedad en días desde el vencimiento de cada factura."
      />
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={RECEIVABLES_MESSAGES.loadFailed} loadingLabel="Cargando la cartera">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="Ningún cliente tiene saldo" description="Los saldos aparecen al facturar a los clientes." />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:sr-only">
                Saldos por cliente
              </h2>
              <DataTable
                rows={rows}
                columns={COLUMNS}
                rowKey={(b) => b.partnerId}
                labelledBy={headingId}
                cardClassName="bo:space-y-1"
                card={(b) => (
                  <>
                    <p className="bo:font-medium bo:text-gray-900">
                      <Link to={paths.receivablesClient(b.partnerId)} className="bo:text-primary-700 bo:hover:underline">
                        {b.partnerName}
                      </Link>
                    </p>
                    <p className="bo:text-sm bo:text-gray-600">
                      Saldo {money(b.balanceCents)} · vencido {money(b.overdueCents)} · {b.openDocuments} documentos abiertos
                    </p>
                    <p className="bo:text-xs bo:text-gray-500">
                      {AGEING_BUCKETS.map((k) => `${AGEING_BUCKET_NAMES[k]}: ${money(b.ageing[k])}`).join(' · ')}
                    </p>
                  </>
                )}
              />
            </Card>
          )
        }
      </LoadState>
    </>
  );
}

const COLUMNS: readonly DataColumn<ClientBalance>[] = [
  {
    key: 'client',
    header: 'Cliente',
    rowHeader: true,
    cell: (b) => (
      <Link to={paths.receivablesClient(b.partnerId)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
        {b.partnerName}
      </Link>
    ),
  },
  { key: 'open', header: 'Abiertos', align: 'right', className: 'bo:tabular-nums bo:text-gray-700', cell: (b) => b.openDocuments },
  { key: 'balance', header: 'Saldo', align: 'right', className: 'bo:tabular-nums bo:font-semibold', cell: (b) => money(b.balanceCents) },
  { key: 'overdue', header: 'Vencido', align: 'right', className: 'bo:tabular-nums', cell: (b) => money(b.overdueCents) },
  ...AGEING_BUCKETS.map((bucket) => ({ key: bucket, header: AGEING_BUCKET_NAMES[bucket], align: 'right' as const, className: 'bo:tabular-nums bo:text-gray-700', cell: (b: ClientBalance) => money(b.ageing[bucket]) })),
];
