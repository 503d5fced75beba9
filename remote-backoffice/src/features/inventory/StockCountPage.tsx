import { useId, useState, type FormEvent } from 'react';
import { useCreateStockCount, usePermission, useStockBalances, useWarehouses } from '@muestrario/shared/api';
import type { StockBalanceRow } from '@muestrario/shared/contract';
import { STOCK_LIMITS } from '@muestrario/shared/domain';
import { countKey, countDifference, formatStockQuantity, parseStockQuantity, stockNumber } from '@muestrario/shared/rules';
import { withoutControls } from './kinds';
import { Button, Card, DataTable, EmptyState, ErrorAlert, Field, LoadState, PageHeader, Pagination, RefusalPage, Select, TextInput, useDebouncedValue, usePageTitle, type DataColumn } from '@muestrario/shared/ui';

const TITLE = 'Recuento de inventario';
const DESCRIPTION = 'Cuenta lo que hay en los anaqueles de un almacén: las diferencias con las existencias quedan como ajustes por conteo.';

/** '/admin/inventario/recuento' (issue 31, item 3): a warehouse's balances with what was counted; the differences are posted. */
export default function StockCountPage() {
  usePageTitle(TITLE);
  const permission = usePermission('stock.move');
  if (!permission) return null;
  if (!permission.allowed) return <RefusalPage title={TITLE} reason={permission.reason} backTo="/admin" backLabel="Volver al panel" />;
  return <CountForm />;
}

const keyOf = (b: StockBalanceRow) => countKey(b);
/** Balances per page of the count; what is counted on every page is kept until it is posted. */
const COUNT_PAGE_SIZE = 50;

function CountForm() {
  const warehouses = useWarehouses();
  const [warehouseId, setWarehouseId] = useState('');
  const [search, setSearch] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const balances = useStockBalances(warehouseId ? { warehouseId: Number(warehouseId), page: pageNumber, pageSize: COUNT_PAGE_SIZE, ...(debounced ? { search: debounced } : {}) } : null);
  const post = useCreateStockCount();
  // Keyed by balance, with the row, so what was counted on another page (or before a search) is posted too.
  const [counted, setCounted] = useState<Record<string, { row: StockBalanceRow; text: string }>>({});
  const setCount = (b: StockBalanceRow, text: string) => setCounted((c) => ({ ...c, [keyOf(b)]: { row: b, text } }));
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useId();

  const parsed = (b: StockBalanceRow) => {
    const text = counted[keyOf(b)]?.text;
    if (text === undefined || text.trim() === '') return { state: 'empty' as const };
    const value = parseStockQuantity(text, b.unit);
    return value === undefined || value < 0 || value > STOCK_LIMITS.quantity.max ? { state: 'invalid' as const } : { state: 'ok' as const, value };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setResult(null);
    const rows = Object.values(counted).map((c) => c.row);
    if (rows.some((b) => parsed(b).state === 'invalid')) {
      setFailure('Hay cantidades contadas que no son válidas: revisa las marcadas.');
      return;
    }
    const lines = rows.flatMap((b) => {
      const p = parsed(b);
      return p.state === 'ok' ? [{ itemId: b.itemId, variantId: b.variantId, locationId: b.locationId, counted: p.value }] : [];
    });
    if (!lines.length) {
      setFailure('Escribe lo contado de al menos un artículo.');
      return;
    }
    setSaving(true);
    try {
      const posted = await post({ warehouseId: Number(warehouseId), note: note.trim(), lines });
      setCounted({});
      setResult(posted.adjustments.length ? `Recuento registrado: ${posted.adjustments.length} ${posted.adjustments.length === 1 ? 'ajuste' : 'ajustes'} por conteo.` : 'Recuento registrado: todo coincidía, sin ajustes.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'No pudimos registrar el recuento.');
    } finally {
      setSaving(false);
    }
  };

  const columns: DataColumn<StockBalanceRow>[] = [
    {
      key: 'item',
      header: 'Artículo',
      rowHeader: true,
      cell: (b) => (
        <>
          <span className="bo:block bo:font-mono bo:font-medium bo:text-gray-900">{b.code}</span>
          <span className="bo:block bo:text-gray-500">{b.description}</span>
        </>
      ),
    },
    { key: 'location', header: 'Ubicación', className: 'bo:font-mono bo:text-gray-700', cell: (b) => b.locationCode ?? '—' },
    { key: 'onHand', header: 'En existencia', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums bo:text-gray-700', cell: (b) => formatStockQuantity(b.onHand, b.unit) },
    { key: 'counted', header: 'Contado', cell: (b) => <CountInput row={b} value={counted[keyOf(b)]?.text ?? ''} invalid={parsed(b).state === 'invalid'} onChange={(v) => setCount(b, v)} /> },
    { key: 'difference', header: 'Diferencia', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (b) => <Difference row={b} parsed={parsed(b)} /> },
  ];

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <form onSubmit={(e) => void submit(e)} noValidate className="bo:space-y-6">
        <Card>
          <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2 bo:xl:grid-cols-3">
            <Field label="Almacén que se cuenta">
              <Select
                value={warehouseId}
                placeholder="Elige el almacén"
                options={(warehouses.data ?? []).filter((w) => w.active).map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }))}
                onChange={(e) => {
                  setWarehouseId(e.target.value);
                  setCounted({});
                  setPageNumber(1);
                  setResult(null);
                }}
              />
            </Field>
            <Field label="Buscar artículo" hint="Código o descripción; lo contado en otras páginas se conserva.">
              <TextInput
                type="search"
                value={search}
                disabled={!warehouseId}
                autoComplete="off"
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPageNumber(1);
                }}
              />
            </Field>
            <Field label="Nota" hint="Opcional: quién contó, por qué.">
              <TextInput value={note} maxLength={STOCK_LIMITS.note.max} autoComplete="off" onChange={(e) => setNote(withoutControls(e.target.value))} />
            </Field>
          </div>
        </Card>
        {failure && <ErrorAlert title="No se registró el recuento.">{failure}</ErrorAlert>}
        <p role="status" className="bo:text-sm bo:font-medium bo:text-green-700">
          {result ?? ''}
        </p>
        {warehouseId && (
          <LoadState data={balances.data} error={balances.error} onRetry={() => void balances.mutate()} failedTitle="No pudimos cargar las existencias." loadingLabel="Cargando existencias">
            {(page) =>
              page.rows.length === 0 ? (
                debounced ? (
                  <EmptyState title="Sin coincidencias" description="Ningún artículo de este almacén tiene ese código o descripción." />
                ) : (
                  <EmptyState title="Sin existencias en este almacén" description="Aún no se ha movido mercancía aquí." />
                )
              ) : (
                <Card padding="none" className="bo:overflow-hidden">
                  <h2 id={heading} className="bo:border-b bo:border-gray-200 bo:px-4 bo:py-4 bo:text-base bo:font-semibold bo:text-gray-900 bo:sm:px-6">
                    Existencias a contar
                  </h2>
                  <DataTable
                    rows={page.rows}
                    columns={columns}
                    rowKey={keyOf}
                    labelledBy={heading}
                    cardClassName="bo:space-y-2"
                    card={(b) => (
                      <>
                        <p className="bo:font-mono bo:font-semibold bo:text-gray-900">{b.code}</p>
                        <p className="bo:text-sm bo:text-gray-600">
                          {b.description}
                          {b.locationCode && ` · ${b.locationCode}`}
                        </p>
                        <p className="bo:text-sm bo:text-gray-700">En existencia {formatStockQuantity(b.onHand, b.unit)}</p>
                        <div className="bo:flex bo:items-center bo:gap-3">
                          <CountInput row={b} value={counted[keyOf(b)]?.text ?? ''} invalid={parsed(b).state === 'invalid'} onChange={(v) => setCount(b, v)} />
                          <Difference row={b} parsed={parsed(b)} />
                        </div>
                      </>
                    )}
                  />
                  <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPage={setPageNumber} />
                </Card>
              )
            }
          </LoadState>
        )}
        {warehouseId && (
          <div className="bo:flex bo:flex-col bo:gap-3 bo:sm:flex-row bo:sm:items-center bo:sm:justify-end">
            <p className="bo:text-sm bo:text-gray-600">{countedSummary(Object.values(counted).filter((c) => c.text.trim() !== '').length)}</p>
            <Button type="submit" disabled={saving}>
              {saving ? 'Registrando…' : 'Registrar recuento'}
            </Button>
          </div>
        )}
      </form>
    </>
  );
}

function CountInput({ row, value, invalid, onChange }: { row: StockBalanceRow; value: string; invalid: boolean; onChange: (value: string) => void }) {
  const label = `Contado de ${row.code}${row.locationCode ? ` en ${row.locationCode}` : ''} (${row.unit === 'metro' ? 'metros' : 'piezas'})`;
  const errorId = useId();
  return (
    <span className="bo:block bo:w-32">
      <TextInput value={value} inputMode="decimal" autoComplete="off" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} onChange={(e) => onChange(e.target.value)} />
      {invalid && (
        <span id={errorId} role="alert" className="bo:mt-1 bo:block bo:text-xs bo:text-red-700">
          {row.unit === 'metro' ? 'Metros con hasta dos decimales.' : 'Piezas enteras, 0 o más.'}
        </span>
      )}
    </span>
  );
}

function Difference({ row, parsed }: { row: StockBalanceRow; parsed: { state: 'empty' | 'invalid' } | { state: 'ok'; value: number } }) {
  if (parsed.state !== 'ok') return <span className="bo:text-gray-400">—</span>;
  const d = countDifference(row.onHand, parsed.value);
  const text = `${d > 0 ? '+' : ''}${stockNumber(d, row.unit)}`;
  return <span className={d === 0 ? 'bo:text-gray-500' : d > 0 ? 'bo:font-medium bo:text-green-700' : 'bo:font-medium bo:text-red-700'}>{d === 0 ? 'Sin diferencia' : text}</span>;
}

/** How many balances have a count typed (on every page). */
function countedSummary(n: number): string {
  return n === 0 ? 'Nada contado aún.' : n === 1 ? '1 existencia contada.' : `${n} existencias contadas.`;
}
