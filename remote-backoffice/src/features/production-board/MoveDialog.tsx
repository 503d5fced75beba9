import { useId, useState, type FormEvent } from 'react';
import { failureText, useProductionWrites } from '@muestrario/shared/api';
import type { BoardMachine, BoardOperation } from '@muestrario/shared/contract';
import { boardFrom, moveTargets } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput } from '@muestrario/shared/ui';
import { operationName } from './OperationCard';

export interface MoveDialogProps {
  /** The operation being moved; null keeps the dialog closed. */
  operation: BoardOperation | null;
  machines: readonly BoardMachine[];
  /** The day a move without a planned day starts from (today). */
  today: string;
  onClose: () => void;
  onMoved: (operation: BoardOperation, machineName: string, day: string) => void;
  /** Reads the board again (after a refusal: someone else may have moved it). */
  reload: () => void;
}

const FALLBACK = 'No pudimos mover la operación. Revisa tu conexión e inténtalo de nuevo.';

/** 'Mover': another machine of the operation's kind and/or another day, sent with the version the person saw. */
export function MoveDialog(props: MoveDialogProps) {
  // A fresh form for each operation; a re-read board (after a refusal) keeps the form and its alert but
  // brings the operation's new version, so the next try is judged against what the person now sees.
  return <MoveDialogBody key={props.operation ? `op-${props.operation.id}` : 'closed'} {...props} />;
}

function MoveDialogBody({ operation, machines, today, onClose, onMoved, reload }: MoveDialogProps) {
  const formId = useId();
  const { move } = useProductionWrites();
  const targets = operation ? moveTargets(machines, operation) : [];
  const [machineId, setMachineId] = useState(() => String(operation?.machineId ?? targets[0]?.id ?? ''));
  const [day, setDay] = useState(() => operation?.plannedDay ?? today);
  const [dayError, setDayError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!operation || saving) return;
    const plannedDay = boardFrom(day);
    const target = targets.find((m) => String(m.id) === machineId);
    setDayError(plannedDay ? null : 'Escribe un día válido.');
    if (!plannedDay || !target) return;
    setSaving(true);
    setFailure(null);
    try {
      await move(operation.id, { machineId: target.id, plannedDay, version: operation.version });
      onMoved(operation, target.name, plannedDay);
    } catch (error) {
      setFailure(failureText(error, FALLBACK));
      reload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={operation !== null}
      onOpenChange={(open) => !open && onClose()}
      title={operation ? `Mover ${operationName(operation)}` : 'Mover operación'}
      footer={
        <>
          <Button type="submit" form={formId} loading={saving} disabled={targets.length === 0}>
            Mover
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {operation && (
        <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="bo:space-y-5">
          <p className="bo:text-sm bo:text-gray-600">
            {operation.clientName} · {operation.minutes} min. Solo se ofrecen máquinas del mismo tipo; al mover se revisa la capacidad de ese día.
          </p>
          {targets.length === 0 ? (
            <ErrorAlert title="No hay máquinas activas de este tipo para moverla." />
          ) : (
            <Field label="Máquina" required>
              <Select value={machineId} options={targets.map((m) => ({ value: String(m.id), label: m.name }))} onChange={(e) => setMachineId(e.target.value)} />
            </Field>
          )}
          <Field label="Día" required error={dayError}>
            <TextInput type="date" value={day} onChange={(e) => setDay(e.target.value)} />
          </Field>
          {failure && <ErrorAlert title={failure} />}
        </form>
      )}
    </Dialog>
  );
}
