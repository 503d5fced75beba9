import { useId, type FormEvent } from 'react';
import { ApiError, createMachine, updateMachine } from '@muestrario/shared/api';
import type { Machine } from '@muestrario/shared/contract';
import { MACHINE_KIND_LABELS, MACHINE_KINDS, WEEKDAY_LABELS } from '@muestrario/shared/domain';
import { shiftText, weeklyCapacity } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, NumberInput, Select, TextInput, useForm, type Form } from '@muestrario/shared/ui';
import { draftOfMachine, EMPTY_MACHINE_DRAFT, kindOf, machineBodyOf, type MachineDraft, type MachineDraftField } from './machine-draft';

export interface MachineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The machine being changed; undefined adds one. */
  machine: Machine | undefined;
  onSaved: (machine: Machine, created: boolean) => void;
}

const KIND_OPTIONS = MACHINE_KINDS.map((kind) => ({ value: kind, label: MACHINE_KIND_LABELS[kind] }));

/** 'Nueva máquina' or 'Editar máquina': name, kind, heads, needles and speed (embroidery), the week's shift minutes, active. */
export function MachineDialog(props: MachineDialogProps) {
  // A fresh form each time the dialog opens (for another machine, or after a cancel).
  return <MachineDialogBody key={props.open ? `open-${props.machine?.id ?? 'new'}` : 'closed'} {...props} />;
}

function MachineDialogBody({ open, onOpenChange, machine, onSaved }: MachineDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: () => (machine ? draftOfMachine(machine) : EMPTY_MACHINE_DRAFT),
    check: (draft: MachineDraft) => {
      const checked = machineBodyOf(draft);
      return 'errors' in checked ? checked.errors : {};
    },
    save: (draft: MachineDraft) => {
      const checked = machineBodyOf(draft);
      if ('errors' in checked) throw new Error('checked before saving');
      return machine ? updateMachine(machine.id, checked.body) : createMachine(checked.body);
    },
    onSaved: (saved) => onSaved(saved, !machine),
    failureFallback: 'No pudimos guardar la máquina. Revisa tu conexión e inténtalo de nuevo.',
    // A name taken belongs beside its field; anything else above the buttons.
    fieldOfFailure: (error) => (error instanceof ApiError && error.status === 409 ? 'name' : undefined),
    warnBeforeUnload: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={machine ? `Editar ${machine.name}` : 'Nueva máquina'}
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            {machine ? 'Guardar cambios' : 'Dar de alta'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <MachineForm id={formId} form={form} />}
    </Dialog>
  );
}

function MachineForm({ id, form }: { id: string; form: Form<MachineDraft, Machine> }) {
  const { values: draft, failure } = form;
  const errors: Partial<Record<MachineDraftField, string>> = form.errors;
  const edit = <K extends keyof MachineDraft>(field: K, value: MachineDraft[K]) => form.setValues({ ...draft, [field]: value }, [field]);
  const setDay = (i: number, value: number | null) => form.setValues({ ...draft, shiftMinutes: draft.shiftMinutes.map((m, j) => (j === i ? value : m)) }, [`shift${i}`]);
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  const embroidery = draft.kind === 'embroidery';
  const weekly = weeklyCapacity(draft.shiftMinutes.map((m) => m ?? 0));

  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <Field label="Nombre" required hint="Como la conoce la planta, por ejemplo «Tajima 6 cabezas»." error={errors.name}>
        <TextInput value={draft.name} maxLength={60} onChange={(e) => edit('name', e.target.value)} />
      </Field>
      <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-2">
        <Field label="Tipo" required>
          <Select value={draft.kind} options={KIND_OPTIONS} onChange={(e) => edit('kind', kindOf(e.target.value))} />
        </Field>
        <Field label="Cabezas" required hint="Piezas que trabaja a la vez." error={errors.heads}>
          <NumberInput value={draft.heads} onValueChange={(v) => edit('heads', v)} />
        </Field>
      </div>
      {embroidery && (
        <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-2">
          <Field label="Agujas" required hint="Colores de hilo sin cambiar a mano." error={errors.needles}>
            <NumberInput value={draft.needles} onValueChange={(v) => edit('needles', v)} />
          </Field>
          <Field label="Puntadas por minuto" required error={errors.stitchesPerMinute}>
            <NumberInput value={draft.stitchesPerMinute} onValueChange={(v) => edit('stitchesPerMinute', v)} />
          </Field>
        </div>
      )}
      <Field label="Tarifa por hora (MXN)" required hint="Lo que cuesta una hora de esta máquina; se suma al costo del producto terminado." error={errors.rate}>
        <NumberInput value={draft.rate} decimals unit="$/h" onValueChange={(v) => edit('rate', v)} />
      </Field>
      <fieldset>
        <legend className="bo:text-sm/6 bo:font-medium bo:text-gray-900">Minutos de turno por día</legend>
        <p className="bo:text-sm bo:text-gray-500">0 = cerrado. En total {shiftText(weekly) === 'Cerrado' ? 'ningún minuto' : shiftText(weekly)} a la semana.</p>
        <div className="bo:mt-3 bo:grid bo:grid-cols-2 bo:gap-x-4 bo:gap-y-3 bo:sm:grid-cols-4">
          {WEEKDAY_LABELS.map((day, i) => (
            <Field key={day} label={day} error={errors[`shift${i}`]}>
              <NumberInput value={draft.shiftMinutes[i] ?? null} unit="min" onValueChange={(v) => setDay(i, v)} />
            </Field>
          ))}
        </div>
      </fieldset>
      <div className="bo:flex bo:gap-3">
        <input
          id={`${id}-active`}
          type="checkbox"
          checked={draft.active}
          onChange={(e) => edit('active', e.target.checked)}
          aria-describedby={`${id}-active-hint`}
          className="bo:mt-1 bo:size-4 bo:rounded bo:border-gray-300 bo:accent-primary-600"
        />
        <div>
          <label htmlFor={`${id}-active`} className="bo:text-sm bo:font-medium bo:text-gray-900">
            Máquina activa
          </label>
          <p id={`${id}-active-hint`} className="bo:text-sm bo:text-gray-500">
            Una máquina inactiva no recibe trabajo ni cuenta en la capacidad.
          </p>
        </div>
      </div>
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}
