import { useId } from 'react';
import { Link } from 'react-router';
import { useAllowed, useGoodsReceipts, useGoodsReturns } from '@muestrario/shared/api';
import type { GoodsDocumentRow } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { Badge, Card, PagedTable, PageHeader, SearchBox, useListParams, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { day, money, statusTone } from './goods-view';
import { ListEmptyState } from '../documents/ListEmptyState';

export type GoodsKind = 'receipt' | 'return';

const TEXT = {
  receipt: {
    title: 'Entradas de mercancía',
    description: 'Lo recibido de los proveedores contra sus pedidos de compra: sube las existencias al costo del pedido.',
    search: 'Buscar entrada',
    failed: 'No se pudieron cargar las entradas de mercancía.',
    empty: 'Todavía no hay entradas de mercancía: se registran contra un pedido de compra abierto.',
  },
  return: {
    title: 'Devoluciones de mercancía',
    description: 'Lo devuelto a los proveedores de una entrada de mercancía: sale del almacén donde entró.',
    search: 'Buscar devolución',
    failed: 'No se pudieron cargar las devoluciones de mercancía.',
    empty: 'Todavía no hay devoluciones: se hacen desde el detalle de una entrada de mercancía.',
  },
} as const;

/** Compras › Entradas de mercancía / Devoluciones de mercancía: searched and paged on the server, state in the URL. */
export default function GoodsList({ kind }: { kind: GoodsKind }) {
  const text = TEXT[kind];
  usePageTitle(text.title);
  const list = useListParams([]);
  const query = { ...(list.q ? { search: list.q } : {}), ...(list.page > 1 ? { page: list.page } : {}) };
  const receipts = useGoodsReceipts(kind === 'receipt' ? query : null);
  const returns = useGoodsReturns(kind === 'return' ? query : null);
  const read = kind === 'receipt' ? receipts : returns;
  const mayReceive = useAllowed('purchase.receive');
  const heading = useId();
  return (
    <>
      <PageHeader
        title={<span id={heading}>{text.title}</span>}
        description={text.description}
        actions={
          kind === 'receipt' && mayReceive ? (
            <Link to={paths.newGoodsReceipt} className="bo:inline-flex bo:items-center bo:rounded-md bo:bg-primary-700 bo:px-3 bo:py-2 bo:text-sm bo:font-semibold bo:text-white bo:hover:bg-primary-800">
              Nueva entrada
            </Link>
          ) : undefined
        }
      />
      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:border-b bo:border-gray-200 bo:p-4 bo:sm:px-6">
          <SearchBox label={text.search} value={list.searchText} onChange={list.setSearchText} placeholder="Folio, proveedor o folio del pedido" />
        </div>
        <PagedTable
          read={read}
          failedTitle={text.failed}
          failedClassName="bo:m-4"
          loadingLabel={`Cargando ${text.title.toLowerCase()}`}
          empty={<ListEmptyState filtered={list.filtered} filteredText="Ningún documento coincide con la búsqueda." emptyText={text.empty} onClear={list.clear} />}
          onPage={list.setPage}
          columns={kind === 'receipt' ? RECEIPT_COLUMNS : RETURN_COLUMNS}
          rowKey={(r) => r.id}
          labelledBy={heading}
          card={kind === 'receipt' ? ReceiptCard : ReturnCard}
        />
      </Card>
    </>
  );
}

const folioLink = (to: string, folio: string) => (
  <Link to={to} className="bo:font-medium bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline">
    {folio}
  </Link>
);

const common = (kind: GoodsKind): DataColumn<GoodsDocumentRow>[] => [
  {
    key: 'folio',
    header: 'Folio',
    rowHeader: true,
    className: 'bo:whitespace-nowrap',
    cell: (r) => folioLink(kind === 'receipt' ? paths.goodsReceipt(r.id) : paths.goodsReturn(r.id), r.folio),
  },
  { key: 'date', header: 'Fecha', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (r) => day(r.docDate) },
  { key: 'supplier', header: 'Proveedor', className: 'bo:min-w-48 bo:text-gray-900', cell: (r) => r.supplierName },
];
const tail: DataColumn<GoodsDocumentRow>[] = [
  { key: 'warehouse', header: 'Almacén', className: 'bo:text-gray-700', cell: (r) => r.warehouseName ?? '—' },
  { key: 'lines', header: 'Líneas', align: 'right', className: 'bo:tabular-nums', cell: (r) => r.lineCount },
  { key: 'total', header: 'Total', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (r) => money(r.totalCents, r.currency) },
  { key: 'status', header: 'Estado', cell: (r) => <Badge tone={statusTone(r.status)}>{r.status}</Badge> },
];
const RECEIPT_COLUMNS: readonly DataColumn<GoodsDocumentRow>[] = [...common('receipt'), { key: 'order', header: 'Pedido', className: 'bo:whitespace-nowrap', cell: (r) => r.order?.folio ?? '—' }, ...tail];
const RETURN_COLUMNS: readonly DataColumn<GoodsDocumentRow>[] = [
  ...common('return'),
  { key: 'receipt', header: 'Entrada', className: 'bo:whitespace-nowrap', cell: (r) => (r.receipt ? folioLink(paths.goodsReceipt(r.receipt.id), r.receipt.folio) : '—') },
  ...tail,
];

function Card_({ r, to }: { r: GoodsDocumentRow; to: string }) {
  return (
    <div className="bo:space-y-1 bo:p-4 bo:text-sm">
      <div className="bo:flex bo:items-center bo:justify-between bo:gap-2">
        {folioLink(to, r.folio)}
        <Badge tone={statusTone(r.status)}>{r.status}</Badge>
      </div>
      <p className="bo:text-gray-900">{r.supplierName}</p>
      <p className="bo:text-gray-600">
        {day(r.docDate)} · {r.order ? `Pedido ${r.order.folio}` : ''} {r.receipt ? `· Entrada ${r.receipt.folio}` : ''}
      </p>
      <p className="bo:tabular-nums bo:text-gray-900">{money(r.totalCents, r.currency)}</p>
    </div>
  );
}
const ReceiptCard = (r: GoodsDocumentRow) => <Card_ r={r} to={paths.goodsReceipt(r.id)} />;
const ReturnCard = (r: GoodsDocumentRow) => <Card_ r={r} to={paths.goodsReturn(r.id)} />;
