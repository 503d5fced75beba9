import { useId, useState } from 'react';
import { useAllowed, useRefreshWarehouses, useWarehouses } from '@muestrario/shared/api';
import type { Warehouse } from '@muestrario/shared/contract';
import { SALES_MESSAGES, WAREHOUSE_KIND_LABELS } from '@muestrario/shared/domain';
import { Badge, Button, Card, DataTable, EmptyState, LoadState, PageHeader, usePageTitle, useToast, type DataColumn } from '@muestrario/shared/ui';
import { PencilIcon, PlusIcon } from '../icons';
import { WarehouseDialog } from './WarehouseDialog';

const TITLE = 'Almacenes';
const DESCRIPTION = 'Los almacenes de la planta: materia prima, producto terminado y tránsito, con sus ubicaciones.';

/** '/admin/inventario/almacenes' (issue 31): Inventario › Almacenes. Everyone reads; production and admins write. */
export default function WarehousesList() {
  usePageTitle(TITLE);
  const { data, error, mutate } = useWarehouses();
  const refresh = useRefreshWarehouses();
  const mayEdit = useAllowed('stock.editWarehouses');
  const toast = useToast();
  const headingId = useId();
  const [editing, setEditing] = useState<{ warehouse: Warehouse | undefined } | null>(null);

  const onSaved = (warehouse: Warehouse, created: boolean) => {
    setEditing(null);
    void refresh();
    toast.success(created ? `Almacén ${warehouse.name} dado de alta.` : `Cambios de ${warehouse.name} guardados.`);
  };
  const onEdit = mayEdit ? (w: Warehouse) => setEditing({ warehouse: w }) : undefined;

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          mayEdit ? (
            <Button onClick={() => setEditing({ warehouse: undefined })}>
              <PlusIcon className="bo:size-5" aria-hidden="true" />
              Nuevo almacén
            </Button>
          ) : undefined
        }
      />
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando almacenes">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="Aún no hay almacenes" description={mayEdit ? 'Da de alta el primero con «Nuevo almacén».' : 'Producción o un administrador los dan de alta.'} />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:sr-only">
                Almacenes de la planta
              </h2>
              <DataTable
                rows={rows}
                columns={warehouseColumns(onEdit)}
                rowKey={(w) => w.id}
                labelledBy={headingId}
                rowClassName={(w) => (w.active ? '' : 'bo:bg-gray-50/60')}
                cardClassName="bo:space-y-2"
                card={(w) => (
                  <>
                    <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
                      <div className="bo:min-w-0">
                        <p className="bo:font-medium bo:text-gray-900">
                          <span className="bo:font-mono">{w.code}</span> · {w.name}
                        </p>
                        <p className="bo:text-sm bo:text-gray-500">
                          {WAREHOUSE_KIND_LABELS[w.kind]} · {locationsText(w.locationCount)}
                        </p>
                      </div>
                      <StateBadge active={w.active} />
                    </div>
                    {onEdit && <EditButton warehouse={w} onEdit={onEdit} />}
                  </>
                )}
              />
            </Card>
          )
        }
      </LoadState>
      <WarehouseDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} warehouse={editing?.warehouse} onSaved={onSaved} />
    </>
  );
}

const locationsText = (n: number) => (n === 0 ? 'sin ubicaciones' : `${n} ${n === 1 ? 'ubicación' : 'ubicaciones'}`);

function StateBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'gray'}>{active ? 'Activo' : 'Inactivo'}</Badge>;
}

function EditButton({ warehouse, onEdit }: { warehouse: Warehouse; onEdit: (w: Warehouse) => void }) {
  return (
    <div className="bo:flex bo:justify-end">
      <Button variant="secondary" size="sm" onClick={() => onEdit(warehouse)} aria-label={`Editar ${warehouse.name}`}>
        <PencilIcon className="bo:size-4" aria-hidden="true" />
        Editar
      </Button>
    </div>
  );
}

function warehouseColumns(onEdit: ((w: Warehouse) => void) | undefined): readonly DataColumn<Warehouse>[] {
  const columns: DataColumn<Warehouse>[] = [
    { key: 'code', header: 'Clave', className: 'bo:font-mono bo:text-gray-900', cell: (w) => w.code },
    { key: 'name', header: 'Almacén', rowHeader: true, className: 'bo:font-medium bo:text-gray-900', cell: (w) => w.name },
    { key: 'kind', header: 'Tipo', className: 'bo:text-gray-700', cell: (w) => WAREHOUSE_KIND_LABELS[w.kind] },
    { key: 'locations', header: 'Ubicaciones', align: 'right', className: 'bo:tabular-nums bo:text-gray-700', cell: (w) => w.locationCount },
    { key: 'state', header: 'Estado', cell: (w) => <StateBadge active={w.active} /> },
  ];
  if (onEdit) columns.push({ key: 'actions', header: 'Acciones', hideHeader: true, align: 'right', cell: (w) => <EditButton warehouse={w} onEdit={onEdit} /> });
  return columns;
}
