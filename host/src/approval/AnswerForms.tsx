import { useRef, useState, type FormEvent } from 'react';
import { ApiError, approveProof, requestProofChanges, useAction } from '@muestrario/shared/api';
import type { PublicAnswerResult, PublicApproval, RequestChangesBody } from '@muestrario/shared/contract';
import { APPROVAL_COMMENT_MAX_CHARS, APPROVAL_NAME_MAX_CHARS } from '@muestrario/shared/domain';
import { customerAnswerErrors } from '@muestrario/shared/rules';
import { Button, Field, Select, Textarea, TextInput } from '@muestrario/shared/ui';
import { backdropOf, ViewSketch, type Pin } from './ProofView';

/** The link stopped opening meanwhile: revoked, expired, answered elsewhere (410) or gone (404). */
const linkClosed = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 404 || error.status === 410);

interface AnswerFormsProps {
  token: string;
  proof: PublicApproval;
  onAnswered: (result: PublicAnswerResult) => void;
  /** The link stopped opening meanwhile (410/404): show only why. */
  onRefused: (message: string) => void;
}

/**
 * 'Tu respuesta': the customer's full name (both answers record it), then 'Aprobar' (terms accepted) or
 * 'Solicitar cambios' (a comment, optionally a point of a view). A failed call says why in Spanish and
 * keeps what was typed.
 */
export function AnswerForms({ token, proof, onAnswered, onRefused }: AnswerFormsProps) {
  const [name, setName] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [comment, setComment] = useState('');
  const [viewId, setViewId] = useState('');
  const [pin, setPin] = useState<Pin | null>(null);
  const [errors, setErrors] = useState<{ name?: string; terms?: string; comment?: string }>({});
  // One write per answer; a link that stopped opening (404/410) shows only why, any other failure says it here.
  const onError = (error: unknown) => {
    if (linkClosed(error)) onRefused(error.message);
  };
  const approving = useAction((customerName: string) => approveProof(token, { name: customerName, acceptTerms: true }), { onSuccess: onAnswered, onError });
  const requesting = useAction((body: RequestChangesBody) => requestProofChanges(token, body), { onSuccess: onAnswered, onError });
  const busy = approving.isMutating || requesting.isMutating;
  const failed = approving.error ?? requesting.error;
  const failure = failed === undefined || linkClosed(failed) ? null : failed instanceof ApiError ? failed.message : 'No se pudo enviar tu respuesta. Revisa tu conexión e inténtalo de nuevo.';
  const pinView = proof.views.find((v) => String(v.id) === viewId);
  const nameInput = useRef<HTMLInputElement>(null);
  const termsInput = useRef<HTMLInputElement>(null);
  const commentInput = useRef<HTMLTextAreaElement>(null);

  const submit = (kind: 'approve' | 'changes', event: FormEvent) => {
    event.preventDefault();
    const found = customerAnswerErrors(kind, { name, acceptTerms, comment });
    setErrors(found);
    approving.reset();
    requesting.reset();
    if (Object.keys(found).length) {
      // Issue 33: the first field in error gets the focus, which scrolls it into sight with its message
      // beside it (the name is above both forms, far from 'Solicitar cambios' on a phone).
      const first = found.name ? nameInput.current : found.terms ? termsInput.current : commentInput.current;
      first?.focus();
      first?.scrollIntoView({ block: 'center' });
      return;
    }
    if (kind === 'approve') void approving.trigger(name.trim());
    else void requesting.trigger({ name: name.trim(), comment: comment.trim(), ...(pinView && pin ? { pin: { viewId: pinView.id, ...pin } } : {}) });
  };

  return (
    <section aria-labelledby="answer-title" className="mt-8 space-y-5 rounded-lg border border-primary-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="answer-title" className="text-lg font-semibold text-gray-900">
        Tu respuesta
      </h2>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {failure}
        </p>
      )}
      <Field label="Tu nombre completo" error={errors.name} required>
        <TextInput ref={nameInput} value={name} onChange={(e) => (setName(e.target.value), setErrors(({ name: _, ...rest }) => rest))} autoComplete="name" maxLength={APPROVAL_NAME_MAX_CHARS} />
      </Field>

      <form aria-labelledby="approve-title" noValidate onSubmit={(e) => submit('approve', e)} className="space-y-3 border-t border-gray-200 pt-4">
        <h3 id="approve-title" className="text-base font-semibold text-gray-900">
          Aprobar la prueba
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
          {proof.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <div>
          <label className="flex items-start gap-2 text-sm text-gray-900">
            <input
              ref={termsInput}
              type="checkbox"
              checked={acceptTerms}
              onChange={(e) => (setAcceptTerms(e.target.checked), setErrors(({ terms: _, ...rest }) => rest))}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              className="mt-0.5 size-5 accent-primary-600"
            />
            Acepto los términos y apruebo la prueba tal como se muestra.
          </label>
          {errors.terms && (
            <p id="terms-error" role="alert" className="mt-1 text-sm text-red-600">
              {errors.terms}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full sm:w-auto" loading={approving.isMutating} disabled={busy}>
          Aprobar
        </Button>
      </form>

      <form aria-labelledby="changes-title" noValidate onSubmit={(e) => submit('changes', e)} className="space-y-3 border-t border-gray-200 pt-4">
        <h3 id="changes-title" className="text-base font-semibold text-gray-900">
          Solicitar cambios
        </h3>
        <Field label="Cambios que necesitas" error={errors.comment} required>
          <Textarea ref={commentInput} value={comment} onChange={(e) => (setComment(e.target.value), setErrors(({ comment: _, ...rest }) => rest))} rows={4} maxLength={APPROVAL_COMMENT_MAX_CHARS} />
        </Field>
        {proof.views.length > 0 && (
          <Field label="Marcar un punto en una vista (opcional)">
            <Select
              value={viewId}
              placeholder="Sin marcar un punto"
              options={proof.views.map((v) => ({ value: String(v.id), label: v.title }))}
              onChange={(e) => {
                setViewId(e.target.value);
                setPin(null);
              }}
            />
          </Field>
        )}
        {pinView && (
          <div className="space-y-2">
            <ViewSketch token={token} view={pinView} backdrop={backdropOf(token, proof, pinView)} pin={pin} onPin={setPin} />
            <p className="text-sm text-gray-600" aria-live="polite">
              {pin ? `Punto marcado: ${Math.round(pin.x * 100)} % desde la izquierda, ${Math.round(pin.y * 100)} % desde arriba.` : 'Toca la vista donde quieres el cambio.'}
            </p>
          </div>
        )}
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" loading={requesting.isMutating} disabled={busy}>
          Solicitar cambios
        </Button>
      </form>
    </section>
  );
}
