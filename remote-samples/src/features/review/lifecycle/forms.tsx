import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@muestrario/shared/api';
import type { SampleLifecycle, TransitionBody } from '@muestrario/shared/contract';
import {
  ANSWER_CHANNEL_LABELS,
  ANSWER_CHANNELS,
  FAILURE_REASON_LABELS,
  FAILURE_REASONS,
  QUALITY_CHECK_LABELS,
  STAGES,
  type AnswerChannel,
  type FailureReason,
  type QualityCheck,
} from '@muestrario/shared/domain';
import { checksFor, decorationsByView, type Action } from '@muestrario/shared/rules';
import { Button, DialogClose, Field, Select, Textarea } from '@muestrario/shared/ui';
import { uploadPhoto } from './api';

/** What a form hands to the dialog: the photos to upload first, then the transition. */
export interface Submission {
  photos: { file: File; viewId?: number }[];
  body: TransitionBody;
}

export interface ActionFormProps {
  lifecycle: SampleLifecycle;
  onSubmit: (submission: Submission) => void;
  busy: boolean;
}

/** Sends the photos, then the transition; the error is the server's Spanish message. */
export async function submitAction(sampleId: number, { photos, body }: Submission, send: (body: TransitionBody) => Promise<unknown>): Promise<string | null> {
  try {
    for (const p of photos) await uploadPhoto(sampleId, p.file, p.viewId);
    await send(body);
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.message : 'No se pudo guardar. Inténtalo de nuevo.';
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

function PhotoInput({ label, onFile, required }: { label: string; onFile: (file: File | undefined) => void; required?: boolean }) {
  // A plain file input (not a kit control): the Field's label points at it by this id.
  const id = useId();
  return (
    <Field label={label} required={required} id={id}>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        required={required}
        onChange={(e) => onFile(e.target.files?.[0])}
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

function QualityForm({ lifecycle, onSubmit, busy }: ActionFormProps) {
  const [results, setResults] = useState<Record<string, Partial<Record<QualityCheck, boolean>>>>(() =>
    Object.fromEntries(lifecycle.decorations.map((d) => [`${d.kind}:${d.id}`, Object.fromEntries(checksFor(d.kind).map((c) => [c, true]))])),
  );
  const [garmentFailed, setGarmentFailed] = useState(false);
  const [reason, setReason] = useState<FailureReason | ''>('');
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File>();
  const failed = garmentFailed || Object.values(results).some((r) => Object.values(r).some((v) => !v));
  const submit = () =>
    onSubmit({
      photos: photo ? [{ file: photo }] : [],
      body: {
        to: failed ? 8 : 5,
        checklist: {
          items: lifecycle.decorations.map((d) => ({ kind: d.kind, id: d.id, results: results[`${d.kind}:${d.id}`] ?? {} })),
          ...(failed && reason ? { failure: { reason, text } } : {}),
        },
      },
    });
  return (
    <Form onSubmit={submit}>
      {lifecycle.decorations.map((d) => {
        const key = `${d.kind}:${d.id}`;
        return (
          <fieldset key={key} className="ms:rounded-md ms:border ms:border-gray-200 ms:p-3">
            <legend className="ms:px-1 ms:text-sm ms:font-medium ms:text-gray-900">
              {d.name} · {d.viewTitle}
            </legend>
            <div className="ms:flex ms:flex-wrap ms:gap-x-4 ms:gap-y-2">
              {checksFor(d.kind).map((check) => (
                <label key={check} className="ms:flex ms:items-center ms:gap-2 ms:text-sm ms:text-gray-700">
                  <input
                    type="checkbox"
                    checked={results[key]?.[check] ?? true}
                    onChange={(e) => setResults((r) => ({ ...r, [key]: { ...r[key], [check]: e.target.checked } }))}
                  />
                  {QUALITY_CHECK_LABELS[check]}: aprobado
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <label className="ms:flex ms:items-center ms:gap-2 ms:text-sm ms:text-gray-700">
        <input type="checkbox" checked={garmentFailed} onChange={(e) => setGarmentFailed(e.target.checked)} />
        La prenda o la tela tiene un problema
      </label>
      {failed && (
        <>
          <Field label="Motivo del error" required>
            <Select
              required
              placeholder="Selecciona…"
              value={reason}
              onChange={(e) => setReason(e.target.value as FailureReason)}
              options={FAILURE_REASONS.map((r) => ({ value: r, label: FAILURE_REASON_LABELS[r] }))}
            />
          </Field>
          <Field label="Descripción" required>
            <Textarea rows={3} required value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} />
          </Field>
        </>
      )}
      <PhotoInput label="Foto de la revisión" onFile={setPhoto} required={lifecycle.qualityPhotos === 0} />
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
  const [approved, setApproved] = useState(true);
  const [channel, setChannel] = useState<AnswerChannel>('whatsapp');
  const [text, setText] = useState('');
  return (
    <Form onSubmit={() => onSubmit({ photos: [], body: { to: approved ? 7 : 8, answer: { decision: approved ? 'approved' : 'changes', channel, text } } })}>
      <fieldset className="ms:space-y-2">
        <legend className="ms:text-sm ms:font-medium ms:text-gray-900">Respuesta del cliente</legend>
        <label className="ms:flex ms:items-center ms:gap-2 ms:text-sm">
          <input type="radio" name="decision" checked={approved} onChange={() => setApproved(true)} /> Aprobó la muestra
        </label>
        <label className="ms:flex ms:items-center ms:gap-2 ms:text-sm">
          <input type="radio" name="decision" checked={!approved} onChange={() => setApproved(false)} /> Pide cambios
        </label>
      </fieldset>
      <Field label="Recibida por">
        <Select value={channel} onChange={(e) => setChannel(e.target.value as AnswerChannel)} options={ANSWER_CHANNELS.map((c) => ({ value: c, label: ANSWER_CHANNEL_LABELS[c] }))} />
      </Field>
      <Field label={approved ? 'Comentarios (opcional)' : 'Cambios que pide el cliente'} required={!approved}>
        <Textarea rows={3} required={!approved} value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} />
      </Field>
      <Footer busy={busy} label="Registrar respuesta del cliente" />
    </Form>
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

/** The form of each action the review screen offers (the render has its own card). */
export const ACTION_FORMS: Partial<Record<Action, (props: ActionFormProps) => ReactNode>> = {
  sendDesign: SendDesignForm,
  markMade: MarkMadeForm,
  recordQuality: QualityForm,
  completePhotos: PhotosForm,
  recordAnswer: AnswerForm,
  openRound: OpenRoundForm,
};
