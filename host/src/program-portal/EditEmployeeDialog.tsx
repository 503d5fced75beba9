import { useId, useState, type FormEvent } from 'react';
import { updatePublicEmployee, useAction } from '@muestrario/shared/api';
import type { PublicEmployee, PublicProgram } from '@muestrario/shared/contract';
import { missingSizes } from '@muestrario/shared/rules';
import { Button, Dialog } from '@muestrario/shared/ui';
import { formFailure, linkClosed, withoutKey } from './portal-state';
import { garmentsOf, SizeFields } from './SizeFields';

/** 'Editar' on a roster row: the employee's sizes (only their kit's garments and runs) and whether they are active. */
export function EditEmployeeDialog({
  token,
  program,
  employee,
  onSaved,
  onRefused,
}: {
  token: string;
  program: PublicProgram;
  employee: PublicEmployee;
  onSaved: (e: PublicEmployee) => void;
  onRefused: (message: string) => void;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const garments = garmentsOf(employee.jobTitleId, program.jobTitles, program.garmentTypes);
  const [sizes, setSizes] = useState<Record<string, string>>(employee.sizes);
  const [active, setActive] = useState(employee.active);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useAction((body: Parameters<typeof updatePublicEmployee>[2]) => updatePublicEmployee(token, employee.id, body), {
    onSuccess: (saved) => {
      onSaved(saved);
      setOpen(false);
    },
    onError: (error) => linkClosed(error) && onRefused(error.message),
  });
  const failure = formFailure(saving.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.reset();
    // Marking someone inactive needs no sizes; keeping them active needs all of their kit's.
    const found = active ? missingSizes(garments.map((g) => g.garmentType), sizes, garments) : {};
    setErrors(found);
    if (Object.keys(found).length) return;
    const given = Object.fromEntries(garments.filter((g) => sizes[g.garmentType]).map((g) => [g.garmentType, sizes[g.garmentType]!]));
    const changedSizes = garments.some((g) => (sizes[g.garmentType] ?? '') !== (employee.sizes[g.garmentType] ?? ''));
    void saving.trigger({ ...(changedSizes ? { sizes: given } : {}), active });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setSizes(employee.sizes);
          setActive(employee.active);
          setErrors({});
          saving.reset();
        }
      }}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Editar a ${employee.name}`}>
          Editar
        </Button>
      }
      title={`Editar a ${employee.name}`}
      footer={
        <>
          <Button type="submit" form={formId} loading={saving.isMutating}>
            Guardar cambios
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <SizeFields garments={garments} sizes={sizes} errors={errors} onChange={(type, size) => (setSizes((s) => ({ ...s, [type]: size })), setErrors((e) => withoutKey(e, type)))} />
        <label className="flex items-start gap-2 text-sm text-gray-900">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="mt-0.5 size-5 accent-primary-600" />
          <span>
            Activo
            <span className="block text-xs text-gray-500">Desmárcalo si ya no trabaja en la empresa: deja de recibir uniformes.</span>
          </span>
        </label>
      </form>
    </Dialog>
  );
}
