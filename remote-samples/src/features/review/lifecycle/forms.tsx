import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@muestrario/shared/api';
import type { SampleLifecycle, TransitionBody } from '@muestrario/shared/contract';
import {
  ANSWER_CHANNEL_LABELS,
  ANSWER_CHANNELS,
  ANSWERED_BY_MAX_CHARS,
  LIFECYCLE_MESSAGES,
  FAILURE_REASON_LABELS,
  FAILURE_REASONS,
  QUALITY_CHECK_LABELS,
  STAGES,
  type AnswerChannel,
  type FailureReason,
  type QualityCheck,
} from '@muestrario/shared/domain';
import { checksFor, decorationsByView, suggestedReasons } from '@muestrario/shared/rules';
import { Button, DialogClose, Field, Select, Textarea, TextInput } from '@muestrario/shared/ui';
import { getSampleRounds, uploadAnswerEvidence, uploadPhoto } from './api';
import type { FormAction } from './form-actions';
import { answerErrors, answerOutcome, EMPTY_ANSWER, EVIDENCE_ACCEPT, evidenceError, type AnswerDraft, type AnswerErrors } from './answer-form';

/** What a form hands to the dialog: the photos to upload first, then the transition. */
export interface Submission {
  photos: { file: File; viewId?: number }[];
  body: TransitionBody;
  /** A customer's answer's evidence (issue 33), attached once the answer is recorded. */
  evidence?: File;
}

export interface ActionFormProps {
  lifecycle: SampleLifecycle;
  onSubmit: (submission: Submission) => void;
  busy: boolean;
}

/** Sends the photos, then the transition; the error is the server's Spanish message. */
export async function submitAction(sampleId: number, { photos, body, evidence }: Submission, send: (body: TransitionBody) => Promise<unknown>): Promise<string | null> {
  try {
    for (const p of photos) await uploadPhoto(sampleId, p.file, p.viewId);
    await send(body);
  } catch (error) {
    return error instanceof ApiError ? error.message : 'No se pudo guardar. Inténtalo de nuevo.';
  }
  if (!evidence) return null;
  try {
    // The answer just recorded is the sample's newest one.
    const answers = (await getSampleRounds(sampleId)).flatMap((r) => r.answers);
    const newest = answers.reduce<(typeof answers)[number] | undefined>((a, b) => (!a || b.id > a.id ? b : a), undefined);
    if (newest) await uploadAnswerEvidence(sampleId, newest.id, evidence);
    return null;
  } catch (error) {
    const why = error instanceof ApiError ? error.message : 'No se pudo subir.';
    return `La respuesta quedó registrada, pero la evidencia no se adjuntó: ${why}`;
  }
}

function Footer({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="ms:mt-6 ms:flex ms:flex-row-reverse ms:flex-wrap ms:gap-3">
      <Button type="submit" disabled={busy}>
        {label}
      </Button>
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          Cancelar
        </Button>
      </DialogClose>
    </div>
  );
}

function PhotoInput({
  label,
  onFile,
  onFiles,
  multiple,
  required,
  markRequired = required,
}: {
  label: string;
  onFile?: (file: File | undefined) => void;
  onFiles?: (files: File[]) => void;
  multiple?: boolean;
  /** The browser refuses the form without a file. */
  required?: boolean;
  /** The label says the file is required (the form checks it itself when `required` is false). */
  markRequired?: boolean | undefined;
}) {
  // A plain file input (not a kit control): the Field's label points at it by this id.
  const id = useId();
  return (
    <Field label={label} required={markRequired} id={id}>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple={multiple}
        required={required}
        onChange={(e) => {
          onFile?.(e.target.files?.[0]);
          onFiles?.([...(e.target.files ?? [])]);
        }}
        className="ms:block ms:w-full ms:text-sm ms:text-gray-700 ms:file:mr-3 ms:file:rounded-md ms:file:border-0 ms:file:bg-primary-50 ms:file:px-3 ms:file:py-2 ms:file:text-sm ms:file:font-semibold ms:file:text-primary-700 ms:hover:file:bg-primary-100"
      />
    </Field>
  );
}

function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      className="ms:space-y-4"
    >
      {children}
    </form>
  );
}

function SendDesignForm({ lifecycle, onSubmit, busy }: ActionFormProps) {
  return (
    <Form onSubmit={() => onSubmit({ photos: [], body: { to: 2 } })}>
      <p className="ms:text-sm ms:text-gray-600">Se enviará a Renderizado con estos decorados:</p>
      <ul className="ms:space-y-2 ms:text-sm">
        {decorationsByView(lifecycle.decorations).map(({ view, names }) => (
          <li key={view}>
            <span className="ms:font-medium ms:text-gray-900">Decorados {view}:</span> {names.join(', ')}
          </li>
        ))}
      </ul>
      <Footer busy={busy} label="Enviar diseño" />
    </Form>
  );
}

function MarkMadeForm({ onSubmit, busy }: ActionFormProps) {
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File>();
  return (
    <Form onSubmit={() => onSubmit({ photos: photo ? [{ file: photo }] : [], body: { to: 4, ...(note.trim() ? { note } : {}) } })}>
      <Field label="Nota (opcional)">
        <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
      </Field>
      <PhotoInput label="Foto de la muestra (opcional)" onFile={setPhoto} />
      <Footer busy={busy} label="Marcar muestra realizada" />
    </Form>
  );
}

type CheckState = Partial<Record<QualityCheck, boolean>>;
const STATE_TEXT = { undefined: 'sin marcar', true: 'aprobado', false: 'con falla' } as const;

/** One check of one decoration: 'Aprobado' or 'Con falla', neither chosen at first; the label says which. */
function CheckChoice({ check, value, name, onChange }: { check: QualityCheck; value: boolean | undefined; name: string; onChange: (v: boolean) => void }) {
  const group = useId();
  const state = STATE_TEXT[String(value) as keyof typeof STATE_TEXT];
  const tone = value === undefined ? 'ms:text-gray-500' : value ? 'ms:text-green-700' : 'ms:text-red-700';
  return (
    <div role="radiogroup" aria-label={`${QUALITY_CHECK_LABELS[check]} de ${name}: ${state}`} className="ms:flex ms:flex-wrap ms:items-center ms:gap-x-3 ms:gap-y-1">
      <span aria-hidden="true" className="ms:min-w-40 ms:text-sm ms:text-gray-900">
        {QUALITY_CHECK_LABELS[check]}: <span className={`ms:font-medium ${tone}`}>{state}</span>
      </span>
      <label className="ms:flex ms:items-center ms:gap-1 ms:text-sm ms:text-gray-700">
        <input type="radio" name={group} checked={value === true} onChange={() => onChange(true)} /> Aprobado
      </label>
      <label className="ms:flex ms:items-center ms:gap-1 ms:text-sm ms:text-gray-700">
        <input type="radio" name={group} checked={value === false} onChange={() => onChange(false)} /> Con falla
      </label>
    </div>
  );
}

function QualityForm({ lifecycle, onSubmit, busy }: ActionFormProps) {
  const [results, setResults] = useState<Record<string, CheckState>>({});
  const [garmentFailed, setGarmentFailed] = useState(false);
  const [chosenReason, setReason] = useState<FailureReason | ''>('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const items = lifecycle.decorations.map((d) => ({ kind: d.kind, id: d.id, results: results[`${d.kind}:${d.id}`] ?? {} }));
  const unanswered = items.reduce((n, i) => n + checksFor(i.kind).filter((c) => i.results[c] === undefined).length, 0);
  const suggested = suggestedReasons(items, garmentFailed);
  const failed = suggested.length > 0;
  // The reason follows the failed points until the person picks one.
  const reason = chosenReason || suggested[0] || '';
  const photoRequired = lifecycle.qualityPhotos === 0;
  const set = (key: string, check: QualityCheck, value: boolean) => {
    setError(null);
    setResults((r) => ({ ...r, [key]: { ...r[key], [check]: value } }));
  };
  const approveRest = () =>
    setResults((r) =>
      Object.fromEntries(
        lifecycle.decorations.map((d) => {
          const key = `${d.kind}:${d.id}`;
          return [key, { ...Object.fromEntries(checksFor(d.kind).map((c) => [c, true])), ...r[key] }];
        }),
      ),
    );
  const submit = () => {
    if (unanswered) return setError(LIFECYCLE_MESSAGES.checklistUnanswered(unanswered));
    if (photoRequired && !photos.length) return setError(LIFECYCLE_MESSAGES.qualityPhotoRequired);
    onSubmit({
      photos: photos.map((file) => ({ file })),
      body: { to: failed ? 8 : 5, checklist: { items, ...(failed && reason ? { failure: { reason, text } } : {}) } },
    });
  };
  return (
    <Form onSubmit={submit}>
      {lifecycle.decorations.map((d) => {
        const key = `${d.kind}:${d.id}`;
        return (
          <fieldset key={key} className="ms:rounded-md ms:border ms:border-gray-200 ms:p-3">
            <legend className="ms:px-1 ms:text-sm ms:font-medium ms:text-gray-900">
              {d.name} · {d.viewTitle}
            </legend>
            <div className="ms:space-y-2">
              {checksFor(d.kind).map((check) => (
                <CheckChoice key={check} check={check} name={d.name} value={results[key]?.[check]} onChange={(v) => set(key, check, v)} />
              ))}
            </div>
          </fieldset>
        );
      })}
      {unanswered > 0 && (
        <Button type="button" variant="secondary" size="sm" onClick={approveRest}>
          Aprobar los {unanswered} puntos sin marcar
        </Button>
      )}
      <label className="ms:flex ms:items-center ms:gap-2 ms:text-sm ms:text-gray-700">
        <input type="checkbox" checked={garmentFailed} onChange={(e) => setGarmentFailed(e.target.checked)} />
        La prenda o la tela tiene un problema
      </label>
      {failed && (
        <>
          <Field label="Motivo del error" required hint={`Según los puntos con falla: ${suggested.map((r) => FAILURE_REASON_LABELS[r]).join(', ')}.`}>
            <Select
              required
              placeholder="Selecciona…"
              value={reason}
              onChange={(e) => setReason(e.target.value as FailureReason)}
              options={[...suggested, ...FAILURE_REASONS.filter((r) => !suggested.includes(r))].map((r) => ({ value: r, label: FAILURE_REASON_LABELS[r] }))}
            />
          </Field>
          <Field label="Descripción" required>
            <Textarea rows={3} required value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} />
          </Field>
        </>
      )}
      <PhotoInput
        label={`Fotos de la revisión${photoRequired ? '' : ' (opcional: ya hay fotos)'}`}
        multiple
        onFiles={(files) => (setError(null), setPhotos(files))}
        markRequired={photoRequired}
      />
      {photos.length > 1 && <p className="ms:text-sm ms:text-gray-600">{photos.length} fotos seleccionadas.</p>}
      {error && (
        <p role="alert" className="ms:text-sm ms:text-red-600">
          {error}
        </p>
      )}
      <Footer busy={busy} label={failed ? 'Registrar y enviar a Error' : 'Registrar revisión aprobada'} />
    </Form>
  );
}

function PhotosForm({ lifecycle, onSubmit, busy }: ActionFormProps) {
  const [files, setFiles] = useState<Record<number, File | undefined>>({});
  return (
    <Form
      onSubmit={() =>
        onSubmit({ photos: Object.entries(files).flatMap(([viewId, file]) => (file ? [{ file, viewId: Number(viewId) }] : [])), body: { to: 6 } })
      }
    >
      {lifecycle.views.map((v) => (
        <PhotoInput
          key={v.id}
          label={`Foto de ${v.title}${v.photographed ? ' (ya tiene; puedes agregar otra)' : ''}`}
          required={!v.photographed}
          onFile={(file) => setFiles((f) => ({ ...f, [v.id]: file }))}
        />
      ))}
      <Footer busy={busy} label="Subir fotos" />
    </Form>
  );
}

function AnswerForm({ onSubmit, busy }: ActionFormProps) {
  const [draft, setDraft] = useState<AnswerDraft>(EMPTY_ANSWER);
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [evidence, setEvidence] = useState<File | undefined>();
  const [evidenceProblem, setEvidenceProblem] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const nameId = useId();
  const evidenceId = useId();
  const edit = (patch: Partial<AnswerDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
    setConfirming(false);
  };
  const review = () => {
    const found = answerErrors(draft);
    setErrors(found);
    const problem = evidenceError(evidence);
    setEvidenceProblem(problem);
    if (Object.keys(found).length || problem) {
      // The first field with an error gets the focus (and scrolls into view).
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setConfirming(true);
  };
  const confirm = () => {
    if (!draft.decision || !draft.channel) return;
    const { decision, channel, answeredBy, text } = draft;
    onSubmit({ photos: [], body: { to: decision === 'approved' ? 7 : 8, answer: { decision, channel, answeredBy: answeredBy.trim(), text } }, ...(evidence ? { evidence } : {}) });
  };
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (confirming) confirm();
        else review();
      }}
      className="ms:space-y-4"
    >
      <fieldset className="ms:space-y-2" aria-describedby={errors.decision ? 'answer-decision-error' : undefined}>
        <legend className="ms:text-sm ms:font-medium ms:text-gray-900">Respuesta del cliente</legend>
        {(['approved', 'changes'] as const).map((decision, i) => (
          <label key={decision} className="ms:flex ms:items-center ms:gap-2 ms:text-sm">
            <input
              type="radio"
              name="decision"
              checked={draft.decision === decision}
              aria-invalid={errors.decision && i === 0 ? true : undefined}
              onChange={() => edit({ decision })}
            />{' '}
            {decision === 'approved' ? 'Aprobó la muestra' : 'Pide cambios'}
          </label>
        ))}
        {errors.decision && (
          <p id="answer-decision-error" role="alert" className="ms:text-sm ms:text-red-600">
            {errors.decision}
          </p>
        )}
      </fieldset>
      <Field label="Quién respondió (nombre)" required id={nameId} error={errors.answeredBy}>
        <TextInput value={draft.answeredBy} maxLength={ANSWERED_BY_MAX_CHARS} autoComplete="off" onChange={(e) => edit({ answeredBy: e.target.value })} />
      </Field>
      <Field label="Recibida por" required error={errors.channel}>
        <Select
          placeholder="Selecciona…"
          value={draft.channel}
          onChange={(e) => edit({ channel: e.target.value as AnswerChannel })}
          options={ANSWER_CHANNELS.map((c) => ({ value: c, label: ANSWER_CHANNEL_LABELS[c] }))}
        />
      </Field>
      <Field label={draft.decision === 'changes' ? 'Cambios que pide el cliente' : 'Comentarios (opcional)'} required={draft.decision === 'changes'} error={errors.text}>
        <Textarea rows={3} value={draft.text} onChange={(e) => edit({ text: e.target.value })} maxLength={1000} />
      </Field>
      <div>
        <label htmlFor={evidenceId} className="ms:block ms:text-sm/6 ms:font-medium ms:text-gray-900">
          Evidencia (opcional)
        </label>
        <input
          id={evidenceId}
          type="file"
          accept={EVIDENCE_ACCEPT}
          aria-invalid={evidenceProblem ? true : undefined}
          aria-describedby={`${evidenceId}-hint${evidenceProblem ? ` ${evidenceId}-error` : ''}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            setEvidence(file);
            setEvidenceProblem(evidenceError(file));
            setConfirming(false);
          }}
          className="ms:mt-2 ms:block ms:w-full ms:text-sm ms:text-gray-700 ms:file:mr-3 ms:file:rounded-md ms:file:border-0 ms:file:bg-primary-50 ms:file:px-3 ms:file:py-2 ms:file:text-sm ms:file:font-semibold ms:file:text-primary-700 ms:hover:file:bg-primary-100"
        />
        {evidenceProblem && (
          <p id={`${evidenceId}-error`} role="alert" className="ms:mt-2 ms:text-sm ms:text-red-600">
            {evidenceProblem}
          </p>
        )}
        <p id={`${evidenceId}-hint`} className="ms:mt-2 ms:text-sm ms:text-gray-500">
          Una captura o PDF del mensaje del cliente: JPG, PNG o PDF.
        </p>
      </div>
      {confirming && draft.decision ? (
        <div role="status" className="ms:rounded-md ms:border ms:border-amber-300 ms:bg-amber-50 ms:p-3 ms:text-sm ms:text-amber-900">
          <p className="ms:font-semibold">{answerOutcome(draft.decision)}</p>
          <p className="ms:mt-1">
            Respuesta de {draft.answeredBy.trim()} por {draft.channel && ANSWER_CHANNEL_LABELS[draft.channel]}. ¿Confirmas?
          </p>
        </div>
      ) : null}
      <div className="ms:mt-6 ms:flex ms:flex-row-reverse ms:flex-wrap ms:gap-3">
        <Button type="submit" disabled={busy}>
          {confirming ? (draft.decision === 'approved' ? 'Confirmar: pasar a Autorizada' : 'Confirmar: pasar a Error') : 'Revisar y confirmar'}
        </Button>
        {confirming ? (
          <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
            Volver
          </Button>
        ) : (
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              Cancelar
            </Button>
          </DialogClose>
        )}
      </div>
    </form>
  );
}

function OpenRoundForm({ lifecycle, onSubmit, busy }: ActionFormProps) {
  return (
    <Form onSubmit={() => onSubmit({ photos: [], body: { to: 1 } })}>
      <p className="ms:text-sm ms:text-gray-600">
        La ronda {lifecycle.round + 1} empieza con una copia del diseño actual. La ronda {lifecycle.round} (diseño, render, revisión, fotos y
        respuestas) queda como registro.
      </p>
      <Footer busy={busy} label="Abrir nueva ronda" />
    </Form>
  );
}

export function OverrideForm({ lifecycle, onSubmit, busy }: ActionFormProps) {
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Form onSubmit={() => onSubmit({ photos: [], body: { to: Number(to) as TransitionBody['to'], reason } })}>
      <Field label="Nueva etapa" required>
        <Select
          required
          placeholder="Selecciona…"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          options={STAGES.filter((s) => s.code !== lifecycle.stage).map((s) => ({ value: String(s.code), label: `${s.code}. ${s.name}` }))}
        />
      </Field>
      <Field label="Motivo" required>
        <Textarea rows={3} required value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
      </Field>
      <Footer busy={busy} label="Cambiar etapa" />
    </Form>
  );
}

/** The form of each action the review screen offers (./form-actions lists them). */
export const ACTION_FORMS: Record<FormAction, (props: ActionFormProps) => ReactNode> = {
  sendDesign: SendDesignForm,
  markMade: MarkMadeForm,
  recordQuality: QualityForm,
  completePhotos: PhotosForm,
  recordAnswer: AnswerForm,
  openRound: OpenRoundForm,
};

/** The dialog's form of `action` ('override': 'Cambiar etapa'). */
export function ActionForm({ action, ...props }: ActionFormProps & { action: FormAction | 'override' }) {
  const FormOf = action === 'override' ? OverrideForm : ACTION_FORMS[action];
  return <FormOf {...props} />;
}
