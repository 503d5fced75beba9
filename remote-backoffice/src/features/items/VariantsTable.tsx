import { useId } from 'react';
import type { ItemVariant } from '@muestrario/shared/contract';
import { ITEM_MESSAGES } from '@muestrario/shared/domain';
import { formatMoney } from '@muestrario/shared/rules';
import { Badge, Card, DataTable, EmptyState, LoadState, type DataColumn } from '@muestrario/shared/ui';
import { useItemVariants } from '@muestrario/shared/api';

const cost = (v: ItemVariant) => (v.costCents === null ? '—' : formatMoney(v.costCents, 'MXN'));

const COLUMNS: readonly DataColumn<ItemVariant>[] = [
  { key: 'code', header: 'Código', className: 'bo:font-mono bo:text-xs bo:whitespace-nowrap bo:text-gray-900', cell: (v) => v.code },
  {
    key: 'colour',
    header: 'Color',
    cell: (v) => (
      <span className="bo:inline-flex bo:items-center bo:gap-2">
        <span aria-hidden="true" className="bo:size-3.5 bo:rounded-full bo:ring-1 bo:ring-gray-300" style={{ backgroundColor: v.hex }} />
        {v.colourName}
      </span>
    ),
  },
  { key: 'size', header: 'Talla', cell: (v) => v.size },
  { key: 'cost', header: 'Costo', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: cost },
  { key: 'state', header: 'Estado', cell: (v) => (v.active ? <Badge tone="green">Activa</Badge> : <Badge tone="gray">Inactiva</Badge>) },
];

function VariantCard(v: ItemVariant) {
  return (
    <div className="bo:flex bo:items-center bo:justify-between bo:gap-3">
      <div className="bo:min-w-0">
        <p className="bo:font-mono bo:text-sm bo:text-gray-900">{v.code}</p>
        <p className="bo:flex bo:items-center bo:gap-2 bo:text-sm bo:text-gray-600">
          <span aria-hidden="true" className="bo:size-3 bo:rounded-full bo:ring-1 bo:ring-gray-300" style={{ backgroundColor: v.hex }} />
          {v.colourName} · talla {v.size} · {cost(v)}
        </p>
      </div>
      {v.active ? <Badge tone="green">Activa</Badge> : <Badge tone="gray">Inactiva</Badge>}
    </div>
  );
}

/** A style's variants (colour × size) with their codes; inactive ones left the style but stay for the orders that name them. */
export function VariantsTable({ itemId }: { itemId: number }) {
  const read = useItemVariants(itemId);
  const heading = useId();
  const active = read.data?.filter((v) => v.active).length ?? 0;
  return (
    <Card padding="none" className="bo:mt-6 bo:overflow-hidden">
      <div className="bo:border-b bo:border-gray-200 bo:px-4 bo:py-4 bo:sm:px-6">
        <h2 id={heading} className="bo:text-base bo:font-semibold bo:text-gray-900">
          Variantes
        </h2>
        {read.data && (
          <p className="bo:mt-1 bo:text-sm bo:text-gray-600">
            {active} activa{active === 1 ? '' : 's'}
            {read.data.length > active ? `; ${read.data.length - active} inactiva${read.data.length - active === 1 ? '' : 's'} (salieron del estilo y se conservan)` : ''}.
          </p>
        )}
      </div>
      <LoadState
        data={read.data}
        error={read.error}
        onRetry={() => void read.mutate()}
        failedTitle={ITEM_MESSAGES.loadFailed}
        loadingLabel="Cargando variantes"
        className="bo:m-4"
        isEmpty={(variants) => variants.length === 0}
        empty={<EmptyState headingLevel={3} title="Sin variantes" description="Agrega colores y tallas y guarda el estilo." className="bo:py-8" />}
      >
        {(variants) => <DataTable rows={variants} columns={COLUMNS} rowKey={(v) => v.id} labelledBy={heading} card={VariantCard} rowClassName={(v) => (v.active ? undefined : 'bo:text-gray-500')} />}
      </LoadState>
    </Card>
  );
}
