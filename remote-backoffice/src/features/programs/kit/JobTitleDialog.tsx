import { useId, type FormEvent } from 'react';
import { ApiError, createJobTitle, updateJobTitle } from '@muestrario/shared/api';
import { PROGRAM_LIMITS, PROGRAM_MESSAGES, type ProgramDetail, type ProgramJobTitle } from '@muestrario/shared/domain';
import { cleanName } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, TextInput, useForm } from '@muestrario/shared/ui';

export interface JobTitleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  programId: number;
  /** The job title renamed; undefined adds one. */
  jobTitle: ProgramJobTitle | undefined;
  onSaved: (program: ProgramDetail) => void;
}

/** 'Nuevo puesto' or 'Renombrar puesto'. */
export function JobTitleDialog(props: JobTitleDialogProps) {
  return <JobTitleDialogBody key={props.open ? `open-${props.jobTitle?.id ?? 'new'}` : 'closed'} {...props} />;
}

function JobTitleDialogBody({ open, onOpenChange, programId, jobTitle, onSaved }: JobTitleDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: { name: jobTitle?.name ?? '' },
    check: (v: { name: string }) => (cleanName(v.name) ? {} : { name: PROGRAM_MESSAGES.blankName }),
    save: (v: { name: string }) => (jobTitle ? updateJobTitle(programId, jobTitle.id, { name: v.name }) : createJobTitle(programId, { name: v.name })),
    onSaved: (saved) => onSaved(saved),
    failureFallback: 'No pudimos guardar el puesto. Revisa tu conexión e inténtalo de nuevo.',
    fieldOfFailure: (error) => (error instanceof ApiError && (error.status === 409 || error.status === 400) ? 'name' : undefined),
    warnBeforeUnload: false,
  });
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={jobTitle ? `Renombrar ${jobTitle.name}` : 'Nuevo puesto'}
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            {jobTitle ? 'Guardar nombre' : 'Agregar puesto'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && (
        <form id={formId} noValidate onSubmit={submit} className="bo:space-y-5">
          <Field label="Nombre del puesto" required error={form.errorOf('name')} hint="Por ejemplo «Operador de almacén», «Supervisor», «Chofer».">
            <TextInput value={form.values.name} maxLength={PROGRAM_LIMITS.jobTitle} onChange={(e) => form.set('name', e.target.value)} />
          </Field>
          {form.failure && !form.errorOf('name') && <ErrorAlert title={form.failure} />}
        </form>
      )}
    </Dialog>
  );
}
