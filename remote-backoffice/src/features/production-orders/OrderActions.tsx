import { useState, type FormEvent } from 'react';
import type { ProductionOrderDetail } from '@muestrario/shared/contract';
import { ApiError, failureText, useProductionWrites } from '@muestrario/shared/api';
import { orderCloseRefusal, RESULT_NOTE_MAX } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Textarea } from '@muestrario/shared/ui';
import { ACTION_LABELS, orderActions, type ChosenStatus } from './order-view';

const FAILED = 'No se pudo cambiar el estado de la orden; inténtalo de nuevo.';
export const CANCEL_REASON_REQUIRED = 'Escribe por qué se cancela la orden.';

/**
 * The status buttons of a production order: only those the status table allows, only to whom may change
 * statuses (production, admin). Each sends the order's version: a 409 (someone changed it meanwhile, or
 * the state no longer allows it) says the server's Spanish message and the page reloads the order.
 */
export function OrderActions({ order, mayChange, onStale }: { order: ProductionOrderDetail; mayChange: boolean; onStale: () => void }) {
  const writes = useProductionWrites();
  const [busy, setBusy] = useState<ChosenStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const actions = orderActions(order.status, mayChange);
  if (actions.length === 0) return null;
  const closeRefusal = actions.includes('closed') ? orderCloseRefusal(order.status, order.operations.map((o) => o.status)) : null;

  const change = async (status: ChosenStatus, note?: string): Promise<boolean> => {
    setBusy(status);
    setFailure(null);
    try {
      await writes.setStatus(order.id, { status, version: order.version, ...(note ? { note } : {}) });
      return true;
    } catch (error) {
      setFailure(failureText(error, FAILED));
      if (error instanceof ApiError && error.status === 409) onStale();
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="bo:flex bo:flex-col bo:gap-3 bo:sm:items-end">
      <div className="bo:flex bo:flex-wrap bo:gap-3">
        {actions.map((status) =>
          status === 'cancelled' ? (
            <CancelDialog
              key={status}
              folio={order.folio}
              open={cancelling}
              onOpenChange={setCancelling}
              busy={busy === 'cancelled'}
              onConfirm={async (reason) => {
                // Either way the dialog closes: a refusal is said beside the buttons, on the page.
                await change('cancelled', reason);
                setCancelling(false);
              }}
            />
          ) : (
            <Button
              key={status}
              variant={status === 'released' || status === 'closed' ? 'primary' : 'secondary'}
              loading={busy === status}
              disabled={busy !== null || (status === 'closed' && closeRefusal !== null)}
              onClick={() => void change(status)}
            >
              {ACTION_LABELS[status]}
            </Button>
          ),
        )}
      </div>
      {closeRefusal && <p className="bo:text-sm bo:text-gray-600">{closeRefusal}</p>}
      {failure && (
        <ErrorAlert title={`No se cambió el estado de ${order.folio}`} className="bo:w-full bo:sm:max-w-md">
          <p>{failure}</p>
        </ErrorAlert>
      )}
    </div>
  );
}

function CancelDialog({
  folio,
  open,
  onOpenChange,
  busy,
  onConfirm,
}: {
  folio: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const text = reason.trim();
    if (!text) return setError(CANCEL_REASON_REQUIRED);
    void onConfirm(text);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setReason('');
          setError(null);
        }
      }}
      trigger={<Button variant="secondary">{ACTION_LABELS.cancelled}</Button>}
      title={`Cancelar la orden ${folio}`}
      description="Una orden cancelada no se fabrica ni vuelve a abrirse; la línea de la orden de venta podrá mandarse a producción otra vez."
      footer={
        <>
          <Button type="submit" form="cancel-production-order" loading={busy}>
            Cancelar la orden
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Volver</Button>
          </DialogClose>
        </>
      }
    >
      <form id="cancel-production-order" noValidate onSubmit={submit}>
        <Field label="Motivo de la cancelación" required error={error ?? undefined}>
          <Textarea
            value={reason}
            maxLength={RESULT_NOTE_MAX}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
