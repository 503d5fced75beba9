import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthDetails, useMutation } from '@muestrario/shared/api';
import type { SampleLifecycle } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { ACTION_LABELS, allows, transitionsFor } from '@muestrario/shared/rules';
import { Button, Dialog, Spinner } from '@muestrario/shared/ui';
import { transition, useRefreshSample } from './api';
import { hasForm, type FormAction } from './form-actions';
import type { ActionFormProps, Submission } from './forms';

// The forms (fields, photo uploads, the answer's rules) come when a dialog first opens, not with the page (issue 34).
const ActionForm = lazy(() => import('./forms').then((m) => ({ default: m.ActionForm })));

/**
 * The one thing the signed-in user can do now, as the primary button with its form in a dialog (and
 * for an admin, 'Cambiar etapa'). Nothing is shown to someone who may not act.
 */
export function NextAction({ lifecycle }: { lifecycle: SampleLifecycle }) {
  const { data: user } = useAuthDetails();
  if (!user) return null;
  const actor = { id: user.id, role: user.role };
  const action = transitionsFor(lifecycle.stage, actor, lifecycle.owner.id)
    .map((t) => t.action)
    .find(hasForm);
  return (
    <div className="ms:flex ms:flex-wrap ms:gap-3 ms:print:hidden">
      {action && <ActionDialog lifecycle={lifecycle} action={action} primary />}
      {allows(actor, 'sample.override') && <ActionDialog lifecycle={lifecycle} action="override" />}
    </div>
  );
}

function ActionDialog({ lifecycle, action, primary = false }: { lifecycle: SampleLifecycle; action: FormAction | 'override'; primary?: boolean }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshSample(lifecycle.sampleId);
  const navigate = useNavigate();
  // Answers the refusal's Spanish text, or null once the step is recorded; the sample is read again either way.
  const submitting = useMutation(async (submission: Submission) => {
    const { submitAction } = await import('./forms');
    const failed = await submitAction(lifecycle.sampleId, submission, (body) => transition(lifecycle.sampleId, body));
    await refresh();
    return failed ?? null;
  });
  const busy = submitting.isMutating;
  const onSubmit = async (submission: Submission) => {
    setError(null);
    const failed = await submitting.trigger(submission);
    if (failed) return setError(failed);
    if (failed === undefined) return;
    setOpen(false);
    if (submission.body.to === 1) void navigate(paths.sampleDesign(lifecycle.sampleId));
  };
  const props: ActionFormProps = { lifecycle, busy, onSubmit: (s) => void onSubmit(s) };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      title={ACTION_LABELS[action]}
      size={action === 'recordQuality' ? 'lg' : 'md'}
      trigger={<Button variant={primary ? 'primary' : 'secondary'}>{ACTION_LABELS[action]}</Button>}
    >
      {error && (
        <p role="alert" className="ms:mb-4 ms:rounded-md ms:bg-red-50 ms:p-3 ms:text-sm ms:text-red-700">
          {error}
        </p>
      )}
      <Suspense fallback={<Spinner label="Cargando el formulario" />}>
        <ActionForm action={action} {...props} />
      </Suspense>
    </Dialog>
  );
}
