import { useId, useMemo, useState } from 'react';
import type { ReorderPick } from '@muestrario/shared/contract';
import { REORDER_LIMITS } from '@muestrario/shared/domain';
import { Button, Card, Field, Select, TextInput } from '@muestrario/shared/ui';
import { matchesEmployee, toggled } from './reorder-state';

/** What the picker shows of a roster employee. */
export interface PickerEmployee {
  id: number;
  name: string;
  employeeNumber: string | null;
  jobTitleName: string;
  area: string | null;
  active: boolean;
}

export interface EmployeePickerProps {
  employees: readonly PickerEmployee[];
  jobTitles: readonly { id: number; name: string }[];
  areas: readonly string[];
  checked: ReadonlySet<number>;
  onChange: (checked: Set<number>) => void;
  /** A quick pick: the server resolves it and answers the preview with the employees it chose. */
  onQuickPick: (pick: ReorderPick) => void;
  onPreview: () => void;
  busy: boolean;
}

/**
 * Who the reorder is for: quick picks (Nuevos ingresos, por área, por puesto, todos) that the server turns
 * into a list, and the roster's active employees as checkboxes, with a search. Thin: the state lives in
 * the tab.
 */
export function EmployeePicker({ employees, jobTitles, areas, checked, onChange, onQuickPick, onPreview, busy }: EmployeePickerProps) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [area, setArea] = useState('');
  const [jobTitle, setJobTitle] = useState('');
  const active = useMemo(() => employees.filter((e) => e.active), [employees]);
  const shown = useMemo(() => active.filter((e) => matchesEmployee(e, search)), [active, search]);
  const allShownChecked = shown.length > 0 && shown.every((e) => checked.has(e.id));

  const toggleShown = () => {
    const next = new Set(checked);
    for (const e of shown) {
      if (allShownChecked) next.delete(e.id);
      else next.add(e.id);
    }
    onChange(next);
  };

  return (
    <Card className="bo:min-w-0 bo:space-y-4" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
        Empleados
      </h3>

      <div className="bo:space-y-3" role="group" aria-label="Selecciones rápidas">
        <p className="bo:text-sm bo:text-gray-600">Selecciones rápidas: marcan a los empleados y muestran la vista previa.</p>
        <div className="bo:grid bo:grid-cols-2 bo:gap-2">
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onQuickPick({ kind: 'nuevos', days: REORDER_LIMITS.newHireDaysDefault })}>
            Nuevos ingresos
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onQuickPick({ kind: 'todos' })}>
            Todos
          </Button>
        </div>
        <p className="bo:text-xs bo:text-gray-500">
          Nuevos ingresos: activos que entraron en los últimos {REORDER_LIMITS.newHireDaysDefault} días y no tienen piezas en este periodo.
        </p>
        <div className="bo:flex bo:items-end bo:gap-2">
          <Field label="Por área" className="bo:min-w-0 bo:flex-1">
            <Select value={area} onChange={(e) => setArea(e.target.value)} placeholder="Elige un área" options={areas.map((a) => ({ value: a, label: a }))} />
          </Field>
          <Button variant="secondary" disabled={busy || area === ''} onClick={() => onQuickPick({ kind: 'area', area })} aria-label="Elegir el área">
            Elegir
          </Button>
        </div>
        <div className="bo:flex bo:items-end bo:gap-2">
          <Field label="Por puesto" className="bo:min-w-0 bo:flex-1">
            <Select value={jobTitle} onChange={(e) => setJobTitle(e.target.value)} placeholder="Elige un puesto" options={jobTitles.map((t) => ({ value: String(t.id), label: t.name }))} />
          </Field>
          <Button variant="secondary" disabled={busy || jobTitle === ''} onClick={() => onQuickPick({ kind: 'puesto', jobTitleId: Number(jobTitle) })} aria-label="Elegir el puesto">
            Elegir
          </Button>
        </div>
      </div>

      <div className="bo:space-y-2 bo:border-t bo:border-gray-100 bo:pt-4">
        <Field label="Buscar empleado" hideLabel>
          <TextInput type="search" placeholder="Buscar por nombre, número, área o puesto" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <div className="bo:flex bo:items-center bo:justify-between bo:gap-2 bo:text-sm">
          <label className="bo:flex bo:min-h-11 bo:items-center bo:gap-2 bo:font-medium bo:text-gray-900">
            <input type="checkbox" className="bo:size-4" checked={allShownChecked} onChange={toggleShown} disabled={shown.length === 0} />
            {search.trim() ? 'Marcar los encontrados' : 'Marcar a todos'}
          </label>
          <span className="bo:text-gray-600" aria-live="polite">
            {checked.size} {checked.size === 1 ? 'elegido' : 'elegidos'}
          </span>
        </div>
        <ul className="bo:max-h-96 bo:divide-y bo:divide-gray-100 bo:overflow-y-auto bo:rounded-md bo:border bo:border-gray-200" aria-label="Empleados activos">
          {shown.map((e) => (
            <li key={e.id}>
              <label className="bo:flex bo:min-h-11 bo:cursor-pointer bo:items-start bo:gap-3 bo:px-3 bo:py-2 bo:hover:bg-gray-50">
                <input type="checkbox" className="bo:mt-1 bo:size-4 bo:shrink-0" checked={checked.has(e.id)} onChange={() => onChange(toggled(checked, e.id))} />
                <span className="bo:min-w-0 bo:text-sm">
                  <span className="bo:block bo:font-medium bo:text-gray-900">{e.name}</span>
                  <span className="bo:block bo:text-gray-600">{[e.employeeNumber, e.jobTitleName, e.area].filter(Boolean).join(' · ')}</span>
                </span>
              </label>
            </li>
          ))}
          {shown.length === 0 && <li className="bo:px-3 bo:py-3 bo:text-sm bo:text-gray-600">{active.length ? 'Nadie coincide con la búsqueda.' : 'La plantilla no tiene empleados activos.'}</li>}
        </ul>
      </div>

      <div className="bo:flex bo:flex-col bo:gap-2 bo:sm:flex-row">
        <Button onClick={onPreview} loading={busy} disabled={checked.size === 0} className="bo:w-full bo:sm:w-auto">
          Ver vista previa
        </Button>
        <Button variant="secondary" onClick={() => onChange(new Set())} disabled={checked.size === 0} className="bo:w-full bo:sm:w-auto">
          Quitar selección
        </Button>
      </div>
    </Card>
  );
}
