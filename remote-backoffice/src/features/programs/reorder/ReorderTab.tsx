import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createProgramReorder, failureText, previewProgramReorder, useAllowed } from '@muestrario/shared/api';
import type { ReorderExceptionInput, ReorderPick, ReorderPreview } from '@muestrario/shared/contract';
import { REORDER_LIMITS } from '@muestrario/shared/domain';
import { formatDayMonthYear } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, useToast } from '@muestrario/shared/ui';
import { EmployeePicker, type PickerEmployee } from './EmployeePicker';
import { ExceptionDialog } from './ExceptionDialog';
import { RefusalsTable } from './RefusalsTable';
import { ReorderLineTable } from './ReorderLineTable';
import { exceptionKey, overAllowance, previewSummary, withExceptions } from './reorder-state';

export interface ReorderTabProps {
  program: { id: number; sellerId: number };
  employees: readonly PickerEmployee[];
  jobTitles: readonly { id: number; name: string }[];
  areas: readonly string[];
}

const FAILED = 'No se pudo preparar la reorden. Revisa tu conexión e inténtalo de nuevo.';

/**
 * The program's 'Reorden' tab (issue 35 item 3): pick employees (checkboxes, or the quick picks the server
 * resolves: new hires, an area, a job title, everyone), see what the order would carry (a grid per garment
 * and its names) and what is refused and why; an admin may authorise the pieces over the allowance with a
 * reason; 'Crear orden de venta' makes the one sales order and opens it.
 */
export function ReorderTab({ program, employees, jobTitles, areas }: ReorderTabProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const mayReorder = useAllowed('programs.reorder', { ownerId: program.sellerId });
  const mayGrant = useAllowed('programs.allowanceException');
  const previewId = useId();

  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [exceptions, setExceptions] = useState<ReorderExceptionInput[]>([]);
  const [preview, setPreview] = useState<ReorderPreview | null>(null);
  /** The checked ids the preview was made for (to know when it is stale). */
  const [previewedFor, setPreviewedFor] = useState('');
  const [busy, setBusy] = useState<'preview' | 'create' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const checkedKey = useMemo(() => [...checked].sort((a, b) => a - b).join(','), [checked]);
  const stale = preview !== null && previewedFor !== checkedKey;

  const runPreview = async (pick: ReorderPick, grants: ReorderExceptionInput[]) => {
    setBusy('preview');
    setFailure(null);
    try {
      const answer = await previewProgramReorder(program.id, { pick, ...(grants.length ? { exceptions: grants } : {}) });
      const ids = new Set(answer.employees.map((e) => e.id));
      setChecked(ids);
      setPreview(answer);
      setPreviewedFor([...ids].sort((a, b) => a - b).join(','));
      setExceptions(grants.filter((g) => ids.has(g.employeeId)));
    } catch (error) {
      setFailure(failureText(error, FAILED));
    } finally {
      setBusy(null);
    }
  };

  const previewChecked = (grants = exceptions) => {
    const ids = [...checked];
    if (!ids.length) {
      setFailure('Marca al menos a un empleado, o usa una de las selecciones rápidas.');
      return;
    }
    void runPreview({ kind: 'empleados', employeeIds: ids.slice(0, REORDER_LIMITS.employeesMax) }, grants.filter((g) => checked.has(g.employeeId)));
  };

  const authorise = (chosen: Set<string>, reason: string) => {
    setDialogOpen(false);
    previewChecked(withExceptions(exceptions, preview?.refusals ?? [], chosen, reason));
  };

  const create = async () => {
    if (!preview) return;
    setBusy('create');
    setFailure(null);
    try {
      const created = await createProgramReorder(program.id, {
        pick: { kind: 'empleados', employeeIds: [...checked] },
        ...(exceptions.length ? { exceptions } : {}),
        expectedPieces: preview.pieces,
      });
      toast.success(`Orden de venta ${created.folio} creada: ${previewSummary(created)}.`);
      void navigate(paths.order(created.orderId));
    } catch (error) {
      setFailure(failureText(error, 'No se pudo crear la orden de venta. Revisa tu conexión e inténtalo de nuevo.'));
      setBusy(null);
    }
  };

  const grantable = preview ? overAllowance(preview.refusals).filter((r) => !exceptions.some((x) => exceptionKey(x) === exceptionKey(r))) : [];

  return (
    <div className="bo:grid bo:items-start bo:gap-6 bo:lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <EmployeePicker
        employees={employees}
        jobTitles={jobTitles}
        areas={areas}
        checked={checked}
        onChange={setChecked}
        onQuickPick={(pick) => void runPreview(pick, exceptions)}
        onPreview={() => previewChecked()}
        busy={busy === 'preview'}
      />

      <Card className="bo:min-w-0 bo:space-y-5" aria-labelledby={previewId} role="region">
        <div className="bo:space-y-1">
          <h3 id={previewId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
            Vista previa de la orden
          </h3>
          <p className="bo:text-sm bo:text-gray-600">
            {preview ? `Periodo del ${formatDayMonthYear(preview.periodStart)} al ${formatDayMonthYear(preview.periodEnd)}. ` : ''}Las tallas salen de la plantilla; nadie
            captura cantidades.
          </p>
        </div>

        {failure && (
          <p role="alert" className="bo:rounded-md bo:bg-red-50 bo:px-3 bo:py-2 bo:text-sm bo:text-red-800">
            {failure}
          </p>
        )}

        {!preview ? (
          <p className="bo:text-sm bo:text-gray-600">Elige empleados y pulsa «Ver vista previa», o usa una selección rápida.</p>
        ) : (
          <>
            <p className="bo:text-base bo:font-medium bo:text-gray-900" aria-live="polite">
              {previewSummary(preview)}
            </p>
            {stale && (
              <p role="status" className="bo:rounded-md bo:bg-amber-50 bo:px-3 bo:py-2 bo:text-sm bo:text-amber-900">
                La selección cambió: actualiza la vista previa antes de crear la orden.
              </p>
            )}
            {preview.problems.length > 0 && (
              <ul role="alert" className="bo:space-y-1 bo:rounded-md bo:bg-red-50 bo:px-3 bo:py-2 bo:text-sm bo:text-red-800">
                {preview.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
            {preview.exceptions.length > 0 && (
              <section aria-label="Excepciones autorizadas" className="bo:space-y-1 bo:rounded-md bo:bg-primary-50 bo:px-3 bo:py-2 bo:text-sm">
                <p className="bo:font-medium bo:text-gray-900">Excepciones autorizadas (se registran al crear la orden)</p>
                <ul className="bo:space-y-1">
                  {preview.exceptions.map((x) => (
                    <li key={`${x.employeeId}:${x.kitLineId}`}>
                      {x.employeeName} · {x.garment}: {x.extraPieces} {x.extraPieces === 1 ? 'pieza' : 'piezas'} más. Motivo: {x.reason}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <div className="bo:space-y-6">
              {preview.lines.map((line) => (
                <ReorderLineTable key={`${line.sampleId}:${line.itemId}`} line={line} />
              ))}
            </div>
            {preview.refusals.length > 0 && <RefusalsTable refusals={preview.refusals} />}
            <div className="bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:justify-end">
              {mayGrant && grantable.length > 0 && (
                <Button variant="secondary" onClick={() => setDialogOpen(true)} disabled={busy !== null || stale}>
                  Autorizar excepción
                </Button>
              )}
              {mayReorder && (
                <Button
                  onClick={() => void create()}
                  loading={busy === 'create'}
                  disabled={busy !== null || stale || preview.pieces === 0 || preview.problems.length > 0}
                >
                  Crear orden de venta
                </Button>
              )}
            </div>
          </>
        )}
      </Card>
      <ExceptionDialog open={dialogOpen} onOpenChange={setDialogOpen} refusals={grantable} onAuthorise={authorise} />
    </div>
  );
}
