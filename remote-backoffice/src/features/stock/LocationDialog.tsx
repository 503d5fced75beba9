import { useId, type FormEvent } from 'react';
import { ApiError, createStockLocation, updateStockLocation } from '@muestrario/shared/api';
import type { StockLocation, Warehouse } from '@muestrario/shared/contract';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput, useForm, type Form } from '@muestrario/shared/ui';
import { ActiveCheckbox } from './ActiveCheckbox';
import { draftOfLocation, emptyLocationDraft, locationBodyOf, type LocationDraft, type LocationErrors } from './warehouse-draft';

export interface LocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location being changed; undefined adds one (in `warehouseId` when one is chosen). */
  location: StockLocation | undefined;
  warehouseId: number | null;
  warehouses: readonly Warehouse[];
  onSaved: (location: StockLocation, created: boolean) => void;
}

/** 'Nueva ubicación' or 'Editar ubicación': warehouse, code (A-01-03), description, active. */
export function LocationDialog(props: LocationDialogProps) {
  return <LocationDialogBody key={props.open ? `open-${props.location?.id ?? 'new'}` : 'closed'} {...props} />;
}

function LocationDialogBody({ open, onOpenChange, location, warehouseId, warehouses, onSaved }: LocationDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: () => (location ? draftOfLocation(location) : emptyLocationDraft(warehouseId)),
    check: (draft: LocationDraft) => {
      const checked = locationBodyOf(draft);
      return 'errors' in checked ? checked.errors : {};
    },
    save: (draft: LocationDraft) => {
      const checked = locationBodyOf(draft);
      if ('errors' in checked) throw new Error('checked before saving');
      return location ? updateStockLocation(location.id, checked.body) : createStockLocation(checked.body);
    },
    onSaved: (saved) => onSaved(saved, !location),
    failureFallback: 'No pudimos guardar la ubicación. Revisa tu conexión e inténtalo de nuevo.',
    fieldOfFailure: (error) => (error instanceof ApiError && error.status === 409 ? 'code' : undefined),
    warnBeforeUnload: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={location ? `Editar ubicación ${location.code}` : 'Nueva ubicación'}
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            {location ? 'Guardar cambios' : 'Dar de alta'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <LocationForm id={formId} form={form} warehouses={warehouses} />}
    </Dialog>
  );
}

function LocationForm({ id, form, warehouses }: { id: string; form: Form<LocationDraft, StockLocation>; warehouses: readonly Warehouse[] }) {
  const { values: draft, failure } = form;
  const errors: LocationErrors = form.errors;
  const edit = <K extends keyof LocationDraft>(field: K, value: LocationDraft[K]) => form.setValues({ ...draft, [field]: value }, [field]);
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  const options = warehouses.map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }));
  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <Field label="Almacén" required error={errors.warehouseId}>
        <Select value={draft.warehouseId === null ? '' : String(draft.warehouseId)} placeholder="Selecciona…" options={options} onChange={(e) => edit('warehouseId', e.target.value ? Number(e.target.value) : null)} />
      </Field>
      <Field label="Clave" required hint="Pasillo, anaquel y nivel, por ejemplo A-01-03." error={errors.code}>
        <TextInput value={draft.code} maxLength={20} autoCapitalize="characters" onChange={(e) => edit('code', e.target.value)} />
      </Field>
      <Field label="Descripción" hint="Opcional: qué se guarda ahí." error={errors.name}>
        <TextInput value={draft.name} maxLength={60} onChange={(e) => edit('name', e.target.value)} />
      </Field>
      <ActiveCheckbox id={`${id}-active`} label="Ubicación activa" hint="Una ubicación inactiva no recibe movimientos." checked={draft.active} onChange={(v) => edit('active', v)} />
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}
