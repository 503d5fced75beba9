import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { listItemVariants, searchStockItems, stockReportCsvPath, useBelowMinimum, useItemKardex, useStockBalances, useStockValuation, useWarehouses } from '@muestrario/shared/api';
import { PAGE_SIZE, type BelowMinimumRow, type ItemRow, type ItemVariant, type KardexRow, type StockBalanceRow } from '@muestrario/shared/contract';
import { STOCK_MOVE_KIND_LABELS, type ItemUnit } from '@muestrario/shared/domain';
import { formatDateTime, formatMoney, formatStockQuantity, stockNumber } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import {
  Card,
  Combobox,
  DataTable,
  EmptyState,
  Field,
  LoadState,
  PagedTable,
  PageHeader,
  SearchBox,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useDebouncedValue,
  usePageTitle,
  type DataColumn,
  buttonClassName,
} from '@muestrario/shared/ui';

const TABS = [
  ['existencias', 'Existencias por almacén'],
  ['kardex', 'Kardex'],
  ['valuacion', 'Valuación'],
  ['bajo-minimo', 'Bajo mínimo'],
] as const;
type Tab = (typeof TABS)[number][0];

const num = 'bo:whitespace-nowrap bo:tabular-nums bo:text-gray-700';

/** '/admin/inventario/informes' (issue 31, item 3): stock by warehouse, an item's kardex, valuation and items below their minimum. */
export default function StockReportsPage() {
  usePageTitle('Informes de inventario');
  const [params] = useSearchParams();
  const asked = params.get('informe');
  const [tab, setTab] = useState<Tab>(TABS.some(([v]) => v === asked) ? (asked as Tab) : 'existencias');
  return (
    <>
      <PageHeader title="Informes de inventario" description="Existencias, movimientos con su saldo, valuación al costo promedio y artículos bajo su mínimo." />
      <Card padding="none" className="bo:overflow-hidden">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList aria-label="Informes de inventario" className="bo:relative bo:overflow-x-auto bo:px-4 bo:sm:px-6">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="bo:shrink-0">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="existencias">
            <BalancesReport />
          </TabsContent>
          <TabsContent value="kardex">
            <KardexReport />
          </TabsContent>
          <TabsContent value="valuacion">
            <ValuationReport />
          </TabsContent>
          <TabsContent value="bajo-minimo">
            <BelowMinimumReport />
          </TabsContent>
        </Tabs>
      </Card>
    </>
  );
}

function WarehouseSelect({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  const warehouses = useWarehouses();
  return (
    <Field label={label}>
      <Select value={value} placeholder="Todos los almacenes" options={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }))} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

function BalancesReport() {
  const [search, setSearch] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const read = useStockBalances({ search: debounced || undefined, warehouseId: warehouseId ? Number(warehouseId) : undefined, page, pageSize: PAGE_SIZE });
  const heading = useId();
  const columns: DataColumn<StockBalanceRow>[] = [
    {
      key: 'item',
      header: 'Artículo',
      rowHeader: true,
      cell: (b) => (
        <>
          <Link to={paths.item(b.itemId)} className="bo:block bo:font-mono bo:font-medium bo:text-gray-900 bo:hover:underline">
            {b.code}
          </Link>
          <span className="bo:block bo:text-gray-500">{b.description}</span>
        </>
      ),
    },
    { key: 'place', header: 'Almacén', className: 'bo:text-gray-700', cell: (b) => (b.locationCode ? `${b.warehouseName}, ${b.locationCode}` : b.warehouseName) },
    { key: 'onHand', header: 'En existencia', align: 'right', className: num, cell: (b) => stockNumber(b.onHand, b.unit) },
    { key: 'committed', header: 'Comprometido', align: 'right', className: num, cell: (b) => stockNumber(b.committed, b.unit) },
    { key: 'ordered', header: 'Pedido', align: 'right', className: num, cell: (b) => stockNumber(b.ordered, b.unit) },
    { key: 'available', header: 'Disponible', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums bo:font-semibold bo:text-gray-900', cell: (b) => stockNumber(b.available, b.unit) },
    { key: 'unit', header: 'Unidad', className: 'bo:text-gray-500', cell: (b) => (b.unit === 'metro' ? 'metros' : 'piezas') },
    { key: 'value', header: 'Valor', align: 'right', className: num, cell: (b) => formatMoney(b.valueCents, 'MXN') },
  ];
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="bo:sr-only">
        Existencias por almacén
      </h2>
      <div className="bo:grid bo:grid-cols-1 bo:gap-3 bo:border-b bo:border-gray-200 bo:p-4 bo:sm:grid-cols-2 bo:sm:px-6">
        <SearchBox
          label="Buscar artículo"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          placeholder="Código o descripción"
        />
        <WarehouseSelect
          label="Almacén"
          value={warehouseId}
          onChange={(v) => {
            setWarehouseId(v);
            setPage(1);
          }}
        />
        <CsvLink href={stockReportCsvPath({ report: 'balances', ...(debounced ? { search: debounced } : {}), ...(warehouseId ? { warehouseId: Number(warehouseId) } : {}) })} what="las existencias" className="bo:sm:col-span-2" />
      </div>
      <PagedTable
        read={read}
        failedTitle="No pudimos cargar las existencias."
        failedClassName="bo:m-4"
        loadingLabel="Cargando existencias"
        empty={<EmptyState headingLevel={3} title="Sin existencias" description="Nada coincide con la búsqueda." />}
        onPage={setPage}
        columns={columns}
        rowKey={(b) => `${b.itemId}:${b.variantId ?? 0}:${b.warehouseId}:${b.locationId ?? 0}`}
        labelledBy={heading}
        cardClassName="bo:space-y-1"
        card={(b) => (
          <>
            <p className="bo:font-mono bo:font-semibold bo:text-gray-900">{b.code}</p>
            <p className="bo:text-sm bo:text-gray-600">
              {b.description} · {b.locationCode ? `${b.warehouseName}, ${b.locationCode}` : b.warehouseName}
            </p>
            <p className="bo:text-sm bo:text-gray-700">
              En existencia {formatStockQuantity(b.onHand, b.unit)} · disponible {stockNumber(b.available, b.unit)}
            </p>
            <p className="bo:text-sm bo:font-medium bo:text-gray-900">{formatMoney(b.valueCents, 'MXN')}</p>
          </>
        )}
      />
    </section>
  );
}

function KardexReport() {
  const [item, setItem] = useState<ItemRow | null>(null);
  const [variants, setVariants] = useState<readonly ItemVariant[]>([]);
  const [variantId, setVariantId] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const [page, setPage] = useState(1);
  const read = useItemKardex(item?.id ?? null, { warehouseId: warehouseId ? Number(warehouseId) : undefined, variantId: variantId ? Number(variantId) : undefined, page, pageSize: 20 });
  const heading = useId();
  const unit = (item?.unit ?? 'pieza') as ItemUnit;
  const choose = async (it: ItemRow) => {
    setItem(it);
    setVariantId('');
    setPage(1);
    setVariants(it.kind === 'Estilo' ? (await listItemVariants(it.id)).filter((v) => v.active) : []);
  };
  const columns: DataColumn<KardexRow>[] = [
    { key: 'at', header: 'Fecha', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (m) => formatDateTime(m.at) },
    { key: 'kind', header: 'Movimiento', rowHeader: true, className: 'bo:text-gray-900', cell: (m) => STOCK_MOVE_KIND_LABELS[m.kind] },
    { key: 'code', header: 'Variante', className: 'bo:font-mono bo:text-gray-700', cell: (m) => m.code },
    { key: 'place', header: 'Almacén', className: 'bo:text-gray-700', cell: (m) => (m.locationCode ? `${m.warehouseName}, ${m.locationCode}` : m.warehouseName) },
    { key: 'quantity', header: 'Cantidad', align: 'right', className: num, cell: (m) => `${m.quantity > 0 ? '+' : ''}${stockNumber(m.quantity, unit)}` },
    { key: 'cost', header: 'Costo', align: 'right', className: num, cell: (m) => formatMoney(m.unitCostCents, 'MXN') },
    { key: 'balance', header: 'Saldo', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums bo:font-semibold bo:text-gray-900', cell: (m) => stockNumber(m.balance, unit) },
    { key: 'who', header: 'Quién', className: 'bo:text-gray-700', cell: (m) => m.userName ?? 'Datos iniciales' },
  ];
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="bo:sr-only">
        Kardex
      </h2>
      <div className="bo:grid bo:grid-cols-1 bo:gap-3 bo:border-b bo:border-gray-200 bo:p-4 bo:sm:grid-cols-3 bo:sm:px-6">
        <Field label="Artículo">
          <Combobox search={searchStockItems} getKey={(it) => it.id} getLabel={(it) => `${it.code} · ${it.description}`} onSelect={(it) => void choose(it)} placeholder="Escribe código o descripción" />
        </Field>
        <WarehouseSelect
          label="Almacén del kardex"
          value={warehouseId}
          onChange={(v) => {
            setWarehouseId(v);
            setPage(1);
          }}
        />
        <Field label="Color y talla">
          <Select
            value={variantId}
            disabled={!variants.length}
            placeholder="Todas las variantes"
            options={variants.map((v) => ({ value: String(v.id), label: `${v.colourName} · ${v.size}` }))}
            onChange={(e) => {
              setVariantId(e.target.value);
              setPage(1);
            }}
          />
        </Field>
        {item && (
          <CsvLink
            href={stockReportCsvPath({ report: 'kardex', itemId: item.id, ...(warehouseId ? { warehouseId: Number(warehouseId) } : {}), ...(variantId ? { variantId: Number(variantId) } : {}) })}
            what={`el kardex de ${item.code}`}
            className="bo:sm:col-span-3"
          />
        )}
      </div>
      {!item ? (
        <p className="bo:px-4 bo:py-6 bo:text-sm bo:text-gray-600 bo:sm:px-6">Elige un artículo para ver sus movimientos, del más reciente al más antiguo, con el saldo tras cada uno.</p>
      ) : (
        <PagedTable
          read={read}
          failedTitle="No pudimos cargar el kardex."
          failedClassName="bo:m-4"
          loadingLabel="Cargando kardex"
          empty={<EmptyState headingLevel={3} title="Sin movimientos" description="Este artículo no tiene movimientos con estos filtros." />}
          onPage={setPage}
          columns={columns}
          rowKey={(m) => m.id}
          labelledBy={heading}
          cardClassName="bo:space-y-1"
          card={(m) => (
            <>
              <div className="bo:flex bo:items-baseline bo:justify-between bo:gap-3">
                <p className="bo:font-medium bo:text-gray-900">{STOCK_MOVE_KIND_LABELS[m.kind]}</p>
                <p className="bo:text-sm bo:text-gray-500">{formatDateTime(m.at)}</p>
              </div>
              <p className="bo:text-sm bo:text-gray-600">
                <span className="bo:font-mono">{m.code}</span> · {m.locationCode ? `${m.warehouseName}, ${m.locationCode}` : m.warehouseName}
              </p>
              <p className="bo:text-sm bo:text-gray-900">
                {m.quantity > 0 ? '+' : ''}
                {stockNumber(m.quantity, unit)} · saldo <span className="bo:font-semibold">{stockNumber(m.balance, unit)}</span>
              </p>
            </>
          )}
        />
      )}
    </section>
  );
}

function ValuationReport() {
  const read = useStockValuation();
  const byWarehouse = useId();
  const byItem = useId();
  return (
    <LoadState data={read.data} error={read.error} onRetry={() => void read.mutate()} failedTitle="No pudimos cargar la valuación." loadingLabel="Cargando valuación">
      {(v) => (
        <div className="bo:space-y-6 bo:p-4 bo:sm:p-6">
          <CsvLink href={stockReportCsvPath({ report: 'valuation' })} what="la valuación" />
          <p className="bo:text-sm bo:text-gray-600">
            Valor total del inventario al costo promedio: <span className="bo:text-lg bo:font-semibold bo:text-gray-900">{formatMoney(v.totalCents, 'MXN')}</span>
          </p>
          <section aria-labelledby={byWarehouse}>
            <h2 id={byWarehouse} className="bo:mb-2 bo:text-base bo:font-semibold bo:text-gray-900">
              Por almacén
            </h2>
            <DataTable
              rows={v.warehouses}
              rowKey={(w) => w.warehouseId}
              labelledBy={byWarehouse}
              columns={[
                { key: 'name', header: 'Almacén', rowHeader: true, className: 'bo:text-gray-900', cell: (w) => `${w.code} · ${w.name}` },
                { key: 'value', header: 'Valor', align: 'right', className: num, cell: (w) => formatMoney(w.valueCents, 'MXN') },
              ]}
              card={(w) => (
                <p className="bo:flex bo:justify-between bo:gap-3 bo:text-sm">
                  <span className="bo:font-medium bo:text-gray-900">
                    {w.code} · {w.name}
                  </span>
                  <span className="bo:tabular-nums">{formatMoney(w.valueCents, 'MXN')}</span>
                </p>
              )}
            />
          </section>
          <section aria-labelledby={byItem}>
            <h2 id={byItem} className="bo:mb-2 bo:text-base bo:font-semibold bo:text-gray-900">
              Por artículo
            </h2>
            {v.items.length === 0 ? (
              <p className="bo:text-sm bo:text-gray-600">No hay existencias.</p>
            ) : (
              <DataTable
                rows={v.items}
                rowKey={(i) => i.itemId}
                labelledBy={byItem}
                columns={[
                  {
                    key: 'item',
                    header: 'Artículo',
                    rowHeader: true,
                    cell: (i) => (
                      <>
                        <span className="bo:block bo:font-mono bo:font-medium bo:text-gray-900">{i.code}</span>
                        <span className="bo:block bo:text-gray-500">{i.description}</span>
                      </>
                    ),
                  },
                  { key: 'onHand', header: 'En existencia', align: 'right', className: num, cell: (i) => formatStockQuantity(i.onHand, i.unit) },
                  { key: 'value', header: 'Valor', align: 'right', className: num, cell: (i) => formatMoney(i.valueCents, 'MXN') },
                ]}
                cardClassName="bo:space-y-1"
                card={(i) => (
                  <>
                    <p className="bo:font-mono bo:font-semibold bo:text-gray-900">{i.code}</p>
                    <p className="bo:text-sm bo:text-gray-600">{i.description}</p>
                    <p className="bo:text-sm bo:text-gray-900">
                      {formatStockQuantity(i.onHand, i.unit)} · {formatMoney(i.valueCents, 'MXN')}
                    </p>
                  </>
                )}
              />
            )}
          </section>
        </div>
      )}
    </LoadState>
  );
}

function BelowMinimumReport() {
  const read = useBelowMinimum();
  const heading = useId();
  const columns: DataColumn<BelowMinimumRow>[] = [
    {
      key: 'item',
      header: 'Artículo',
      rowHeader: true,
      cell: (r) => (
        <>
          <Link to={paths.item(r.itemId)} className="bo:block bo:font-mono bo:font-medium bo:text-gray-900 bo:hover:underline">
            {r.code}
          </Link>
          <span className="bo:block bo:text-gray-500">{r.description}</span>
        </>
      ),
    },
    { key: 'min', header: 'Mínimo', align: 'right', className: num, cell: (r) => formatStockQuantity(r.minStock, r.unit) },
    { key: 'available', header: 'Disponible', align: 'right', className: num, cell: (r) => formatStockQuantity(r.available, r.unit) },
    { key: 'shortfall', header: 'Faltan', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums bo:font-semibold bo:text-red-700', cell: (r) => formatStockQuantity(r.shortfall, r.unit) },
    { key: 'supplier', header: 'Proveedor preferido', className: 'bo:text-gray-700', cell: (r) => r.supplierName ?? <span className="bo:text-gray-400">Sin proveedor</span> },
  ];
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="bo:sr-only">
        Bajo mínimo
      </h2>
      <CsvLink href={stockReportCsvPath({ report: 'below-minimum' })} what="los artículos bajo mínimo" className="bo:border-b bo:border-gray-200 bo:p-4 bo:sm:px-6" />
      <LoadState data={read.data} error={read.error} onRetry={() => void read.mutate()} failedTitle="No pudimos cargar el informe." loadingLabel="Cargando artículos bajo mínimo">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState headingLevel={3} title="Nada bajo su mínimo" description="Todos los artículos con existencia mínima tienen suficiente disponible." />
          ) : (
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(r) => r.itemId}
              labelledBy={heading}
              cardClassName="bo:space-y-1"
              card={(r) => (
                <>
                  <p className="bo:font-mono bo:font-semibold bo:text-gray-900">{r.code}</p>
                  <p className="bo:text-sm bo:text-gray-600">{r.description}</p>
                  <p className="bo:text-sm bo:text-gray-700">
                    Mínimo {formatStockQuantity(r.minStock, r.unit)} · disponible {formatStockQuantity(r.available, r.unit)}
                  </p>
                  <p className="bo:text-sm bo:font-semibold bo:text-red-700">Faltan {formatStockQuantity(r.shortfall, r.unit)}</p>
                  <p className="bo:text-sm bo:text-gray-600">{r.supplierName ?? 'Sin proveedor preferido'}</p>
                </>
              )}
            />
          )
        }
      </LoadState>
    </section>
  );
}

/** 'Descargar CSV': the whole report (not only the page shown), as the server streams it. */
function CsvLink({ href, what, className }: { href: string; what: string; className?: string }) {
  return (
    <div className={`bo:flex bo:justify-end ${className ?? ''}`}>
      <a href={href} download aria-label={`Descargar CSV de ${what}`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        Descargar CSV
      </a>
    </div>
  );
}
