import { useId, useState, type FormEvent } from 'react';
import { addPublicEmployee, useAction } from '@muestrario/shared/api';
import type { PublicEmployee, PublicProgram } from '@muestrario/shared/contract';
import { PROGRAM_LIMITS, PROGRAM_MESSAGES } from '@muestrario/shared/domain';
import { localToday, missingSizes } from '@muestrario/shared/rules';
import { Button, Dialog, Field, Select, TextInput } from '@muestrario/shared/ui';
import { formFailure, linkClosed, withoutKey } from './portal-state';
import { garmentsOf, SizeFields } from './SizeFields';

interface Errors {
  name?: string;
  jobTitle?: string;
  sizes?: Record<string, string>;
}

/** 'Agregar empleado': a new hire with a job title and a size per garment of its kit; the server checks the same. */
export function NewHireDialog({ token, program, onAdded, onRefused }: { token: string; program: PublicProgram; onAdded: (e: PublicEmployee) => void; onRefused: (message: string) => void }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [employeeNumber, setEmployeeNumber] = useState('');
  const [jobTitleId, setJobTitleId] = useState('');
  const [area, setArea] = useState('');
  const [startDate, setStartDate] = useState(() => localToday(new Date()));
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const garments = garmentsOf(Number(jobTitleId), program.jobTitles, program.garmentTypes);
  const reset = () => {
    setName('');
    setEmployeeNumber('');
    setJobTitleId('');
    setArea('');
    setStartDate(localToday(new Date()));
    setSizes({});
    setErrors({});
  };
  const adding = useAction((body: Parameters<typeof addPublicEmployee>[1]) => addPublicEmployee(token, body), {
    onSuccess: (employee) => {
      onAdded(employee);
      setOpen(false);
      reset();
    },
    onError: (error) => linkClosed(error) && onRefused(error.message),
  });
  const failure = formFailure(adding.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    adding.reset();
    const found: Errors = {};
    if (!name.trim()) found.name = PROGRAM_MESSAGES.blankName;
    if (!jobTitleId) found.jobTitle = 'Elige el puesto.';
    const sizeErrors = missingSizes(garments.map((g) => g.garmentType), sizes, garments);
    if (Object.keys(sizeErrors).length) found.sizes = sizeErrors;
    setErrors(found);
    if (Object.keys(found).length) return;
    void adding.trigger({
      name: name.trim(),
      employeeNumber: employeeNumber.trim() || null,
      jobTitleId: Number(jobTitleId),
      area: area.trim() || null,
      startDate: startDate || null,
      sizes: Object.fromEntries(garments.map((g) => [g.garmentType, sizes[g.garmentType]!])),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (setOpen(next), next || adding.reset())}
      trigger={<Button>Agregar empleado</Button>}
      title="Agregar empleado"
      description="Nuevo ingreso: su puesto define las prendas de su kit; elige su talla de cada una."
      footer={
        <>
          <Button type="submit" form={formId} loading={adding.isMutating}>
            Guardar empleado
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
        <Field label="Nombre completo" error={errors.name} required>
          <TextInput value={name} onChange={(e) => (setName(e.target.value), setErrors(({ name: _, ...rest }) => rest))} maxLength={PROGRAM_LIMITS.employeeName} autoComplete="off" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Número de empleado" hint="Opcional">
            <TextInput value={employeeNumber} onChange={(e) => setEmployeeNumber(e.target.value)} maxLength={PROGRAM_LIMITS.employeeNumber} autoComplete="off" />
          </Field>
          <Field label="Fecha de ingreso">
            <TextInput type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Puesto" error={errors.jobTitle} required>
            <Select
              value={jobTitleId}
              onChange={(e) => (setJobTitleId(e.target.value), setErrors(({ jobTitle: _, sizes: __, ...rest }) => rest))}
              placeholder="Elige el puesto"
              options={program.jobTitles.map((t) => ({ value: String(t.id), label: t.name }))}
            />
          </Field>
          <Field label="Área" hint="Opcional">
            <TextInput value={area} onChange={(e) => setArea(e.target.value)} maxLength={PROGRAM_LIMITS.area} autoComplete="off" />
          </Field>
        </div>
        {jobTitleId ? (
          <SizeFields
            garments={garments}
            sizes={sizes}
            errors={errors.sizes ?? {}}
            onChange={(type, size) => (setSizes((s) => ({ ...s, [type]: size })), setErrors((e) => ({ ...e, sizes: withoutKey(e.sizes, type) })))}
          />
        ) : (
          <p className="text-sm text-gray-500">Elige el puesto para ver las prendas de su kit y sus tallas.</p>
        )}
      </form>
    </Dialog>
  );
}
