import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, completePasswordReset, failureText, getPasswordReset, requestPasswordReset, useAction } from '@muestrario/shared/api';
import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { passwordError } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, ErrorAlert, Field, LoadFailed, Spinner, TextInput, usePageTitle } from '@muestrario/shared/ui';
import { Wordmark } from '../components/Logo';
import { runtimeConfig } from '../start/runtime-config';

const FAILED = 'No pudimos comunicarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const failure = (error: unknown) => failureText(error, FAILED);

/**
 * 'Olvidé mi contraseña' (issue 33): '/recuperar-contrasena' asks for the username and sends a one-time
 * link when e-mail is configured (else says to ask an administrator); '/recuperar-contrasena/:token' sets
 * the new password. Public and light like the sign-in entry: no router, no session, no remote.
 */
export function PasswordResetEntry({ token }: { token: string }) {
  return (
    <div className="flex min-h-dvh flex-col justify-center bg-gray-50 px-4 py-12 sm:px-6">
      <main className="mx-auto w-full max-w-md rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-10">
        <Wordmark />
        {token ? <ResetForm token={token} /> : <RequestForm />}
        <p className="mt-8 text-sm">
          <a href={paths.login} className="font-semibold text-primary-600 hover:text-primary-500">
            Volver a iniciar sesión
          </a>
        </p>
      </main>
    </div>
  );
}

function Notice({ tone, children }: { tone: 'info' | 'success'; children: ReactNode }) {
  return (
    <div role="status" className={`mt-6 rounded-md p-4 text-sm font-medium ${tone === 'success' ? 'bg-green-50 text-green-800' : 'bg-primary-50 text-primary-800'}`}>
      {children}
    </div>
  );
}

function RequestForm() {
  usePageTitle('Recuperar contraseña');
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const sending = useAction(async (name: string) => {
    await runtimeConfig();
    const { emailAvailable } = await requestPasswordReset(name);
    setAnswer(emailAvailable ? USERS_MESSAGES.resetSent : USERS_MESSAGES.resetUnavailable);
  });
  const failed = sending.error === undefined ? null : failure(sending.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setError('Escribe tu usuario.');
      return;
    }
    void sending.trigger(username.trim());
  };

  return (
    <>
      <h1 className="mt-8 text-2xl/9 font-bold tracking-tight text-gray-900">¿Olvidaste tu contraseña?</h1>
      <p className="mt-2 text-sm text-gray-500">Escribe tu usuario. Si tienes un correo registrado, te enviamos un enlace para poner una contraseña nueva.</p>
      {answer ? (
        <Notice tone="info">{answer}</Notice>
      ) : (
        <form noValidate onSubmit={submit} className="mt-8 space-y-6">
          <Field label="Usuario" required error={error}>
            <TextInput value={username} autoCapitalize="none" spellCheck={false} maxLength={100} onChange={(e) => (setUsername(e.target.value), setError(null))} />
          </Field>
          <Button type="submit" loading={sending.isMutating} className="w-full">
            Enviar enlace
          </Button>
          {failed && <ErrorAlert title={failed} />}
        </form>
      )}
    </>
  );
}

type LinkState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'refused'; message: string } | { kind: 'open'; username: string } | { kind: 'done' };

/** What the link's check says: open, refused (a 4xx: why), or failed (network, 5xx: 'Reintentar'). */
async function checkLink(token: string): Promise<LinkState> {
  try {
    await runtimeConfig();
    return { kind: 'open', username: (await getPasswordReset(token)).username };
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) return { kind: 'refused', message: USERS_MESSAGES.resetInvalid };
    if (e instanceof ApiError && e.status < 500) return { kind: 'refused', message: failure(e) };
    return { kind: 'failed' };
  }
}

function ResetForm({ token }: { token: string }) {
  usePageTitle('Nueva contraseña');
  const [link, setLink] = useState<LinkState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void checkLink(token).then((next) => current && setLink(next));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  if (link.kind === 'loading') {
    return (
      <div className="mt-8 flex items-center gap-3 text-sm text-gray-600" role="status">
        <Spinner /> Comprobando el enlace…
      </div>
    );
  }
  if (link.kind === 'failed') {
    return (
      <>
        <h1 className="mt-8 text-2xl/9 font-bold tracking-tight text-gray-900">Nueva contraseña</h1>
        <LoadFailed
          className="mt-6"
          title={FAILED}
          onRetry={() => {
            setLink({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      </>
    );
  }
  if (link.kind === 'refused') {
    return (
      <>
        <h1 className="mt-8 text-2xl/9 font-bold tracking-tight text-gray-900">Nueva contraseña</h1>
        <ErrorAlert className="mt-6" title={link.message} />
        <p className="mt-4 text-sm">
          <a href={paths.forgotPassword} className="font-semibold text-primary-600 hover:text-primary-500">
            Pedir un enlace nuevo
          </a>
        </p>
      </>
    );
  }
  if (link.kind === 'done') {
    return (
      <>
        <h1 className="mt-8 text-2xl/9 font-bold tracking-tight text-gray-900">Nueva contraseña</h1>
        <Notice tone="success">Listo: tu contraseña cambió. Ya puedes iniciar sesión con ella.</Notice>
      </>
    );
  }
  return <NewPasswordForm token={token} username={link.username} onDone={() => setLink({ kind: 'done' })} onRefused={(message) => setLink({ kind: 'refused', message })} />;
}

function NewPasswordForm({ token, username, onDone, onRefused }: { token: string; username: string; onDone: () => void; onRefused: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  // A link that stopped opening meanwhile (404) shows only why; any other failure is said under the form.
  const refusedLink = (e: unknown): e is ApiError => e instanceof ApiError && e.status === 404;
  const saving = useAction((newPassword: string) => completePasswordReset(token, newPassword), {
    onSuccess: onDone,
    onError: (e) => {
      if (refusedLink(e)) onRefused(e.message);
    },
  });
  const failed = saving.error === undefined || refusedLink(saving.error) ? null : failure(saving.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = passwordError(password);
    const mismatch = refused ? undefined : passwordError(password, confirmation);
    if (refused || mismatch) {
      setErrors({ ...(refused ? { password: refused } : {}), ...(mismatch ? { confirmation: mismatch } : {}) });
      return;
    }
    void saving.trigger(password);
  };

  return (
    <>
      <h1 className="mt-8 text-2xl/9 font-bold tracking-tight text-gray-900">Nueva contraseña</h1>
      <p className="mt-2 text-sm text-gray-500">
        Para el usuario <strong className="font-semibold text-gray-900">{username}</strong>. Al guardarla, tus sesiones abiertas se cierran.
      </p>
      <form noValidate onSubmit={submit} className="mt-8 space-y-6">
        <Field label="Contraseña nueva" required hint="Al menos 8 caracteres." error={errors.password}>
          <TextInput type="password" autoComplete="new-password" value={password} onChange={(e) => (setPassword(e.target.value), setErrors({}))} />
        </Field>
        <Field label="Repite la contraseña" required error={errors.confirmation}>
          <TextInput type="password" autoComplete="new-password" value={confirmation} onChange={(e) => (setConfirmation(e.target.value), setErrors({}))} />
        </Field>
        <Button type="submit" loading={saving.isMutating} className="w-full">
          Guardar contraseña
        </Button>
        {failed && <ErrorAlert title={failed} />}
      </form>
    </>
  );
}
