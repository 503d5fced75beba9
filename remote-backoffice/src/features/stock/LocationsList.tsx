import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAllowed, useRefreshWarehouses, useStockLocations, useWarehouses } from '@muestrario/shared/api';
import type { StockLocation } from '@muestrario/shared/contract';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { Badge, Button, Card, DataTable, EmptyState, Field, LoadState, PageHeader, Select, usePageTitle, useToast, type DataColumn } from '@muestrario/shared/ui';
import { PencilIcon, PlusIcon } from '../icons';
import { LocationDialog } from './LocationDialog';

const TITLE = 'Ubicaciones';
const DESCRIPTION = 'Las ubicaciones de cada almacén: pasillos, anaqueles y niveles.';

/** The warehouse filter kept in the address ('?almacen=2'), so a link from a warehouse opens its locations. */
function useWarehouseFilter(): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('almacen'));
  const value = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return [value, (id) => setParams(id === undefined ? {} : { almacen: String(id) }, { replace: true })];
}

/** '/admin/inventario/ubicaciones' (issue 31): Inventario › Ubicaciones. Everyone reads; production and admins write. */
export default function LocationsList() {
  usePageTitle(TITLE);
  const [warehouseId, setWarehouseId] = useWarehouseFilter();
  const warehouses = useWarehouses();
  const { data, error, mutate } = useStockLocations(warehouseId);
  const refresh = useRefreshWarehouses();
  const mayEdit = useAllowed('stock.editWarehouses');
  const toast = useToast();
  const headingId = useId();
  const [editing, setEditing] = useState<{ location: StockLocation | undefined } | null>(null);

  const onSaved = (location: StockLocation, created: boolean) => {
    setEditing(null);
    void refresh();
    toast.success(created ? `Ubicación ${location.code} dada de alta en ${location.warehouseName}.` : `Cambios de la ubicación ${location.code} guardados.`);
  };
  const onEdit = mayEdit ? (l: StockLocation) => setEditing({ location: l }) : undefined;
  const options = (warehouses.data ?? []).map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }));

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          mayEdit ? (
            <Button onClick={() => setEditing({ location: undefined })} disabled={!warehouses.data?.length}>
              <PlusIcon className="bo:size-5" aria-hidden="true" />
              Nueva ubicación
            </Button>
          ) : undefined
        }
      />
      <div className="bo:mb-4 bo:max-w-sm">
        <Field label="Almacén">
          <Select value={warehouseId === undefined ? '' : String(warehouseId)} placeholder="Todos los almacenes" options={options} onChange={(e) => setWarehouseId(e.target.value ? Number(e.target.value) : undefined)} />
        </Field>
      </div>
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando ubicaciones">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="Aún no hay ubicaciones" description={mayEdit ? 'Da de alta la primera con «Nueva ubicación».' : 'Producción o un administrador las dan de alta.'} />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:sr-only">
                Ubicaciones de los almacenes
              </h2>
              <DataTable
                rows={rows}
                columns={locationColumns(onEdit)}
                rowKey={(l) => l.id}
                labelledBy={headingId}
                rowClassName={(l) => (l.active ? '' : 'bo:bg-gray-50/60')}
                cardClassName="bo:space-y-2"
                card={(l) => (
                  <>
                    <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
                      <div className="bo:min-w-0">
                        <p className="bo:font-mono bo:font-medium bo:text-gray-900">{l.code}</p>
                        <p className="bo:text-sm bo:text-gray-500">
                          {l.warehouseName}
                          {l.name && ` · ${l.name}`}
                        </p>
                      </div>
                      <StateBadge active={l.active} />
                    </div>
                    {onEdit && <EditButton location={l} onEdit={onEdit} />}
                  </>
                )}
              />
            </Card>
          )
        }
      </LoadState>
      <LocationDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        location={editing?.location}
        warehouseId={warehouseId ?? null}
        warehouses={warehouses.data ?? []}
        onSaved={onSaved}
      />
    </>
  );
}

function StateBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'gray'}>{active ? 'Activa' : 'Inactiva'}</Badge>;
}

function EditButton({ location, onEdit }: { location: StockLocation; onEdit: (l: StockLocation) => void }) {
  return (
    <div className="bo:flex bo:justify-end">
      <Button variant="secondary" size="sm" onClick={() => onEdit(location)} aria-label={`Editar ubicación ${location.code} de ${location.warehouseName}`}>
        <PencilIcon className="bo:size-4" aria-hidden="true" />
        Editar
      </Button>
    </div>
  );
}

function locationColumns(onEdit: ((l: StockLocation) => void) | undefined): readonly DataColumn<StockLocation>[] {
  const columns: DataColumn<StockLocation>[] = [
    { key: 'warehouse', header: 'Almacén', className: 'bo:text-gray-700', cell: (l) => `${l.warehouseCode} · ${l.warehouseName}` },
    { key: 'code', header: 'Clave', rowHeader: true, className: 'bo:font-mono bo:font-medium bo:text-gray-900', cell: (l) => l.code },
    { key: 'name', header: 'Descripción', className: 'bo:text-gray-700', cell: (l) => l.name || <span className="bo:text-gray-400">—</span> },
    { key: 'state', header: 'Estado', cell: (l) => <StateBadge active={l.active} /> },
  ];
  if (onEdit) columns.push({ key: 'actions', header: 'Acciones', hideHeader: true, align: 'right', cell: (l) => <EditButton location={l} onEdit={onEdit} /> });
  return columns;
}
