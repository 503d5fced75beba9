import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  chooseOffer,
  copyPurchasingDocument,
  emailPurchaseOrder,
  purchaseOrderPdfPath,
  setPurchasingDocumentStatus,
  useAllowed,
  useOfferComparison,
  usePurchasingDocument,
} from '@muestrario/shared/api';
import type { OfferComparison, PurchasingDocumentDetail, PurchasingLine } from '@muestrario/shared/contract';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { copyTargets, DOCUMENT_KINDS, formatDayMonthYear, formatMoney, formatStockQuantity, purchasingActionFor, type PurchasingDocumentKind } from '@muestrario/shared/rules';
import { Button, buttonClassName, Card, DataTable, ErrorAlert, LoadState, PageHeader, usePageTitle, useToast, type DataColumn } from '@muestrario/shared/ui';
import { StatusBadge } from '../sales/StatusBadge';

const PURCHASING_KINDS: readonly PurchasingDocumentKind[] = ['purchase_request', 'supplier_quotation', 'purchase_order'];
const dmy = formatDayMonthYear;

/** '/admin/compras/documentos/:id' (issue 31): a request, offer or order with its lines, links and actions. */
export default function PurchasingDocument() {
  const id = Number(useParams().id);
  const { data, error, mutate } = usePurchasingDocument(id);
  usePageTitle(data ? `${DOCUMENT_KINDS[data.kind].name} ${data.folio}` : 'Documento de compra');
  return (
    <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando el documento">
      {(doc) => <DocumentView doc={doc} onChanged={() => void mutate()} />}
    </LoadState>
  );
}

function DocumentView({ doc, onChanged }: { doc: PurchasingDocumentDetail; onChanged: () => void }) {
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const toast = useToast();
  const mayWrite = useAllowed(purchasingActionFor(doc.kind));
  const mayOrder = useAllowed('purchase.order');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = doc.status === 'Abierta';
  const run = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await what();
      toast.success(done);
      onChanged();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'No se pudo completar la acción.');
    } finally {
      setBusy(false);
    }
  };
  const copyTo = (toKind: PurchasingDocumentKind) =>
    run(async () => {
      const made = await copyPurchasingDocument(doc.id, { toKind });
      void navigate(paths.purchasingDocument(made.id));
    }, `${DOCUMENT_KINDS[toKind].name} ${toKind === 'purchase_order' ? 'creado' : 'creada'}.`);
  const targets = copyTargets(doc.kind).filter((k): k is PurchasingDocumentKind => (PURCHASING_KINDS as readonly string[]).includes(k));
  const linesHeading = useId();

  return (
    <>
      <PageHeader
        title={`${DOCUMENT_KINDS[doc.kind].name} ${doc.folio}`}
        description={`${doc.supplier.name} · ${dmy(doc.docDate)}`}
        actions={
          <div className="bo:flex bo:flex-wrap bo:gap-2">
            {doc.kind === 'purchase_order' && (
              <a className="bo:inline-flex bo:items-center bo:rounded-md bo:border bo:border-gray-300 bo:bg-white bo:px-3 bo:py-2 bo:text-sm bo:font-medium bo:text-gray-900" href={purchaseOrderPdfPath(doc.id)} target="_blank" rel="noreferrer">
                PDF
              </a>
            )}
            {doc.kind === 'purchase_order' && mayOrder && (
              <Button variant="secondary" disabled={busy} onClick={() => void run(async () => emailPurchaseOrder(doc.id), 'Pedido enviado por correo al proveedor.')}>
                Enviar por correo
              </Button>
            )}
            {open && mayWrite && (
              <Link to={paths.editPurchasingDocument(doc.id)} className={buttonClassName({ variant: 'secondary' })}>
                Editar
              </Link>
            )}
            {open &&
              targets.map((k) => (
                <CopyButton key={k} kind={k} busy={busy} onCopy={() => void copyTo(k)} />
              ))}
            {open && mayWrite && (
              <Button variant="secondary" disabled={busy} onClick={() => void run(() => setPurchasingDocumentStatus(doc.id, { status: 'Cancelada' }), 'Documento cancelado.')}>
                Cancelar documento
              </Button>
            )}
          </div>
        }
      />
      {notice && (
        <p role="status" className="bo:mb-4 bo:text-sm bo:font-medium bo:text-green-800">
          {notice}
        </p>
      )}
      {failure && <ErrorAlert title={failure} className="bo:mb-4" />}
      <Card className="bo:mb-4">
        <dl className="bo:grid bo:gap-3 sm:bo:grid-cols-3">
          <Fact label="Estado" value={<StatusBadge status={doc.status} />} />
          <Fact label="Proveedor" value={`${doc.supplier.code} · ${doc.supplier.name}`} />
          <Fact label="Comprador" value={doc.buyer.name} />
          <Fact label="Fecha de entrega" value={dmy(doc.dueDate)} />
          <Fact label="Referencia" value={doc.reference || '—'} />
          <Fact label="Total" value={formatMoney(doc.totalCents, doc.currency)} />
          {doc.base && <Fact label="Copiado de" value={<Link className="bo:text-blue-700 bo:underline" to={paths.purchasingDocument(doc.base.id)}>{`${DOCUMENT_KINDS[doc.base.kind].name} ${doc.base.folio}`}</Link>} />}
          {doc.targets.length > 0 && (
            <Fact
              label="Copiado a"
              value={doc.targets.map((t, i) => (
                <span key={t.id}>
                  {i > 0 && ', '}
                  <Link className="bo:text-blue-700 bo:underline" to={paths.purchasingDocument(t.id)}>
                    {t.folio}
                  </Link>
                </span>
              ))}
            />
          )}
        </dl>
      </Card>
      <Card padding="none" className="bo:mb-4 bo:overflow-hidden">
        <h2 id={linesHeading} className="bo:px-4 bo:pt-4 bo:text-base bo:font-semibold bo:text-gray-900">
          Líneas
        </h2>
        <DataTable
          rows={doc.lines}
          columns={lineColumns(doc)}
          rowKey={(l) => l.id}
          labelledBy={linesHeading}
          cardClassName="bo:space-y-1"
          card={(l) => (
            <>
              <p className="bo:font-medium bo:text-gray-900">
                <span className="bo:font-mono">{l.code}</span> · {l.description}
              </p>
              <p className="bo:text-sm bo:text-gray-700">
                {quantity(l.quantity, l)} · abierto {quantity(l.openQuantity, l)} · {l.warehouseName ?? '—'}
              </p>
              <p className="bo:text-sm bo:text-gray-900">{formatMoney(l.subtotalCents, doc.currency)}</p>
            </>
          )}
        />
      </Card>
      {doc.kind === 'purchase_request' && <Comparison requestId={doc.id} mayChoose={mayOrder} onChosen={(orderId) => void navigate(paths.purchasingDocument(orderId))} />}
    </>
  );

  function CopyButton({ kind, busy: disabled, onCopy }: { kind: PurchasingDocumentKind; busy: boolean; onCopy: () => void }) {
    const allowed = useAllowed(purchasingActionFor(kind));
    if (!allowed) return null;
    return (
      <Button disabled={disabled} onClick={onCopy}>
        Copiar a {DOCUMENT_KINDS[kind].name.toLowerCase()}
      </Button>
    );
  }
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="bo:text-xs bo:font-medium bo:uppercase bo:text-gray-500">{label}</dt>
      <dd className="bo:text-sm bo:text-gray-900">{value}</dd>
    </div>
  );
}

const quantity = (q: number, l: PurchasingLine) => (l.unit ? formatStockQuantity(q, l.unit) : String(q));

function lineColumns(doc: PurchasingDocumentDetail): readonly DataColumn<PurchasingLine>[] {
  return [
    { key: 'code', header: 'Código', rowHeader: true, className: 'bo:font-mono', cell: (l) => l.code },
    { key: 'description', header: 'Descripción', cell: (l) => l.description },
    { key: 'warehouse', header: 'Almacén', cell: (l) => l.warehouseName ?? '—' },
    { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:tabular-nums', cell: (l) => quantity(l.quantity, l) },
    { key: 'open', header: 'Abierto', align: 'right', className: 'bo:tabular-nums', cell: (l) => quantity(l.openQuantity, l) },
    { key: 'price', header: 'Precio', align: 'right', className: 'bo:tabular-nums', cell: (l) => formatMoney(l.unitPriceCents * (l.unit === 'metro' ? 100 : 1), doc.currency) },
    { key: 'discount', header: 'Desc.', align: 'right', className: 'bo:tabular-nums', cell: (l) => (l.discountBp ? `${l.discountBp / 100} %` : '—') },
    { key: 'amount', header: 'Importe', align: 'right', className: 'bo:tabular-nums', cell: (l) => formatMoney(l.subtotalCents, doc.currency) },
  ];
}

/** The request's offers side by side: a column per offer, the cheapest price of each line marked, 'Elegir'. */
function Comparison({ requestId, mayChoose, onChosen }: { requestId: number; mayChoose: boolean; onChosen: (orderId: number) => void }) {
  const { data } = useOfferComparison(requestId);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  if (!data || data.offers.length === 0) return null;
  const choose = async (offerId: number) => {
    setFailure(null);
    try {
      onChosen((await chooseOffer(offerId)).id);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'No se pudo elegir la oferta.');
    }
  };
  return (
    <Card className="bo:overflow-x-auto">
      <h2 id={headingId} className="bo:mb-3 bo:text-base bo:font-semibold bo:text-gray-900">
        Ofertas lado a lado
      </h2>
      {failure && <ErrorAlert title={failure} className="bo:mb-3" />}
      <table aria-labelledby={headingId} className="bo:min-w-full bo:text-sm">
        <thead>
          <tr>
            <th scope="col" className="bo:py-2 bo:pr-3 bo:text-left">
              Artículo
            </th>
            {data.offers.map((o) => (
              <th key={o.id} scope="col" className="bo:px-3 bo:py-2 bo:text-right">
                <Link className="bo:text-blue-700 bo:underline" to={paths.purchasingDocument(o.id)}>
                  {o.folio}
                </Link>
                <span className="bo:block bo:font-normal bo:text-gray-600">{o.supplierName}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.lines.map((l) => (
            <tr key={l.lineId} className="bo:border-t bo:border-gray-200">
              <th scope="row" className="bo:py-2 bo:pr-3 bo:text-left bo:font-mono bo:font-normal">
                {l.code}
              </th>
              {data.offers.map((o) => {
                const p = l.prices.find((x) => x.offerId === o.id);
                return (
                  <td key={o.id} className={`bo:px-3 bo:py-2 bo:text-right bo:tabular-nums ${p?.cheapest ? 'bo:bg-green-50 bo:font-semibold bo:text-green-900' : ''}`}>
                    {p ? `${formatMoney(p.unitPriceCents, 'MXN')} · ${formatMoney(p.totalCents, 'MXN')}` : '—'}
                    {p?.cheapest && <span className="bo:sr-only"> (la más barata)</span>}
                  </td>
                );
              })}
            </tr>
          ))}
          <OfferTotals data={data} mayChoose={mayChoose} onChoose={(id) => void choose(id)} />
        </tbody>
      </table>
    </Card>
  );
}

function OfferTotals({ data, mayChoose, onChoose }: { data: OfferComparison; mayChoose: boolean; onChoose: (offerId: number) => void }) {
  return (
    <tr className="bo:border-t-2 bo:border-gray-300">
      <th scope="row" className="bo:py-2 bo:pr-3 bo:text-left">
        Total
      </th>
      {data.offers.map((o) => (
        <td key={o.id} className="bo:px-3 bo:py-2 bo:text-right">
          <span className={`bo:block bo:tabular-nums ${o.cheapest ? 'bo:font-semibold bo:text-green-900' : ''}`}>{formatMoney(o.totalCents, 'MXN')}</span>
          {mayChoose && o.status === 'Abierta' && (
            <Button size="sm" className="bo:mt-1" onClick={() => onChoose(o.id)} aria-label={`Elegir la oferta ${o.folio} de ${o.supplierName}`}>
              Elegir
            </Button>
          )}
        </td>
      ))}
    </tr>
  );
}
