import { useId } from 'react';
import { useItemStock } from '@muestrario/shared/api';
import type { ItemStockWarehouse } from '@muestrario/shared/contract';
import { WAREHOUSE_KIND_LABELS, type ItemUnit } from '@muestrario/shared/domain';
import { formatMoney, stockNumber } from '@muestrario/shared/rules';
import { Card, DataTable, LoadState, type DataColumn } from '@muestrario/shared/ui';

const UNIT_HEADINGS: Partial<Record<ItemUnit, string>> = { pieza: 'piezas', metro: 'metros' };

function columns(unit: ItemUnit): readonly DataColumn<ItemStockWarehouse>[] {
  const n = (q: number) => stockNumber(q, unit);
  const figure = (key: 'onHand' | 'committed' | 'ordered' | 'available', header: string): DataColumn<ItemStockWarehouse> => ({
    key,
    header,
    align: 'right',
    className: 'bo:tabular-nums bo:whitespace-nowrap bo:text-gray-700',
    cell: (w) => n(w[key]),
  });
  return [
    {
      key: 'warehouse',
      header: 'Almacén',
      rowHeader: true,
      cell: (w) => (
        <>
          <div className="bo:font-medium bo:text-gray-900">{w.name}</div>
          <div className="bo:text-gray-500">{WAREHOUSE_KIND_LABELS[w.kind]}</div>
        </>
      ),
    },
    figure('onHand', 'En existencia'),
    figure('committed', 'Comprometido'),
    figure('ordered', 'Pedido'),
    { ...figure('available', 'Disponible'), className: 'bo:tabular-nums bo:whitespace-nowrap bo:font-semibold bo:text-gray-900' },
    { key: 'value', header: 'Valor', align: 'right', className: 'bo:tabular-nums bo:whitespace-nowrap bo:text-gray-700', cell: (w) => formatMoney(w.valueCents, 'MXN') },
  ];
}

/** The item page's 'Existencias': per warehouse, on hand, committed, ordered, available and value at average cost. */
export function ItemStockSection({ itemId }: { itemId: number }) {
  const read = useItemStock(itemId);
  const heading = useId();
  return (
    <Card padding="none" className="bo:mt-6 bo:overflow-hidden">
      <div className="bo:border-b bo:border-gray-200 bo:px-4 bo:py-4 bo:sm:px-6">
        <h2 id={heading} className="bo:text-base bo:font-semibold bo:text-gray-900">
          Existencias
        </h2>
        {read.data?.stocked && (
          <p className="bo:mt-1 bo:text-sm bo:text-gray-600">
            En {UNIT_HEADINGS[read.data.unit] ?? read.data.unit}. Disponible = en existencia − comprometido; lo pedido llega después.
          </p>
        )}
      </div>
      <LoadState data={read.data} error={read.error} onRetry={() => void read.mutate()} failedTitle="No pudimos cargar las existencias." loadingLabel="Cargando existencias">
        {(stock) =>
          !stock.stocked ? (
            <p className="bo:px-4 bo:py-4 bo:text-sm bo:text-gray-600 bo:sm:px-6">Los servicios no llevan existencias.</p>
          ) : stock.warehouses.length === 0 ? (
            <p className="bo:px-4 bo:py-4 bo:text-sm bo:text-gray-600 bo:sm:px-6">Aún no hay almacenes dados de alta.</p>
          ) : (
            <DataTable
              rows={stock.warehouses}
              columns={columns(stock.unit)}
              rowKey={(w) => w.warehouseId}
              labelledBy={heading}
              cardClassName="bo:space-y-1"
              card={(w) => (
                <>
                  <p className="bo:font-medium bo:text-gray-900">{w.name}</p>
                  <p className="bo:text-sm bo:text-gray-700">
                    En existencia {stockNumber(w.onHand, stock.unit)} · comprometido {stockNumber(w.committed, stock.unit)} · pedido {stockNumber(w.ordered, stock.unit)}
                  </p>
                  <p className="bo:text-sm bo:font-semibold bo:text-gray-900">
                    Disponible {stockNumber(w.available, stock.unit)} · {formatMoney(w.valueCents, 'MXN')}
                  </p>
                </>
              )}
            />
          )
        }
      </LoadState>
    </Card>
  );
}
