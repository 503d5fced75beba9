import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { createProgramReorder, failureText, previewProgramReorder, reorderRequestsKey } from '@muestrario/shared/api';
import type { ReorderPreview, ReorderRequestView } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { Button, Dialog, DialogClose, ErrorAlert, Spinner, useToast } from '@muestrario/shared/ui';
import { RefusalsTable } from '../reorder/RefusalsTable';
import { ReorderLineTable } from '../reorder/ReorderLineTable';
import { previewSummary } from '../reorder/reorder-state';

/**
 * 'Convertir en orden': the reorder endpoint's preview for the request's employees (grids and names from the
 * roster, refusals with their reason), then 'Crear orden de venta' with the request's id — the order and the
 * request's 'convertida' are written in one transaction — and the new order opens.
 */
export function ConvertRequestDialog({ programId, request }: { programId: number; request: ReorderRequestView }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<ReorderPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'create' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pick = { kind: 'empleados' as const, employeeIds: request.employees.map((e) => e.id) };

  const load = async () => {
    setBusy('preview');
    setFailure(null);
    setPreview(null);
    try {
      setPreview(await previewProgramReorder(programId, { pick }));
    } catch (error) {
      setFailure(failureText(error, 'No se pudo preparar la orden. Revisa tu conexión e inténtalo de nuevo.'));
    } finally {
      setBusy(null);
    }
  };
  const create = async () => {
    if (!preview) return;
    setBusy('create');
    setFailure(null);
    try {
      const created = await createProgramReorder(programId, { pick, requestId: request.id, expectedPieces: preview.pieces });
      await mutate(reorderRequestsKey(programId));
      toast.success(`Orden de venta ${created.folio} creada: ${previewSummary(created)}.`);
      setOpen(false);
      void navigate(paths.order(created.orderId));
    } catch (error) {
      setFailure(failureText(error, 'No se pudo crear la orden de venta. Revisa tu conexión e inténtalo de nuevo.'));
      setBusy(null);
    }
  };
  const blocked = !preview || preview.pieces === 0 || preview.problems.length > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
      trigger={<Button>Convertir en orden</Button>}
      size="lg"
      title="Convertir la solicitud en orden de venta"
      description={`${request.employees.length === 1 ? '1 empleado' : `${request.employees.length} empleados`} de la solicitud; las tallas salen de la plantilla.`}
      footer={
        <>
          <Button loading={busy === 'create'} disabled={blocked || busy !== null} onClick={() => void create()}>
            Crear orden de venta
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      <div className="bo:space-y-5">
        {failure && <ErrorAlert title={failure} />}
        {busy === 'preview' && (
          <div className="bo:flex bo:justify-center bo:py-6 bo:text-primary-700">
            <Spinner label="Preparando la vista previa" />
          </div>
        )}
        {preview && (
          <>
            <p className="bo:text-base bo:font-medium bo:text-gray-900">{previewSummary(preview)}</p>
            {preview.problems.length > 0 && (
              <ul role="alert" className="bo:space-y-1 bo:rounded-md bo:bg-red-50 bo:px-3 bo:py-2 bo:text-sm bo:text-red-800">
                {preview.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
            {preview.lines.map((line) => (
              <ReorderLineTable key={`${line.sampleId}:${line.itemId}`} line={line} />
            ))}
            {preview.refusals.length > 0 && <RefusalsTable refusals={preview.refusals} />}
          </>
        )}
      </div>
    </Dialog>
  );
}
