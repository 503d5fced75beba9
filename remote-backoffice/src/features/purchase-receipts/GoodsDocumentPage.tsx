import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useAllowed, useGoodsReceipt, useGoodsReturn } from '@muestrario/shared/api';
import type { GoodsDocumentDetail, GoodsDocumentLine, StockMove } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { Badge, Card, DataTable, LoadState, PageHeader, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import type { GoodsKind } from './GoodsList';
import { day, money, qty, statusTone } from './goods-view';

const linkClass = 'bo:font-medium bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline';

/** A receipt's or a return's detail: header, lines with their costs, the ledger moves it made, the documents around it. */
export default function GoodsDocumentPage({ kind }: { kind: GoodsKind }) {
  const { id: raw } = useParams();
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const receipt = useGoodsReceipt(kind === 'receipt' ? id : null);
  const goodsReturn = useGoodsReturn(kind === 'return' ? id : null);
  const read = kind === 'receipt' ? receipt : goodsReturn;
  const noun = kind === 'receipt' ? 'Entrada de mercancía' : 'Devolución de mercancía';
  usePageTitle(read.data ? `${noun} ${read.data.folio}` : noun);
  if (id === null) return <PageHeader title={noun} description="No encontramos ese documento." />;
  return (
    <LoadState data={read.data} error={read.error} onRetry={() => void read.mutate()} failedTitle={`No se pudo cargar la ${noun.toLowerCase()}.`} loadingLabel={`Cargando ${noun.toLowerCase()}`}>
      {(d) => <Detail d={d} noun={noun} />}
    </LoadState>
  );
}

function Detail({ d, noun }: { d: GoodsDocumentDetail; noun: string }) {
  const mayReturn = useAllowed('purchase.receive');
  const linesHeading = useId();
  const movesHeading = useId();
  const returnable = d.kind === 'goods_receipt_po' && d.status === 'Abierta' && d.lines.some((l) => l.openQuantity > 0);
  const back = d.kind === 'goods_receipt_po' ? paths.goodsReceipts : paths.goodsReturns;
  return (
    <>
      <PageHeader
        before={
          <Link to={back} className={`bo:text-sm ${linkClass}`}>
            {d.kind === 'goods_receipt_po' ? 'Entradas de mercancía' : 'Devoluciones de mercancía'}
          </Link>
        }
        title={`${noun} ${d.folio}`}
        description={
          <span className="bo:flex bo:flex-wrap bo:items-center bo:gap-2">
            <Badge tone={statusTone(d.status)}>{d.status}</Badge>
            <span>
              {d.supplier.name} · {day(d.docDate)} · {d.createdByName}
            </span>
          </span>
        }
        actions={
          returnable && mayReturn ? (
            <Link to={paths.newGoodsReturn(d.id)} className="bo:inline-flex bo:items-center bo:rounded-md bo:bg-primary-700 bo:px-3 bo:py-2 bo:text-sm bo:font-semibold bo:text-white bo:hover:bg-primary-800">
              Devolver mercancía
            </Link>
          ) : undefined
        }
      />
      <Card className="bo:mb-6">
        <dl className="bo:grid bo:grid-cols-1 bo:gap-4 bo:text-sm bo:sm:grid-cols-2 bo:lg:grid-cols-4">
          <Fact label="Pedido de compra">{d.order ? d.order.folio : '—'}</Fact>
          {d.receipt && (
            <Fact label="Entrada">
              <Link to={paths.goodsReceipt(d.receipt.id)} className={linkClass}>
                {d.receipt.folio}
              </Link>
            </Fact>
          )}
          <Fact label="Almacén">{d.warehouse ? `${d.warehouse.name}${d.location ? `, ubicación ${d.location.code}` : ''}` : '—'}</Fact>
          <Fact label="Total">
            {money(d.totalCents, d.currency)}
            {d.currency !== 'MXN' && <span className="bo:block bo:text-gray-600">{money(d.totalMxnCents)} en pesos</span>}
          </Fact>
          {d.note && <Fact label="Nota">{d.note}</Fact>}
          {d.returns.length > 0 && (
            <Fact label="Devoluciones">
              {d.returns.map((r, i) => (
                <span key={r.id}>
                  {i > 0 && ', '}
                  <Link to={paths.goodsReturn(r.id)} className={linkClass}>
                    {r.folio}
                  </Link>
                </span>
              ))}
            </Fact>
          )}
        </dl>
      </Card>
      <h2 id={linesHeading} className="bo:mb-2 bo:text-lg bo:font-semibold bo:text-gray-900">
        Líneas
      </h2>
      <Card padding="none" className="bo:mb-6 bo:overflow-hidden">
        <DataTable rows={d.lines} rowKey={(l) => l.id} labelledBy={linesHeading} columns={lineColumns(d)} scrollLabel="Líneas del documento" />
      </Card>
      <h2 id={movesHeading} className="bo:mb-2 bo:text-lg bo:font-semibold bo:text-gray-900">
        Movimientos de almacén
      </h2>
      <Card padding="none" className="bo:overflow-hidden">
        <DataTable rows={d.moves} rowKey={(m) => m.id} labelledBy={movesHeading} columns={moveColumns(d)} scrollLabel="Movimientos de almacén" />
      </Card>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="bo:font-medium bo:text-gray-500">{label}</dt>
      <dd className="bo:mt-1 bo:text-gray-900">{children}</dd>
    </div>
  );
}

const lineColumns = (d: GoodsDocumentDetail): DataColumn<GoodsDocumentLine>[] => [
  { key: 'code', header: 'Artículo', rowHeader: true, className: 'bo:whitespace-nowrap bo:font-mono bo:text-xs', cell: (l) => l.variantCode ?? l.itemCode ?? l.code },
  { key: 'description', header: 'Descripción', className: 'bo:min-w-48', cell: (l) => l.description },
  {
    key: 'base',
    header: d.kind === 'goods_receipt_po' ? 'Pedido' : 'Recibido',
    align: 'right',
    className: 'bo:whitespace-nowrap bo:tabular-nums',
    cell: (l) => (l.baseQuantity === null ? '—' : qty(l.baseQuantity, l.unit)),
  },
  { key: 'quantity', header: d.kind === 'goods_receipt_po' ? 'Recibido' : 'Devuelto', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => qty(l.quantity, l.unit) },
  ...(d.kind === 'goods_receipt_po'
    ? [{ key: 'open', header: 'Por devolver', align: 'right' as const, className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l: GoodsDocumentLine) => qty(l.openQuantity, l.unit) }]
    : []),
  { key: 'price', header: 'Precio', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => money(l.unitPriceCents, d.currency) },
  {
    key: 'cost',
    header: 'Costo (MXN)',
    align: 'right',
    className: 'bo:whitespace-nowrap bo:tabular-nums',
    cell: (l) => (l.unitCostCents === null ? '—' : `${money(l.unitCostCents)}${l.unit === 'metro' ? ' /m' : ''}`),
  },
  { key: 'total', header: 'Importe', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => money(l.lineTotalCents, d.currency) },
];

const moveColumns = (d: GoodsDocumentDetail): DataColumn<StockMove>[] => {
  const unitOf = (m: StockMove) => d.lines.find((l) => l.itemId === m.itemId)?.unit ?? null;
  return [
  { key: 'code', header: 'Artículo', rowHeader: true, className: 'bo:whitespace-nowrap bo:font-mono bo:text-xs', cell: (m) => m.code },
  { key: 'place', header: 'Almacén', className: 'bo:text-gray-700', cell: (m) => `${m.warehouseName}${m.locationCode ? `, ${m.locationCode}` : ''}` },
  { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (m) => qty(m.quantity, unitOf(m)) },
  { key: 'cost', header: 'Costo unitario', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (m) => money(m.unitCostCents) },
  { key: 'who', header: 'Registró', className: 'bo:text-gray-700', cell: (m) => m.userName ?? 'Sistema' },
  ];
};
