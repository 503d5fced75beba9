import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, createWarehouse, updateWarehouse, useStockLocations } from '@muestrario/shared/api';
import type { Warehouse } from '@muestrario/shared/contract';
import { WAREHOUSE_KIND_LABELS, WAREHOUSE_KINDS } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Badge, Button, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput, useForm, type Form } from '@muestrario/shared/ui';
import { ActiveCheckbox } from './ActiveCheckbox';
import { draftOfWarehouse, EMPTY_WAREHOUSE_DRAFT, warehouseBodyOf, warehouseKindOf, type WarehouseDraft, type WarehouseErrors } from './warehouse-draft';

export interface WarehouseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The warehouse being changed; undefined adds one. */
  warehouse: Warehouse | undefined;
  onSaved: (warehouse: Warehouse, created: boolean) => void;
}

const KIND_OPTIONS = WAREHOUSE_KINDS.map((kind) => ({ value: kind, label: WAREHOUSE_KIND_LABELS[kind] }));

/** 'Nuevo almacén' or 'Editar almacén': code, name, kind, active; an existing one lists its locations. */
export function WarehouseDialog(props: WarehouseDialogProps) {
  return <WarehouseDialogBody key={props.open ? `open-${props.warehouse?.id ?? 'new'}` : 'closed'} {...props} />;
}

function WarehouseDialogBody({ open, onOpenChange, warehouse, onSaved }: WarehouseDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: () => (warehouse ? draftOfWarehouse(warehouse) : EMPTY_WAREHOUSE_DRAFT),
    check: (draft: WarehouseDraft) => {
      const checked = warehouseBodyOf(draft);
      return 'errors' in checked ? checked.errors : {};
    },
    save: (draft: WarehouseDraft) => {
      const checked = warehouseBodyOf(draft);
      if ('errors' in checked) throw new Error('checked before saving');
      return warehouse ? updateWarehouse(warehouse.id, checked.body) : createWarehouse(checked.body);
    },
    onSaved: (saved) => onSaved(saved, !warehouse),
    failureFallback: 'No pudimos guardar el almacén. Revisa tu conexión e inténtalo de nuevo.',
    // A code taken belongs beside its field; anything else above the buttons.
    fieldOfFailure: (error) => (error instanceof ApiError && error.status === 409 ? 'code' : undefined),
    warnBeforeUnload: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={warehouse ? `Editar ${warehouse.name}` : 'Nuevo almacén'}
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            {warehouse ? 'Guardar cambios' : 'Dar de alta'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <WarehouseForm id={formId} form={form} />}
      {open && warehouse && <WarehouseLocations warehouse={warehouse} />}
    </Dialog>
  );
}

function WarehouseForm({ id, form }: { id: string; form: Form<WarehouseDraft, Warehouse> }) {
  const { values: draft, failure } = form;
  const errors: WarehouseErrors = form.errors;
  const edit = <K extends keyof WarehouseDraft>(field: K, value: WarehouseDraft[K]) => form.setValues({ ...draft, [field]: value }, [field]);
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-3">
        <Field label="Clave" required hint="Letras, números y guiones: MP, PT, TR." error={errors.code}>
          <TextInput value={draft.code} maxLength={10} autoCapitalize="characters" onChange={(e) => edit('code', e.target.value)} />
        </Field>
        <div className="bo:sm:col-span-2">
          <Field label="Nombre" required error={errors.name}>
            <TextInput value={draft.name} maxLength={60} onChange={(e) => edit('name', e.target.value)} />
          </Field>
        </div>
      </div>
      <Field label="Tipo" required hint="Materia prima: lo que producción consume; producto terminado: lo que se entrega; tránsito: lo que va de un almacén a otro.">
        <Select value={draft.kind} options={KIND_OPTIONS} onChange={(e) => edit('kind', warehouseKindOf(e.target.value))} />
      </Field>
      <ActiveCheckbox id={`${id}-active`} label="Almacén activo" hint="Un almacén inactivo no recibe movimientos; sus existencias se conservan." checked={draft.active} onChange={(v) => edit('active', v)} />
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}

/** The warehouse's locations (read here; added and changed under Ubicaciones). */
function WarehouseLocations({ warehouse }: { warehouse: Warehouse }) {
  const { data, error } = useStockLocations(warehouse.id);
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="bo:mt-6 bo:border-t bo:border-gray-200 bo:pt-4">
      <h3 id={heading} className="bo:text-sm bo:font-semibold bo:text-gray-900">
        Ubicaciones
      </h3>
      {error && !data ? (
        <p role="alert" className="bo:mt-2 bo:text-sm bo:text-red-700">
          No pudimos cargar las ubicaciones.
        </p>
      ) : !data ? (
        <p className="bo:mt-2 bo:text-sm bo:text-gray-500">Cargando ubicaciones…</p>
      ) : data.length === 0 ? (
        <p className="bo:mt-2 bo:text-sm bo:text-gray-500">Este almacén aún no tiene ubicaciones.</p>
      ) : (
        <ul className="bo:mt-2 bo:divide-y bo:divide-gray-100 bo:text-sm">
          {data.map((l) => (
            <li key={l.id} className="bo:flex bo:items-center bo:justify-between bo:gap-3 bo:py-2">
              <span>
                <span className="bo:font-mono bo:text-gray-900">{l.code}</span>
                {l.name && <span className="bo:text-gray-600"> · {l.name}</span>}
              </span>
              {!l.active && <Badge tone="gray">Inactiva</Badge>}
            </li>
          ))}
        </ul>
      )}
      <p className="bo:mt-2 bo:text-sm">
        <Link to={`${paths.stockLocations}?almacen=${warehouse.id}`} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
          Administrar ubicaciones de {warehouse.name}
        </Link>
      </p>
    </section>
  );
}
