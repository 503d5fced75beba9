import { useState, type FormEvent } from 'react';
import { requestPublicReorder, useAction } from '@muestrario/shared/api';
import type { PublicEmployee, PublicReorderRequest } from '@muestrario/shared/contract';
import { PORTAL_LIMITS, PORTAL_MESSAGES } from '@muestrario/shared/domain';
import { Button, Field, Textarea } from '@muestrario/shared/ui';
import { formFailure, linkClosed } from './portal-state';

/** 'Solicitar reorden': the employees chosen in the roster and a note; the seller is told at once. */
export function ReorderRequestForm({
  token,
  employees,
  onSent,
  onRefused,
}: {
  token: string;
  employees: readonly PublicEmployee[];
  onSent: (request: PublicReorderRequest) => void;
  onRefused: (message: string) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sending = useAction((body: { employeeIds: number[]; note: string }) => requestPublicReorder(token, body), {
    onSuccess: (request) => {
      onSent(request);
      setNote('');
      setSent(`Enviamos tu solicitud para ${request.employeeNames.length === 1 ? '1 empleado' : `${request.employeeNames.length} empleados`}. Tu vendedor ya la recibió.`);
    },
    onError: (e) => linkClosed(e) && onRefused(e.message),
  });
  const failure = formFailure(sending.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sending.reset();
    setSent(null);
    if (!employees.length) {
      setError(PORTAL_MESSAGES.employeesRequired);
      return;
    }
    setError(null);
    void sending.trigger({ employeeIds: employees.map((e) => e.id), note: note.trim() });
  };
  const count = employees.length === 1 ? '1 empleado elegido' : `${employees.length} empleados elegidos`;

  return (
    <section aria-labelledby="request-title" className="rounded-lg border border-primary-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="request-title" className="text-lg font-semibold text-gray-900">
        Solicitar reorden
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 space-y-4">
        <p className="text-sm text-gray-700" aria-live="polite">
          {employees.length ? `${count}: ${employees.map((e) => e.name).join(', ')}.` : 'Elige en la plantilla a los empleados que necesitan uniformes.'}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <Field label="Nota para tu vendedor" hint="Opcional: fechas, entregas, lo que necesites.">
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={PORTAL_LIMITS.note} />
        </Field>
        <Button type="submit" className="w-full sm:w-auto" loading={sending.isMutating}>
          Solicitar reorden
        </Button>
        <p role="status" className={sent ? 'rounded-md bg-green-50 p-3 text-sm text-green-800' : 'sr-only'}>
          {sent}
        </p>
      </form>
    </section>
  );
}
