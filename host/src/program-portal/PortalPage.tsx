import { useState } from 'react';
import type { PublicProgram } from '@muestrario/shared/contract';
import { PROGRAM_PERIOD_LABELS } from '@muestrario/shared/domain';
import { formatStamp } from '@muestrario/shared/rules';
import { NewHireDialog } from './NewHireDialog';
import { withEmployee, withRequest } from './portal-state';
import { ReorderRequestForm } from './ReorderRequestForm';
import { RequestHistory } from './RequestHistory';
import { RosterTable } from './RosterTable';

/** 'YYYY-MM-DD' as '1 ene 2026' (es-MX, the calendar day itself: no time zone shift). */
const day = (value: string) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)).replace('.', '');

/**
 * The portal once its program is here: the program and its client, the roster (add a new hire, edit sizes,
 * mark inactive) with a choice of employees, 'Solicitar reorden' for them, and the requests sent so far.
 */
export function PortalPage({ token, program, onChange, onRefused }: { token: string; program: PublicProgram; onChange: (p: PublicProgram) => void; onRefused: (message: string) => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const choose = (ids: readonly number[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <div className="space-y-6">
      <section aria-labelledby="program-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-sm text-gray-500">Hola, {program.contactName}</p>
        <h1 id="program-title" className="mt-1 text-xl font-semibold text-gray-900 sm:text-2xl">
          {program.programName}
        </h1>
        <p className="mt-1 text-base text-gray-700">Cliente: {program.clientName}</p>
        <p className="mt-2 text-sm text-gray-500">
          Periodo {PROGRAM_PERIOD_LABELS[program.period].toLowerCase()}: {day(program.periodStart)} al {day(program.periodEnd)} · Este enlace vence el {formatStamp(program.expiresAt)}
        </p>
      </section>

      <section aria-labelledby="roster-title" className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-100 p-4 sm:px-6">
          <div>
            <h2 id="roster-title" className="text-lg font-semibold text-gray-900">
              Plantilla
            </h2>
            <p className="text-sm text-gray-500">Mantén al día los empleados y sus tallas. Elige empleados activos para pedir una reorden.</p>
          </div>
          <NewHireDialog
            token={token}
            program={program}
            onRefused={onRefused}
            onAdded={(employee) => {
              onChange(withEmployee(program, employee));
              setNotice(`Agregaste a ${employee.name}.`);
            }}
          />
        </div>
        <p role="status" className={notice ? 'mx-4 mt-3 rounded-md bg-green-50 p-3 text-sm text-green-800 sm:mx-6' : 'sr-only'}>
          {notice}
        </p>
        <RosterTable
          token={token}
          program={program}
          chosen={chosen}
          onChoose={choose}
          onRefused={onRefused}
          onSaved={(employee) => {
            onChange(withEmployee(program, employee));
            if (!employee.active) choose([employee.id], false);
            setNotice(`Guardaste los cambios de ${employee.name}.`);
          }}
        />
      </section>

      <ReorderRequestForm
        token={token}
        employees={program.employees.filter((e) => chosen.has(e.id))}
        onRefused={onRefused}
        onSent={(request) => {
          onChange(withRequest(program, request));
          setChosen(new Set());
        }}
      />

      <RequestHistory requests={program.requests} />
    </div>
  );
}
