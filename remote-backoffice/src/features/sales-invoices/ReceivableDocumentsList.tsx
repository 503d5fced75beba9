import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAllowed, useReceivableDocuments } from '@muestrario/shared/api';
import type { ReceivableDocument } from '@muestrario/shared/contract';
import { RECEIVABLES_MESSAGES, type ReceivableList } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Badge, Button, buttonClassName, Card, DataTable, EmptyState, LoadState, PageHeader, SearchBox, usePageTitle, type BadgeTone, type DataColumn } from '@muestrario/shared/ui';
import { PlusIcon } from '../icons';
import { DownPaymentRequestDialog } from './DownPaymentRequestDialog';
import { day, money } from './format';
import { localToday } from '@muestrario/shared/rules';

const SCREENS: Record<ReceivableList, { title: string; description: string; empty: string; emptyHint: string }> = {
  invoice: {
    title: 'Facturas de deudores',
    description: 'Las facturas a clientes, copiadas de una orden de venta o de una entrega, con su método de pago y su saldo.',
    empty: 'Aún no hay facturas de deudores',
    emptyHint: 'Crea una con «Nueva factura» a partir de una orden o una entrega.',
  },
  debit_note: {
    title: 'Notas de débito',
    description: 'Cargos adicionales a una factura (relación 02): fletes, intereses o diferencias de precio.',
    empty: 'Aún no hay notas de débito',
    emptyHint: 'Se crean desde la página de una factura, con «Nota de débito».',
  },
  credit_note: {
    title: 'Notas de crédito',
    description: 'Devoluciones y descuentos sobre facturas (relación 01 o 03), que reducen lo que el cliente debe.',
    empty: 'Aún no hay notas de crédito',
    emptyHint: 'Se crean desde la página de una factura, con «Copiar a nota de crédito».',
  },
  down_payment: {
    title: 'Facturas de anticipo',
    description: 'Los anticipos cobrados a clientes y lo que queda de cada uno por aplicar a su factura final (relación 07).',
    empty: 'Aún no hay facturas de anticipo',
    emptyHint: 'Una solicitud de anticipo cobrada completa se vuelve factura de anticipo.',
  },
  down_payment_request: {
    title: 'Solicitudes de anticipo',
    description: 'Anticipos pedidos a clientes sobre una orden de venta, en espera de su pago.',
    empty: 'No hay solicitudes de anticipo pendientes',
    emptyHint: 'Pide un anticipo sobre una orden abierta con «Nueva solicitud».',
  },
};

const statusTone = (d: ReceivableDocument): BadgeTone =>
  d.status === 'Cancelada' ? 'red' : d.list === 'credit_note' ? 'gray' : d.balanceCents === 0 ? 'green' : d.dueDate && d.dueDate < localToday(new Date()) ? 'yellow' : 'primary';
const statusText = (d: ReceivableDocument) =>
  d.status === 'Cancelada' ? 'Cancelada' : d.list === 'credit_note' ? 'Aplicada' : d.balanceCents === 0 ? 'Pagada' : d.dueDate && d.dueDate < localToday(new Date()) ? 'Vencida' : 'Abierta';

/** '/admin/ventas/facturas', 'notas-debito', 'notas-credito', 'facturas-anticipo', 'solicitudes-anticipo' (issue 32 item 6). */
export default function ReceivableDocumentsList({ list }: { list: ReceivableList }) {
  const screen = SCREENS[list];
  usePageTitle(screen.title);
  const [q, setQ] = useState('');
  const { data, error, mutate } = useReceivableDocuments({ list, ...(q.trim() ? { q: q.trim() } : {}) });
  const mayInvoice = useAllowed('invoice.create');
  const headingId = useId();
  const [requesting, setRequesting] = useState(false);
  const action =
    mayInvoice && list === 'invoice' ? (
      <Link to={paths.newSalesInvoice} className={buttonClassName()}>
        <PlusIcon className="bo:size-5" aria-hidden="true" />
        Nueva factura
      </Link>
    ) : mayInvoice && list === 'down_payment_request' ? (
      <Button onClick={() => setRequesting(true)}>
        <PlusIcon className="bo:size-5" aria-hidden="true" />
        Nueva solicitud
      </Button>
    ) : undefined;
  return (
    <>
      <PageHeader title={screen.title} before={<p className="bo:mb-1 bo:text-sm bo:font-medium bo:text-primary-700">Ventas - Clientes</p>} description={screen.description} actions={action} />
      <div className="bo:mb-4 bo:max-w-md">
        <SearchBox label="Buscar por folio, cliente o vendedor" value={q} onChange={setQ} />
      </div>
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={RECEIVABLES_MESSAGES.loadFailed} loadingLabel={`Cargando ${screen.title.toLowerCase()}`}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={screen.empty} description={screen.emptyHint} />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:sr-only">
                {screen.title}
              </h2>
              <DataTable
                rows={rows}
                columns={COLUMNS}
                rowKey={(d) => d.id}
                labelledBy={headingId}
                cardClassName="bo:space-y-1"
                card={(d) => (
                  <>
                    <p className="bo:flex bo:items-center bo:justify-between bo:gap-2 bo:font-medium bo:text-gray-900">
                      <span>
                        <Link to={paths.salesInvoice(d.id)} className="bo:text-primary-700 bo:hover:underline">
                          {d.folio}
                        </Link>{' '}
                        · {d.partnerName}
                      </span>
                      <Badge tone={statusTone(d)}>{statusText(d)}</Badge>
                    </p>
                    <p className="bo:text-sm bo:text-gray-600">
                      {day(d.docDate)} · {d.paymentMethod} · total {money(d.totalCents, d.currency)}
                      {d.list !== 'credit_note' && ` · saldo ${money(d.balanceCents, d.currency)}`}
                    </p>
                  </>
                )}
              />
            </Card>
          )
        }
      </LoadState>
      {requesting && <DownPaymentRequestDialog onClose={() => setRequesting(false)} />}
    </>
  );
}

const COLUMNS: readonly DataColumn<ReceivableDocument>[] = [
  {
    key: 'folio',
    header: 'Folio',
    rowHeader: true,
    cell: (d) => (
      <Link to={paths.salesInvoice(d.id)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
        {d.folio}
      </Link>
    ),
  },
  { key: 'client', header: 'Cliente', className: 'bo:text-gray-900', cell: (d) => d.partnerName },
  { key: 'seller', header: 'Vendedor', className: 'bo:text-gray-700', cell: (d) => d.sellerName },
  { key: 'date', header: 'Fecha', className: 'bo:tabular-nums bo:text-gray-700', cell: (d) => day(d.docDate) },
  { key: 'due', header: 'Vence', className: 'bo:tabular-nums bo:text-gray-700', cell: (d) => (d.list === 'credit_note' ? '—' : day(d.dueDate)) },
  { key: 'method', header: 'Método', className: 'bo:text-gray-700', cell: (d) => d.paymentMethod },
  { key: 'base', header: 'Origen', className: 'bo:text-gray-700', cell: (d) => d.baseFolio ?? '—' },
  { key: 'total', header: 'Total', align: 'right', className: 'bo:tabular-nums', cell: (d) => money(d.totalCents, d.currency) },
  { key: 'balance', header: 'Saldo', align: 'right', className: 'bo:tabular-nums bo:font-medium', cell: (d) => (d.list === 'credit_note' ? '—' : money(d.balanceCents, d.currency)) },
  { key: 'status', header: 'Estado', cell: (d) => <Badge tone={statusTone(d)}>{statusText(d)}</Badge> },
];
