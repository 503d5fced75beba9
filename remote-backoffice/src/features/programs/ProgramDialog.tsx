import { useId, type FormEvent } from 'react';
import { ApiError, createProgram, updateProgram, useAuthDetails, useSellers } from '@muestrario/shared/api';
import type { ProgramDetail, ProgramSummary } from '@muestrario/shared/domain';
import { PROGRAM_LIMITS, PROGRAM_PERIOD_LABELS, PROGRAM_PERIODS } from '@muestrario/shared/domain';
import { localToday } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, Textarea, TextInput, useForm, type Form } from '@muestrario/shared/ui';
import { draftOfProgram, newProgramDraft, programBodyOf, type ProgramDraft, type ProgramDraftField } from './program-draft';

export interface ProgramDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  partnerId: number;
  /** The program being changed; undefined creates one. */
  program: ProgramSummary | undefined;
  onSaved: (program: ProgramDetail, created: boolean) => void;
}

const PERIOD_OPTIONS = PROGRAM_PERIODS.map((p) => ({ value: p, label: PROGRAM_PERIOD_LABELS[p] }));

/** 'Nuevo programa' or 'Editar programa': name, period and its first day, notes, active; an admin also picks the seller. */
export function ProgramDialog(props: ProgramDialogProps) {
  return <ProgramDialogBody key={props.open ? `open-${props.program?.id ?? 'new'}` : 'closed'} {...props} />;
}

function ProgramDialogBody({ open, onOpenChange, partnerId, program, onSaved }: ProgramDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: () => (program ? draftOfProgram(program) : newProgramDraft(localToday(new Date()))),
    check: (d: ProgramDraft) => {
      const checked = programBodyOf(d);
      return 'errors' in checked ? checked.errors : {};
    },
    save: (d: ProgramDraft) => {
      const checked = programBodyOf(d);
      if ('errors' in checked) throw new Error('checked before saving');
      return program ? updateProgram(program.id, checked.body) : createProgram(partnerId, checked.body);
    },
    onSaved: (saved) => onSaved(saved, !program),
    failureFallback: 'No pudimos guardar el programa. Revisa tu conexión e inténtalo de nuevo.',
    fieldOfFailure: (error) => (error instanceof ApiError && error.status === 409 ? 'name' : undefined),
    warnBeforeUnload: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={program ? `Editar ${program.name}` : 'Nuevo programa de uniformes'}
      description="Cada empleado recibe las piezas del kit de su puesto una vez por periodo."
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            {program ? 'Guardar cambios' : 'Crear programa'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <ProgramForm id={formId} form={form} editing={program !== undefined} />}
    </Dialog>
  );
}

function ProgramForm({ id, form, editing }: { id: string; form: Form<ProgramDraft, ProgramDetail>; editing: boolean }) {
  const { values: d, failure } = form;
  const errors: Partial<Record<ProgramDraftField, string>> = form.errors;
  const { data: user } = useAuthDetails();
  const admin = user?.role === 'admin';
  const { data: sellers } = useSellers();
  const edit = <K extends keyof ProgramDraft>(field: K, value: ProgramDraft[K]) => form.setValues({ ...d, [field]: value }, [field]);
  const submit = (event: FormEvent) => {
    // The dialog is portalled but its events bubble through React to any form around the section.
    event.stopPropagation();
    void form.submit(event);
  };
  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <Field label="Nombre del programa" required error={errors.name} hint="Por ejemplo «Uniformes 2026» o «Dotación planta Apodaca».">
        <TextInput value={d.name} maxLength={PROGRAM_LIMITS.name} onChange={(e) => edit('name', e.target.value)} />
      </Field>
      <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-2">
        <Field label="Periodo" required>
          <Select value={d.period} options={PERIOD_OPTIONS} onChange={(e) => edit('period', e.target.value as ProgramDraft['period'])} />
        </Field>
        <Field label="Inicio del periodo vigente" required error={errors.periodStart} hint="El día en que empieza la dotación actual.">
          <TextInput type="date" value={d.periodStart} onChange={(e) => edit('periodStart', e.target.value)} />
        </Field>
      </div>
      {admin && (
        <Field label="Vendedor" hint="Quien lleva el programa; vacío: tú.">
          <Select
            value={d.sellerId}
            placeholder="Yo"
            options={(sellers ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            onChange={(e) => edit('sellerId', e.target.value)}
          />
        </Field>
      )}
      <Field label="Notas" error={errors.notes}>
        <Textarea value={d.notes} rows={3} maxLength={PROGRAM_LIMITS.notes} onChange={(e) => edit('notes', e.target.value)} />
      </Field>
      {editing && (
        <label className="bo:flex bo:items-center bo:gap-3 bo:text-sm bo:font-medium bo:text-gray-900">
          <input type="checkbox" checked={d.active} onChange={(e) => edit('active', e.target.checked)} className="bo:size-4 bo:rounded bo:border-gray-300 bo:accent-primary-600" />
          Programa activo
        </label>
      )}
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}
