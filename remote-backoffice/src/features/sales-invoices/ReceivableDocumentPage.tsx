import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAllowed, useReceivableDocument, useRefreshReceivables } from '@muestrario/shared/api';
import type { PaymentApplication, ReceivableDocumentDetail } from '@muestrario/shared/contract';
import { CFDI_PAYMENT_METHOD_NAMES, CFDI_RELATION_NAMES, formaPagoLabel, RECEIVABLE_LIST_NAMES, RECEIVABLES_MESSAGES, USOS_CFDI } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, DataTable, LoadState, NotFoundPage, PageHeader, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { FiscalActions } from '../fiscal-documents/FiscalActions';
import { PaymentDialog } from '../receivables/PaymentDialog';
import { CreditNoteDialog } from './CreditNoteDialog';
import { DebitNoteDialog } from './DebitNoteDialog';
import { day, money } from './format';

type Line = ReceivableDocumentDetail['lines'][number];

/** '/admin/ventas/facturas/:id': any sales fiscal document, its fiscal terms, relations and payments (issue 32 item 6). */
export default function ReceivableDocumentPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, mutate } = useReceivableDocument(valid ? id : null);
  usePageTitle(data ? `${RECEIVABLE_LIST_NAMES[data.list].singular} ${data.folio}` : 'Documento de ventas');
  if (!valid) return <NotFoundPage backTo={paths.salesInvoices} backLabel="Volver a facturas" />;
  return (
    <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={RECEIVABLES_MESSAGES.loadFailed} loadingLabel="Cargando el documento">
      {(doc) => <DocumentView doc={doc} />}
    </LoadState>
  );
}

const LIST_PATH = {
  invoice: paths.salesInvoices,
  debit_note: paths.salesDebitNotes,
  credit_note: paths.salesCreditNotes,
  down_payment: paths.salesDownPayments,
  down_payment_request: paths.downPaymentRequests,
} as const;

function DocumentView({ doc }: { doc: ReceivableDocumentDetail }) {
  const mayInvoice = useAllowed('invoice.create');
  const mayCollect = useAllowed('payment.receive');
  const refresh = useRefreshReceivables();
  const [dialog, setDialog] = useState<'payment' | 'credit' | 'debit' | null>(null);
  const linesId = useId();
  const paymentsId = useId();
  const name = RECEIVABLE_LIST_NAMES[doc.list].singular;
  const uso = USOS_CFDI.find((u) => u.code === doc.cfdiUse);
  const open = doc.status !== 'Cancelada';
  const actions = (
    <div className="bo:flex bo:flex-wrap bo:gap-2">
      {mayCollect && open && doc.balanceCents > 0 && <Button onClick={() => setDialog('payment')}>Registrar cobro</Button>}
      {mayInvoice && open && doc.list === 'invoice' && (
        <Button variant="secondary" onClick={() => setDialog('credit')} disabled={doc.lines.every((l) => l.openQuantity === 0)}>
          Copiar a nota de crédito
        </Button>
      )}
      {mayInvoice && open && doc.list === 'invoice' && (
        <Button variant="secondary" onClick={() => setDialog('debit')}>
          Nota de débito
        </Button>
      )}
    </div>
  );
  const fields: [string, React.ReactNode][] = [
    ['Cliente', <Link key="c" to={paths.receivablesClient(doc.partnerId)} className="bo:text-primary-700 bo:hover:underline">{doc.partnerName}</Link>],
    ['RFC', doc.rfc || '—'],
    ['Vendedor', doc.sellerName],
    ['Fecha', day(doc.docDate)],
    ['Vence', doc.list === 'credit_note' ? '—' : day(doc.dueDate)],
    ['Moneda', doc.currency === 'MXN' ? 'MXN' : `${doc.currency} · TC ${(doc.exchangeRate / 10_000).toFixed(4)}`],
    ['Estado', doc.status],
    ['Origen', doc.baseFolio ?? '—'],
  ];
  const fiscal: [string, string][] = [
    ['Método de pago', CFDI_PAYMENT_METHOD_NAMES[doc.paymentMethod]],
    ['Forma de pago', formaPagoLabel(doc.paymentForm)],
    ['Uso del CFDI', uso ? `${uso.code} · ${uso.description}` : doc.cfdiUse],
  ];
  return (
    <>
      <PageHeader
        title={`${name} ${doc.folio}`}
        before={
          <Link to={LIST_PATH[doc.list]} className="bo:mb-1 bo:inline-block bo:text-sm bo:font-medium bo:text-primary-700 bo:hover:underline">
            {RECEIVABLE_LIST_NAMES[doc.list].plural}
          </Link>
        }
        description={doc.partnerName}
        actions={actions}
      />
      <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:lg:grid-cols-3">
        <Card className="bo:lg:col-span-2">
          <dl className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-3 bo:sm:grid-cols-2 bo:xl:grid-cols-4">
            {fields.map(([label, value]) => (
              <div key={label}>
                <dt className="bo:text-xs bo:font-medium bo:text-gray-500">{label}</dt>
                <dd className="bo:text-sm bo:text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <h2 className="bo:mb-3 bo:text-sm bo:font-semibold bo:text-gray-900">Saldo</h2>
          <dl className="bo:space-y-1 bo:text-sm">
            <Amount label="Total" cents={doc.totalCents} currency={doc.currency} />
            {doc.creditedCents > 0 && <Amount label="Notas de crédito" cents={-doc.creditedCents} currency={doc.currency} />}
            {doc.downPaymentsAppliedCents > 0 && <Amount label="Anticipos aplicados" cents={-doc.downPaymentsAppliedCents} currency={doc.currency} />}
            {doc.paidCents > 0 && <Amount label="Cobrado" cents={-doc.paidCents} currency={doc.currency} />}
            {doc.list !== 'credit_note' && <Amount label="Saldo" cents={doc.balanceCents} currency={doc.currency} strong />}
            {doc.list === 'down_payment' && <Amount label="Por aplicar" cents={doc.downPaymentAvailableCents} currency={doc.currency} strong />}
          </dl>
        </Card>
      </div>
      {/* The CFDI's fiscal terms and relations (this area's) and its stamp (fiscal-documents' actions). */}
      <Card className="bo:mt-4">
        <h2 className="bo:mb-3 bo:text-sm bo:font-semibold bo:text-gray-900">Datos fiscales</h2>
        <dl className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-3 bo:sm:grid-cols-3">
          {fiscal.map(([label, value]) => (
            <div key={label}>
              <dt className="bo:text-xs bo:font-medium bo:text-gray-500">{label}</dt>
              <dd className="bo:text-sm bo:text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        {doc.list !== 'down_payment_request' && (
          <div className="bo:mt-4 bo:border-t bo:border-gray-200 bo:pt-4">
            <FiscalActions source="document" id={doc.id} what={`${name} ${doc.folio}`} onChange={() => void refresh()} />
          </div>
        )}
        {(doc.relates.length > 0 || doc.relatedBy.length > 0) && (
          <ul className="bo:mt-4 bo:space-y-1 bo:text-sm bo:text-gray-700">
            {doc.relates.map((r) => (
              <li key={`to-${r.documentId}`}>
                Relaciona {CFDI_RELATION_NAMES[r.relationType]}:{' '}
                <Link to={paths.salesInvoice(r.documentId)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
                  {r.folio}
                </Link>{' '}
                ({money(r.amountCents, doc.currency)})
              </li>
            ))}
            {doc.relatedBy.map((r) => (
              <li key={`by-${r.documentId}`}>
                Relacionada por{' '}
                <Link to={paths.salesInvoice(r.documentId)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
                  {r.folio}
                </Link>{' '}
                ({CFDI_RELATION_NAMES[r.relationType]}, {money(r.amountCents, doc.currency)})
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card padding="none" className="bo:mt-4 bo:overflow-hidden">
        <h2 id={linesId} className="bo:px-4 bo:pt-4 bo:text-sm bo:font-semibold bo:text-gray-900">
          Partidas
        </h2>
        <DataTable
          rows={doc.lines}
          columns={lineColumns(doc.currency)}
          rowKey={(l) => l.id}
          labelledBy={linesId}
          cardClassName="bo:space-y-1"
          card={(l) => (
            <>
              <p className="bo:font-medium bo:text-gray-900">
                {l.code} · {l.description}
              </p>
              <p className="bo:text-sm bo:text-gray-600">
                {l.quantity} × {money(l.unitPriceCents, doc.currency)} = {money(l.subtotalCents, doc.currency)}
              </p>
            </>
          )}
        />
        <dl className="bo:flex bo:flex-col bo:items-end bo:gap-1 bo:border-t bo:border-gray-200 bo:p-4 bo:text-sm">
          <Amount label="Subtotal" cents={doc.subtotalCents} currency={doc.currency} />
          <Amount label="IVA" cents={doc.taxCents} currency={doc.currency} />
          <Amount label="Total" cents={doc.totalCents} currency={doc.currency} strong />
        </dl>
      </Card>
      {doc.payments.length > 0 && (
        <Card padding="none" className="bo:mt-4 bo:overflow-hidden">
          <h2 id={paymentsId} className="bo:px-4 bo:pt-4 bo:text-sm bo:font-semibold bo:text-gray-900">
            Cobros aplicados
          </h2>
          <DataTable
            rows={doc.payments}
            columns={PAYMENT_COLUMNS}
            rowKey={(p) => `${p.paymentId}-${p.instalment}`}
            labelledBy={paymentsId}
            cardClassName="bo:space-y-1"
            card={(p) => (
              <>
                <p className="bo:font-medium bo:text-gray-900">
                  {p.paymentFolio} · parcialidad {p.instalment}
                </p>
                <p className="bo:text-sm bo:text-gray-600">
                  {day(p.date)} · pagado {money(p.paidCents, p.currency)} · saldo insoluto {money(p.remainingBalanceCents, p.currency)}
                </p>
              </>
            )}
          />
        </Card>
      )}
      {dialog === 'payment' && <PaymentDialog partnerId={doc.partnerId} partnerName={doc.partnerName} documentId={doc.id} onClose={() => setDialog(null)} />}
      {dialog === 'credit' && <CreditNoteDialog invoice={doc} onClose={() => setDialog(null)} />}
      {dialog === 'debit' && <DebitNoteDialog invoice={doc} onClose={() => setDialog(null)} />}
    </>
  );
}

function Amount({ label, cents, currency, strong = false }: { label: string; cents: number; currency: string; strong?: boolean }) {
  return (
    <div className={`bo:flex bo:w-full bo:max-w-xs bo:justify-between bo:gap-6 ${strong ? 'bo:font-semibold bo:text-gray-900' : 'bo:text-gray-700'}`}>
      <dt>{label}</dt>
      <dd className="bo:tabular-nums">{money(cents, currency)}</dd>
    </div>
  );
}

const lineColumns = (currency: string): DataColumn<Line>[] => [
  { key: 'code', header: 'Código', rowHeader: true, className: 'bo:font-medium bo:text-gray-900', cell: (l) => l.code },
  { key: 'description', header: 'Descripción', className: 'bo:text-gray-700', cell: (l) => l.description },
  { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:tabular-nums', cell: (l) => l.quantity },
  { key: 'price', header: 'Precio', align: 'right', className: 'bo:tabular-nums', cell: (l) => money(l.unitPriceCents, currency) },
  { key: 'amount', header: 'Importe', align: 'right', className: 'bo:tabular-nums', cell: (l) => money(l.subtotalCents, currency) },
];

const PAYMENT_COLUMNS: readonly DataColumn<PaymentApplication>[] = [
  { key: 'folio', header: 'Cobro', rowHeader: true, className: 'bo:font-medium bo:text-gray-900', cell: (p) => p.paymentFolio },
  { key: 'date', header: 'Fecha', className: 'bo:tabular-nums bo:text-gray-700', cell: (p) => day(p.date) },
  { key: 'form', header: 'Forma de pago', className: 'bo:text-gray-700', cell: (p) => formaPagoLabel(p.paymentForm) },
  { key: 'instalment', header: 'Parcialidad', align: 'right', className: 'bo:tabular-nums', cell: (p) => p.instalment },
  { key: 'previous', header: 'Saldo anterior', align: 'right', className: 'bo:tabular-nums', cell: (p) => money(p.previousBalanceCents, p.currency) },
  { key: 'paid', header: 'Pagado', align: 'right', className: 'bo:tabular-nums', cell: (p) => money(p.paidCents, p.currency) },
  { key: 'remaining', header: 'Saldo insoluto', align: 'right', className: 'bo:tabular-nums bo:font-medium', cell: (p) => money(p.remainingBalanceCents, p.currency) },
];
