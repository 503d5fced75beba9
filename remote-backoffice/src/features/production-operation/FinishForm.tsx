import { useState, type FormEvent } from 'react';
import { ApiError, useProductionWrites } from '@muestrario/shared/api';
import type { BoardOperation } from '@muestrario/shared/contract';
import { formatInteger, REJECT_REASON_LABELS, REJECT_REASONS, RESULT_NOTE_MAX, type RejectReason } from '@muestrario/shared/rules';
import { Button, Field, NumberInput, Select, Textarea } from '@muestrario/shared/ui';
import { draftOf, finishBodyOf, finishFailureOf, type FinishDraft, type FinishErrors } from './finish-draft';

const REASON_OPTIONS = REJECT_REASONS.map((r) => ({ value: r, label: REJECT_REASON_LABELS[r] }));
const reasonOf = (value: string): RejectReason | '' => (REJECT_REASONS as readonly string[]).includes(value) ? (value as RejectReason) : '';

export interface FinishFormProps {
  operation: BoardOperation;
  onCancel: () => void;
  onFinished: () => void;
  /** A refusal that belongs to no field (409 someone changed it, 403, network), or null to clear it. */
  onFailure: (message: string | null) => void;
  /** A 409: the operation changed meanwhile (re-read it). */
  onStale: () => void;
}

/** 'Terminar': prefilled with every entering piece good, so a normal finish is one tap on 'Guardar y terminar'. */
export function FinishForm({ operation, onCancel, onFinished, onFailure, onStale }: FinishFormProps) {
  const writes = useProductionWrites();
  const [draft, setDraft] = useState<FinishDraft>(() => draftOf(operation.entering));
  const [errors, setErrors] = useState<FinishErrors>({});
  const [saving, setSaving] = useState(false);

  const edit = <K extends keyof FinishDraft>(field: K, value: FinishDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = finishBodyOf(draft, operation.entering, operation.version);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    onFailure(null);
    try {
      await writes.finish(operation.id, checked.body);
      onFinished();
    } catch (e) {
      const refused = finishFailureOf(e);
      setErrors(refused.errors);
      onFailure(refused.message);
      if (e instanceof ApiError && e.status === 409) onStale();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Terminar la operación" className="bo:space-y-4">
      <p className="bo:text-base bo:text-gray-700">
        Entraron {formatInteger(operation.entering)} piezas. Si todas salieron bien, solo toca «Guardar y terminar».
      </p>
      <div className="bo:grid bo:grid-cols-2 bo:gap-4">
        <Field label="Piezas buenas" error={errors.good}>
          <NumberInput value={draft.good} onValueChange={(v) => edit('good', v)} className="bo:text-lg" />
        </Field>
        <Field label="Piezas rechazadas" error={errors.rejected}>
          <NumberInput value={draft.rejected} onValueChange={(v) => edit('rejected', v)} className="bo:text-lg" />
        </Field>
      </div>
      <Field label="Motivo del rechazo" hint="Obligatorio si hay piezas rechazadas." error={errors.reason}>
        <Select value={draft.reason} options={REASON_OPTIONS} placeholder="Sin rechazo" onChange={(e) => edit('reason', reasonOf(e.target.value))} />
      </Field>
      <Field label="Nota" hint={draft.reason === 'other' ? 'Con «Otro», escribe qué pasó.' : 'Opcional.'} error={errors.note}>
        <Textarea value={draft.note} maxLength={RESULT_NOTE_MAX} rows={2} onChange={(e) => edit('note', e.target.value)} />
      </Field>
      <div className="bo:flex bo:flex-col bo:gap-3 bo:sm:flex-row">
        <Button type="submit" loading={saving} className="bo:min-h-14 bo:w-full bo:text-lg bo:sm:w-auto bo:sm:min-w-56">
          Guardar y terminar
        </Button>
        <Button variant="secondary" onClick={onCancel} className="bo:min-h-12 bo:w-full bo:text-base bo:sm:w-auto">
          Cancelar
        </Button>
      </div>
    </form>
  );
}
