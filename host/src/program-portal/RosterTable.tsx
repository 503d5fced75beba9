import { useState } from 'react';
import type { PublicEmployee, PublicProgram } from '@muestrario/shared/contract';
import { foldedIncludes, sizesSummary } from '@muestrario/shared/rules';
import { Badge, Field, TextInput } from '@muestrario/shared/ui';
import { EditEmployeeDialog } from './EditEmployeeDialog';
import { garmentsOf } from './SizeFields';

/**
 * The roster as a table that fits a phone: a choice box (active employees only), the employee (name, number,
 * job title and area, sizes) and 'Editar'. A search narrows it by name, number or area.
 */
export function RosterTable({
  token,
  program,
  chosen,
  onChoose,
  onSaved,
  onRefused,
}: {
  token: string;
  program: PublicProgram;
  chosen: ReadonlySet<number>;
  onChoose: (ids: readonly number[], on: boolean) => void;
  onSaved: (e: PublicEmployee) => void;
  onRefused: (message: string) => void;
}) {
  const [search, setSearch] = useState('');
  const titles = new Map(program.jobTitles.map((t) => [t.id, t.name]));
  const shown = program.employees.filter((e) => foldedIncludes(`${e.name} ${e.employeeNumber ?? ''} ${e.area ?? ''} ${titles.get(e.jobTitleId) ?? ''}`, search));
  const choosable = shown.filter((e) => e.active).map((e) => e.id);
  const allChosen = choosable.length > 0 && choosable.every((id) => chosen.has(id));

  return (
    <div className="p-4 sm:px-6">
      <Field label="Buscar empleado" hideLabel className="max-w-sm">
        <TextInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Buscar por nombre, número, puesto o área" />
      </Field>
      {program.employees.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-500">La plantilla está vacía: agrega al primer empleado.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Empleados del programa ({program.employees.length})</caption>
          <thead className="border-b border-gray-200 text-xs text-gray-500">
            <tr>
              <th scope="col" className="w-10 py-2 pr-2">
                <input
                  type="checkbox"
                  aria-label="Elegir a todos los activos mostrados"
                  checked={allChosen}
                  disabled={choosable.length === 0}
                  onChange={(e) => onChoose(choosable, e.target.checked)}
                  className="size-5 accent-primary-600"
                />
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                Empleado
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {shown.map((e) => (
              <tr key={e.id} className={e.active ? '' : 'bg-gray-50 text-gray-500'}>
                <td className="py-3 pr-2 align-top">
                  <input
                    type="checkbox"
                    aria-label={`Elegir a ${e.name}`}
                    checked={chosen.has(e.id)}
                    disabled={!e.active}
                    onChange={(event) => onChoose([e.id], event.target.checked)}
                    className="mt-0.5 size-5 accent-primary-600"
                  />
                </td>
                <td className="py-3 pr-2 align-top">
                  <span className="font-medium text-gray-900">{e.name}</span>
                  {e.employeeNumber && <span className="text-gray-500"> · Núm. {e.employeeNumber}</span>}
                  {!e.active && (
                    <Badge tone="gray" className="ml-2">
                      Inactivo
                    </Badge>
                  )}
                  <span className="block text-gray-600">
                    {titles.get(e.jobTitleId)}
                    {e.area ? ` · ${e.area}` : ''}
                  </span>
                  <span className="block text-xs text-gray-500">{sizesSummary(e.sizes, garmentsOf(e.jobTitleId, program.jobTitles, program.garmentTypes), program.garmentTypes)}</span>
                </td>
                <td className="py-3 text-right align-top">
                  <EditEmployeeDialog token={token} program={program} employee={e} onSaved={onSaved} onRefused={onRefused} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {program.employees.length > 0 && shown.length === 0 && <p className="py-6 text-center text-sm text-gray-500">Ningún empleado coincide con la búsqueda.</p>}
    </div>
  );
}
