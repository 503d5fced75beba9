import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createGoodsReceipt, failureText, useAllowed, useMutation, useReceivableOrder, useReceivableOrders, useRefreshGoods, useStockLocations, useWarehouses } from '@muestrario/shared/api';
import type { ReceivableLine, ReceivableOrder, ReceivableOrderRow } from '@muestrario/shared/contract';
import { PERMISSION_MESSAGES } from '@muestrario/shared/domain';
import { tolerancePercent } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, DataTable, EmptyState, ErrorAlert, Field, LoadState, PagedTable, PageHeader, SearchBox, Select, TextInput, useListParams, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { day, linesOf, money, qty, qtyInput } from './goods-view';

const linkClass = 'bo:font-medium bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline';

/** 'Nueva entrada de mercancía': choose an open purchase order, then receive its open lines into a warehouse. */
export default function NewReceiptPage() {
  usePageTitle('Nueva entrada de mercancía');
  const [params] = useSearchParams();
  const raw = params.get('pedido');
  const orderId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const may = useAllowed('purchase.receive');
  return (
    <>
      <PageHeader
        before={
          <Link to={paths.goodsReceipts} className={`bo:text-sm ${linkClass}`}>
            Entradas de mercancía
          </Link>
        }
        title="Nueva entrada de mercancía"
        description="Lo que llegó del proveedor, contra las líneas de su pedido de compra. Lo no recibido queda pendiente."
      />
      {!may ? <ErrorAlert title={PERMISSION_MESSAGES.purchasingReadOnly} /> : orderId === null ? <OrderChooser /> : <ReceiptForm orderId={orderId} />}
    </>
  );
}

function OrderChooser() {
  const list = useListParams([]);
  const orders = useReceivableOrders({ ...(list.q ? { search: list.q } : {}), ...(list.page > 1 ? { page: list.page } : {}) });
  const heading = useId();
  return (
    <Card padding="none" className="bo:overflow-hidden">
      <div className="bo:border-b bo:border-gray-200 bo:p-4 bo:sm:px-6">
        <h2 id={heading} className="bo:mb-3 bo:text-base bo:font-semibold bo:text-gray-900">
          Pedidos de compra por recibir
        </h2>
        <SearchBox label="Buscar pedido de compra" value={list.searchText} onChange={list.setSearchText} placeholder="Folio o proveedor" />
      </div>
      <PagedTable
        read={orders}
        failedTitle="No se pudieron cargar los pedidos de compra."
        failedClassName="bo:m-4"
        loadingLabel="Cargando pedidos de compra"
        empty={<EmptyState headingLevel={3} title="Sin pedidos por recibir" description={list.filtered ? 'Ningún pedido abierto coincide con la búsqueda.' : 'No hay pedidos de compra abiertos con algo por recibir.'} />}
        onPage={list.setPage}
        columns={ORDER_COLUMNS}
        rowKey={(o) => o.id}
        labelledBy={heading}
        card={(o) => (
          <div className="bo:flex bo:items-center bo:justify-between bo:gap-3 bo:p-4 bo:text-sm">
            <div>
              <p className="bo:font-medium bo:text-gray-900">{o.folio}</p>
              <p className="bo:text-gray-700">{o.supplierName}</p>
              <p className="bo:text-gray-600">
                {day(o.docDate)} · {o.openLines} {o.openLines === 1 ? 'línea pendiente' : 'líneas pendientes'}
              </p>
            </div>
            <ReceiveLink order={o} />
          </div>
        )}
      />
    </Card>
  );
}

const ReceiveLink = ({ order }: { order: ReceivableOrderRow }) => (
  <Link to={`${paths.newGoodsReceipt}?pedido=${order.id}`} aria-label={`Recibir ${order.folio}`} className="bo:rounded-md bo:bg-white bo:px-3 bo:py-2 bo:text-sm bo:font-semibold bo:text-primary-700 bo:ring-1 bo:ring-gray-300 bo:ring-inset bo:hover:bg-gray-50">
    Recibir
  </Link>
);

const ORDER_COLUMNS: readonly DataColumn<ReceivableOrderRow>[] = [
  { key: 'folio', header: 'Pedido', rowHeader: true, className: 'bo:whitespace-nowrap bo:font-medium', cell: (o) => o.folio },
  { key: 'supplier', header: 'Proveedor', className: 'bo:min-w-48', cell: (o) => o.supplierName },
  { key: 'date', header: 'Fecha', className: 'bo:whitespace-nowrap', cell: (o) => day(o.docDate) },
  { key: 'due', header: 'Entrega', className: 'bo:whitespace-nowrap', cell: (o) => (o.dueDate ? day(o.dueDate) : '—') },
  { key: 'open', header: 'Líneas pendientes', align: 'right', className: 'bo:tabular-nums', cell: (o) => o.openLines },
  { key: 'total', header: 'Total', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (o) => money(o.totalCents, o.currency) },
  { key: 'action', header: 'Acción', cell: (o) => <ReceiveLink order={o} /> },
];

function ReceiptForm({ orderId }: { orderId: number }) {
  const order = useReceivableOrder(orderId);
  return (
    <LoadState data={order.data} error={order.error} onRetry={() => void order.mutate()} failedTitle="No se pudo cargar el pedido de compra." loadingLabel="Cargando el pedido de compra">
      {(o) => <ReceiptFields order={o} />}
    </LoadState>
  );
}

function ReceiptFields({ order }: { order: ReceivableOrder }) {
  const navigate = useNavigate();
  const refresh = useRefreshGoods();
  const warehouses = useWarehouses();
  const active = (warehouses.data ?? []).filter((w) => w.active);
  const suggested = order.lines.find((l) => l.warehouseId !== null)?.warehouseId ?? active.find((w) => w.kind === 'raw_material')?.id ?? active[0]?.id ?? null;
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const chosenWarehouse = warehouseId ?? suggested;
  const locations = useStockLocations(chosenWarehouse ?? undefined);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const receivable = order.lines.filter((l) => l.max > 0);
  const [texts, setTexts] = useState<Record<number, string>>(() => Object.fromEntries(receivable.map((l) => [l.id, qtyInput(l.open, l.unit)])));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(createGoodsReceipt);
  const linesHeading = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = linesOf(
      receivable.map((l) => ({ id: l.id, code: l.code, unit: l.unit, max: l.max, text: texts[l.id] ?? '' })),
      'Se pueden recibir',
    );
    setErrors(checked.errors);
    setFormError(null);
    if (Object.keys(checked.errors).length) return;
    if (!checked.lines.length) return setFormError('Escribe la cantidad recibida de al menos una línea.');
    if (chosenWarehouse === null) return setFormError('Elige el almacén donde entra la mercancía.');
    const saved = await save.trigger({ purchaseOrderId: order.id, warehouseId: chosenWarehouse, locationId, note: note.trim(), lines: checked.lines });
    if (saved) {
      await refresh();
      void navigate(paths.goodsReceipt(saved.id));
    }
  };

  const columns: DataColumn<ReceivableLine>[] = [
    { key: 'code', header: 'Artículo', rowHeader: true, className: 'bo:whitespace-nowrap bo:font-mono bo:text-xs', cell: (l) => l.code },
    { key: 'description', header: 'Descripción', className: 'bo:min-w-40', cell: (l) => l.description },
    { key: 'ordered', header: 'Pedido', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => qty(l.ordered, l.unit) },
    { key: 'received', header: 'Recibido antes', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => qty(l.received, l.unit) },
    { key: 'open', header: 'Pendiente', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => qty(l.open, l.unit) },
    { key: 'cost', header: 'Costo (MXN)', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => `${money(l.unitCostCents)}${l.unit === 'metro' ? ' /m' : ''}` },
    { key: 'now', header: 'Recibido', className: 'bo:min-w-36', cell: (l) => receivedInput(l, true) },
  ];

  // The quantity received now (in the table its label is the column's; on a phone's card it shows).
  function receivedInput(l: ReceivableLine, hideLabel: boolean) {
    return l.max > 0 ? (
      <Field label={`Recibido de ${l.code}`} hideLabel={hideLabel} error={errors[l.id]} hint={`Hasta ${qty(l.max, l.unit)}`}>
        <TextInput inputMode="decimal" value={texts[l.id] ?? ''} onChange={(e) => setTexts({ ...texts, [l.id]: e.target.value })} className="bo:text-right" />
      </Field>
    ) : (
      <span className="bo:text-sm bo:text-gray-600">{l.refusal ?? 'Recibida completa'}</span>
    );
  }

  const shown = formError ?? (save.error ? failureText(save.error, 'No pudimos registrar la entrada. Inténtalo de nuevo.') : null);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="bo:space-y-6">
      <Card>
        <p className="bo:text-sm bo:text-gray-700">
          Pedido <strong className="bo:text-gray-900">{order.folio}</strong> de {order.supplier.name} ({day(order.docDate)}). Se admite recibir hasta {tolerancePercent(order.toleranceBp)} más de lo pedido
          en la entrada que completa cada línea.{' '}
          <Link to={paths.newGoodsReceipt} className={linkClass}>
            Elegir otro pedido
          </Link>
        </p>
        <div className="bo:mt-4 bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-3">
          <Field label="Almacén" required>
            <Select
              value={chosenWarehouse === null ? '' : String(chosenWarehouse)}
              options={active.map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }))}
              onChange={(e) => {
                setWarehouseId(e.target.value ? Number(e.target.value) : null);
                setLocationId(null);
              }}
            />
          </Field>
          <Field label="Ubicación">
            <Select
              value={locationId === null ? '' : String(locationId)}
              options={[{ value: '', label: 'Sin ubicación' }, ...(locations.data ?? []).filter((l) => l.active).map((l) => ({ value: String(l.id), label: `${l.code}${l.name ? ` · ${l.name}` : ''}` }))]}
              onChange={(e) => setLocationId(e.target.value ? Number(e.target.value) : null)}
            />
          </Field>
          <Field label="Nota" hint="Remisión del proveedor u observaciones.">
            <TextInput value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} />
          </Field>
        </div>
      </Card>
      <h2 id={linesHeading} className="bo:text-lg bo:font-semibold bo:text-gray-900">
        Líneas del pedido
      </h2>
      <Card padding="none" className="bo:overflow-hidden">
        <DataTable
          rows={order.lines}
          rowKey={(l) => l.id}
          labelledBy={linesHeading}
          columns={columns}
          scrollLabel="Líneas del pedido"
          cardClassName="bo:space-y-2"
          card={(l) => (
            <>
              <p className="bo:text-sm bo:font-medium bo:text-gray-900">
                {l.description}
                <span className="bo:block bo:font-mono bo:text-xs bo:font-normal bo:text-gray-500">{l.code}</span>
              </p>
              <dl className="bo:grid bo:grid-cols-3 bo:gap-2 bo:text-xs">
                {(
                  [
                    ['Pedido', qty(l.ordered, l.unit)],
                    ['Recibido antes', qty(l.received, l.unit)],
                    ['Pendiente', qty(l.open, l.unit)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt className="bo:text-gray-500">{label}</dt>
                    <dd className="bo:font-medium bo:text-gray-900 bo:tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="bo:text-xs bo:text-gray-600">
                Costo {money(l.unitCostCents)}
                {l.unit === 'metro' ? ' /m' : ''}
              </p>
              {receivedInput(l, false)}
            </>
          )}
        />
      </Card>
      {shown !== null && <ErrorAlert title={shown} />}
      <div className="bo:flex bo:justify-end bo:gap-3">
        <Link to={paths.goodsReceipts} className="bo:rounded-md bo:px-3 bo:py-2 bo:text-sm bo:font-semibold bo:text-gray-900 bo:ring-1 bo:ring-gray-300 bo:ring-inset bo:hover:bg-gray-50">
          Cancelar
        </Link>
        <Button type="submit" loading={save.isMutating} disabled={!receivable.length}>
          Registrar entrada
        </Button>
      </div>
    </form>
  );
}
