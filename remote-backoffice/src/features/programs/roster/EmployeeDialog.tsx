import { useId, type FormEvent } from 'react';
import { ApiError, createEmployee, failedFields, updateEmployee } from '@muestrario/shared/api';
import { PROGRAM_LIMITS, type ProgramDetail, type ProgramEmployee, type ProgramGarmentType } from '@muestrario/shared/domain';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput, useForm, type Form } from '@muestrario/shared/ui';
import { draftOfEmployee, employeeBodyOf, garmentTypesFor, newEmployeeDraft, type EmployeeDraft } from '../employee-draft';

export interface EmployeeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  program: ProgramDetail;
  /** The employee changed; undefined adds one. */
  employee: ProgramEmployee | undefined;
  /** The areas already used (offered while typing). */
  areas: readonly string[];
  onSaved: (employee: ProgramEmployee, created: boolean) => void;
}

/** 'Agregar empleado' or 'Editar empleado': number, name, job title, area, start date, and a size per garment of the kits. */
export function EmployeeDialog(props: EmployeeDialogProps) {
  return <EmployeeDialogBody key={props.open ? `open-${props.employee?.id ?? 'new'}` : 'closed'} {...props} />;
}

function EmployeeDialogBody({ open, onOpenChange, program, employee, areas, onSaved }: EmployeeDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: () => (employee ? draftOfEmployee(employee) : newEmployeeDraft(program)),
    check: (d: EmployeeDraft) => {
      const checked = employeeBodyOf(d, program);
      return 'errors' in checked ? (checked.errors as Record<string, string>) : {};
    },
    save: (d: EmployeeDraft) => {
      const checked = employeeBodyOf(d, program);
      if ('errors' in checked) throw new Error('checked before saving');
      return employee ? updateEmployee(program.id, employee.id, checked.body) : createEmployee(program.id, checked.body);
    },
    onSaved: (saved) => onSaved(saved, !employee),
    failureFallback: 'No pudimos guardar al empleado. Revisa tu conexión e inténtalo de nuevo.',
    // A duplicate (number or name) or a size the server refused is said beside its field.
    fieldOfFailure: (error) => (error instanceof ApiError && (error.status === 409 || error.status === 400) ? failedFields(error)[0] : undefined),
    warnBeforeUnload: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={employee ? `Editar a ${employee.name}` : 'Agregar empleado'}
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            {employee ? 'Guardar cambios' : 'Agregar empleado'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <EmployeeForm id={formId} form={form} program={program} areas={areas} editing={employee !== undefined} />}
    </Dialog>
  );
}

function EmployeeForm({ id, form, program, areas, editing }: { id: string; form: Form<EmployeeDraft, ProgramEmployee>; program: ProgramDetail; areas: readonly string[]; editing: boolean }) {
  const { values: d, failure } = form;
  const areasId = useId();
  const edit = <K extends keyof EmployeeDraft>(field: K, value: EmployeeDraft[K]) => form.setValues({ ...d, [field]: value }, [field]);
  const setSize = (garmentType: string, size: string) => form.setValues({ ...d, sizes: { ...d.sizes, [garmentType]: size } }, [`sizes.${garmentType}`]);
  const { inKit, others } = garmentTypesFor(program, d.jobTitleId);
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  const sizeField = (g: ProgramGarmentType) => (
    <Field key={g.garmentType} label={`Talla de ${g.label}`} error={form.errorOf(`sizes.${g.garmentType}`)} hint={g.itemCode}>
      <Select value={d.sizes[g.garmentType] ?? ''} placeholder="Sin talla" options={g.sizes.map((s) => ({ value: s, label: s }))} onChange={(e) => setSize(g.garmentType, e.target.value)} />
    </Field>
  );
  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-[10rem_1fr]">
        <Field label="Número de empleado" error={form.errorOf('employeeNumber')} hint="El del cliente; opcional.">
          <TextInput value={d.employeeNumber} maxLength={PROGRAM_LIMITS.employeeNumber} autoComplete="off" onChange={(e) => edit('employeeNumber', e.target.value)} />
        </Field>
        <Field label="Nombre completo" required error={form.errorOf('name')}>
          <TextInput value={d.name} maxLength={PROGRAM_LIMITS.employeeName} autoComplete="off" onChange={(e) => edit('name', e.target.value)} />
        </Field>
      </div>
      <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-3">
        <Field label="Puesto" required error={form.errorOf('jobTitleId')}>
          <Select value={d.jobTitleId} placeholder="Elige el puesto" options={program.jobTitles.map((j) => ({ value: String(j.id), label: j.name }))} onChange={(e) => edit('jobTitleId', e.target.value)} />
        </Field>
        <Field label="Área" error={form.errorOf('area')} hint="Departamento; opcional.">
          <TextInput value={d.area} maxLength={PROGRAM_LIMITS.area} list={areasId} autoComplete="off" onChange={(e) => edit('area', e.target.value)} />
        </Field>
        <Field label="Fecha de ingreso" error={form.errorOf('startDate')}>
          <TextInput type="date" value={d.startDate} onChange={(e) => edit('startDate', e.target.value)} />
        </Field>
      </div>
      <datalist id={areasId}>
        {areas.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <fieldset>
        <legend className="bo:text-sm bo:font-medium bo:text-gray-900">Tallas de su kit</legend>
        {inKit.length === 0 ? (
          <p className="bo:mt-2 bo:text-sm bo:text-gray-600">El kit de este puesto aún no tiene prendas.</p>
        ) : (
          <div className="bo:mt-3 bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2">{inKit.map(sizeField)}</div>
        )}
      </fieldset>
      {others.length > 0 && (
        <fieldset>
          <legend className="bo:text-sm bo:font-medium bo:text-gray-900">Otras prendas del programa</legend>
          <p className="bo:text-sm bo:text-gray-600">Por si cambia de puesto; no las recibe con su puesto actual.</p>
          <div className="bo:mt-3 bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2">{others.map(sizeField)}</div>
        </fieldset>
      )}
      {editing && (
        <label className="bo:flex bo:items-center bo:gap-3 bo:text-sm bo:font-medium bo:text-gray-900">
          <input type="checkbox" checked={d.active} onChange={(e) => edit('active', e.target.checked)} className="bo:size-4 bo:rounded bo:border-gray-300 bo:accent-primary-600" />
          Empleado activo
        </label>
      )}
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}
