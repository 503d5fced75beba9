import { useId, useState, type FormEvent } from 'react';
import type { ReorderRefusalView } from '@muestrario/shared/contract';
import { Button, Dialog, DialogClose, Field, Textarea } from '@muestrario/shared/ui';
import { exceptionKey, reasonError } from './reorder-state';

export interface ExceptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The refusals over the allowance an admin may authorise. */
  refusals: readonly ReorderRefusalView[];
  /** Called with the chosen refusals' keys and the reason; the tab previews again with them. */
  onAuthorise: (chosen: Set<string>, reason: string) => void;
}

/**
 * 'Autorizar excepción' (admins only, `programs.allowanceException`): which pieces over the allowance to
 * give anyway (all ticked at first) and the reason, required, recorded with who and when when the order is
 * created.
 */
export function ExceptionDialog({ open, onOpenChange, refusals, onAuthorise }: ExceptionDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Autorizar excepción"
      description="Las piezas marcadas se piden aunque excedan la asignación del periodo. La excepción queda registrada con tu nombre, la fecha y el motivo."
      footer={
        <>
          <Button type="submit" form={formId}>
            Autorizar
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {/* Mounted on each opening: every refusal ticked again and an empty reason. */}
      {open && <ExceptionForm id={formId} refusals={refusals} onAuthorise={onAuthorise} />}
    </Dialog>
  );
}

function ExceptionForm({ id, refusals, onAuthorise }: { id: string; refusals: readonly ReorderRefusalView[]; onAuthorise: ExceptionDialogProps['onAuthorise'] }) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(refusals.map(exceptionKey)));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  const error = tried ? reasonError(reason) : undefined;
  const noneChosen = tried && chosen.size === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if (reasonError(reason) || chosen.size === 0) return;
    onAuthorise(chosen, reason);
  };
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-4">
      <fieldset className="bo:space-y-2">
        <legend className="bo:text-sm bo:font-medium bo:text-gray-900">Piezas que exceden la asignación</legend>
        <ul className="bo:max-h-64 bo:space-y-1 bo:overflow-y-auto">
          {refusals.map((r) => {
            const key = exceptionKey(r);
            return (
              <li key={key}>
                <label className="bo:flex bo:min-h-11 bo:items-start bo:gap-3 bo:rounded-md bo:px-2 bo:py-2 bo:hover:bg-gray-50">
                  <input type="checkbox" className="bo:mt-1 bo:size-4" checked={chosen.has(key)} onChange={() => toggle(key)} />
                  <span className="bo:text-sm">
                    <span className="bo:font-medium bo:text-gray-900">{r.employeeName}</span> · {r.garment}
                    <span className="bo:block bo:text-gray-600">
                      {r.refused} {r.refused === 1 ? 'pieza' : 'piezas'} sobre su asignación ({r.allowed}, ya lleva {r.taken})
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {noneChosen && (
          <p role="alert" className="bo:text-sm bo:text-red-700">
            Marca al menos una prenda.
          </p>
        )}
      </fieldset>
      <Field label="Motivo" required error={error} hint="Por ejemplo: «Reposición por uniforme dañado en planta».">
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={600} />
      </Field>
    </form>
  );
}
