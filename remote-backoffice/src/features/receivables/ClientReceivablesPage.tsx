import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { clientStatementPath, useAllowed, useClientBalance } from '@muestrario/shared/api';
import type { ClientBalanceDetail, CustomerPayment, ReceivableDocument } from '@muestrario/shared/contract';
import { AGEING_BUCKET_NAMES, AGEING_BUCKETS, formaPagoLabel, RECEIVABLE_LIST_NAMES, RECEIVABLES_MESSAGES } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Button, buttonClassName, Card, DataTable, EmptyState, LoadState, NotFoundPage, PageHeader, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { day, money } from '../sales-invoices/format';
import { FiscalActions } from '../fiscal-documents/FiscalActions';
import { PaymentDialog } from './PaymentDialog';

/** '/admin/ventas/cartera/:id': a client's balance, ageing, open documents, payments and statement PDF. */
export default function ClientReceivablesPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, mutate } = useClientBalance(valid ? id : null);
  usePageTitle(data ? `Cartera de ${data.partnerName}` : 'Cartera del cliente');
  if (!valid) return <NotFoundPage backTo={paths.receivables} backLabel="Volver a la cartera" />;
  return (
    <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={RECEIVABLES_MESSAGES.loadFailed} loadingLabel="Cargando la cartera del cliente">
      {(detail) => <ClientView detail={detail} />}
    </LoadState>
  );
}

function ClientView({ detail }: { detail: ClientBalanceDetail }) {
  const mayCollect = useAllowed('payment.receive');
  const [paying, setPaying] = useState(false);
  const docsId = useId();
  const paymentsId = useId();
  const open = detail.documents.filter((d) => d.balanceCents > 0);
  return (
    <>
      <PageHeader
        title={detail.partnerName}
        before={
          <Link to={paths.receivables} className="bo:mb-1 bo:inline-block bo:text-sm bo:font-medium bo:text-primary-700 bo:hover:underline">
            Cartera de clientes
          </Link>
        }
        description={detail.rfc ? `RFC ${detail.rfc}` : undefined}
        actions={
          <div className="bo:flex bo:flex-wrap bo:gap-2">
            {mayCollect && open.length > 0 && <Button onClick={() => setPaying(true)}>Registrar cobro</Button>}
            <a href={clientStatementPath(detail.partnerId)} target="_blank" rel="noopener" className={buttonClassName({ variant: 'secondary' })}>
              Estado de cuenta (PDF)
            </a>
          </div>
        }
      />
      <Card>
        <h2 className="bo:mb-3 bo:text-sm bo:font-semibold bo:text-gray-900">Saldo y antigüedad</h2>
        <dl className="bo:grid bo:grid-cols-2 bo:gap-4 bo:sm:grid-cols-3 bo:xl:grid-cols-6">
          <Figure label="Saldo" value={money(detail.balanceCents)} strong />
          <Figure label="Vencido" value={money(detail.overdueCents)} />
          {AGEING_BUCKETS.map((b) => (
            <Figure key={b} label={AGEING_BUCKET_NAMES[b]} value={money(detail.ageing[b])} />
          ))}
        </dl>
      </Card>
      <Card padding="none" className="bo:mt-4 bo:overflow-hidden">
        <h2 id={docsId} className="bo:px-4 bo:pt-4 bo:text-sm bo:font-semibold bo:text-gray-900">
          Documentos abiertos
        </h2>
        {open.length === 0 ? (
          <EmptyState title="Sin documentos abiertos" description="Todo lo facturado a este cliente está cobrado." />
        ) : (
          <DataTable
            rows={open}
            columns={DOC_COLUMNS}
            rowKey={(d) => d.id}
            labelledBy={docsId}
            cardClassName="bo:space-y-1"
            card={(d) => (
              <>
                <p className="bo:font-medium bo:text-gray-900">
                  <Link to={paths.salesInvoice(d.id)} className="bo:text-primary-700 bo:hover:underline">
                    {d.folio}
                  </Link>{' '}
                  · {RECEIVABLE_LIST_NAMES[d.list].singular}
                </p>
                <p className="bo:text-sm bo:text-gray-600">
                  Vence {day(d.dueDate)} · saldo {money(d.balanceCents, d.currency)}
                </p>
              </>
            )}
          />
        )}
      </Card>
      <Card padding="none" className="bo:mt-4 bo:overflow-hidden">
        <h2 id={paymentsId} className="bo:px-4 bo:pt-4 bo:text-sm bo:font-semibold bo:text-gray-900">
          Cobros
        </h2>
        {detail.payments.length === 0 ? (
          <EmptyState title="Sin cobros" description="Los cobros registrados de este cliente aparecen aquí." />
        ) : (
          <DataTable
            rows={detail.payments}
            columns={PAYMENT_COLUMNS}
            rowKey={(p) => p.id}
            labelledBy={paymentsId}
            cardClassName="bo:space-y-1"
            card={(p) => (
              <>
                <p className="bo:font-medium bo:text-gray-900">
                  {p.folio} · {money(p.amountCents, p.currency)}
                </p>
                <p className="bo:text-sm bo:text-gray-600">
                  {day(p.date)} · {p.applications.map((a) => `${a.documentFolio} (parcialidad ${a.instalment})`).join(', ')}
                </p>
                <FiscalActions source="payment" id={p.id} what={`el cobro ${p.folio}`} />
              </>
            )}
          />
        )}
      </Card>
      {paying && <PaymentDialog partnerId={detail.partnerId} partnerName={detail.partnerName} onClose={() => setPaying(false)} />}
    </>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="bo:text-xs bo:font-medium bo:text-gray-500">{label}</dt>
      <dd className={`bo:tabular-nums ${strong ? 'bo:text-lg bo:font-semibold bo:text-gray-900' : 'bo:text-sm bo:text-gray-900'}`}>{value}</dd>
    </div>
  );
}

const DOC_COLUMNS: readonly DataColumn<ReceivableDocument>[] = [
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
  { key: 'kind', header: 'Documento', className: 'bo:text-gray-700', cell: (d) => `${RECEIVABLE_LIST_NAMES[d.list].singular} · ${d.paymentMethod}` },
  { key: 'date', header: 'Fecha', className: 'bo:tabular-nums bo:text-gray-700', cell: (d) => day(d.docDate) },
  { key: 'due', header: 'Vence', className: 'bo:tabular-nums bo:text-gray-700', cell: (d) => day(d.dueDate) },
  { key: 'total', header: 'Total', align: 'right', className: 'bo:tabular-nums', cell: (d) => money(d.totalCents, d.currency) },
  { key: 'balance', header: 'Saldo', align: 'right', className: 'bo:tabular-nums bo:font-semibold', cell: (d) => money(d.balanceCents, d.currency) },
];

const PAYMENT_COLUMNS: readonly DataColumn<CustomerPayment>[] = [
  { key: 'folio', header: 'Folio', rowHeader: true, className: 'bo:font-medium bo:text-gray-900', cell: (p) => p.folio },
  { key: 'date', header: 'Fecha', className: 'bo:tabular-nums bo:text-gray-700', cell: (p) => day(p.date) },
  { key: 'form', header: 'Forma de pago', className: 'bo:text-gray-700', cell: (p) => formaPagoLabel(p.paymentForm) },
  { key: 'applied', header: 'Aplicado a', className: 'bo:text-gray-700', cell: (p) => p.applications.map((a) => `${a.documentFolio} (${a.instalment})`).join(', ') },
  { key: 'reference', header: 'Referencia', className: 'bo:text-gray-700', cell: (p) => p.reference || '—' },
  { key: 'amount', header: 'Importe', align: 'right', className: 'bo:tabular-nums bo:font-medium', cell: (p) => money(p.amountCents, p.currency) },
  { key: 'cfdi', header: 'CFDI de pago', className: 'bo:min-w-56', cell: (p) => <FiscalActions source="payment" id={p.id} what={`el cobro ${p.folio}`} /> },
];
