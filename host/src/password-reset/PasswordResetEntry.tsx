import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, completePasswordReset, getPasswordReset, requestPasswordReset } from '@muestrario/shared/api';
import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { passwordError } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, ErrorAlert, Field, Spinner, TextInput, usePageTitle } from '@muestrario/shared/ui';
import { Wordmark } from '../components/Logo';
import { runtimeConfig } from '../start/runtime-config';

const FAILED = 'No pudimos comunicarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const failure = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.message ? error.message : FAILED);

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
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setError('Escribe tu usuario.');
      return;
    }
    setSending(true);
    setFailed(null);
    try {
      await runtimeConfig();
      const { emailAvailable } = await requestPasswordReset(username.trim());
      setAnswer(emailAvailable ? USERS_MESSAGES.resetSent : USERS_MESSAGES.resetUnavailable);
    } catch (e) {
      setFailed(failure(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <h1 className="mt-8 text-2xl/9 font-bold tracking-tight text-gray-900">¿Olvidaste tu contraseña?</h1>
      <p className="mt-2 text-sm text-gray-500">Escribe tu usuario. Si tienes un correo registrado, te enviamos un enlace para poner una contraseña nueva.</p>
      {answer ? (
        <Notice tone="info">{answer}</Notice>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 space-y-6">
          <Field label="Usuario" required error={error}>
            <TextInput value={username} autoCapitalize="none" spellCheck={false} maxLength={100} onChange={(e) => (setUsername(e.target.value), setError(null))} />
          </Field>
          <Button type="submit" loading={sending} className="w-full">
            Enviar enlace
          </Button>
          {failed && <ErrorAlert title={failed} />}
        </form>
      )}
    </>
  );
}

type LinkState = { kind: 'loading' } | { kind: 'refused'; message: string } | { kind: 'open'; username: string } | { kind: 'done' };

function ResetForm({ token }: { token: string }) {
  usePageTitle('Nueva contraseña');
  const [link, setLink] = useState<LinkState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    runtimeConfig()
      .then(() => getPasswordReset(token))
      .then(
        (found) => current && setLink({ kind: 'open', username: found.username }),
        (e: unknown) => current && setLink({ kind: 'refused', message: e instanceof ApiError && e.status === 400 ? USERS_MESSAGES.resetInvalid : failure(e) }),
      );
    return () => {
      current = false;
    };
  }, [token]);

  if (link.kind === 'loading') {
    return (
      <div className="mt-8 flex items-center gap-3 text-sm text-gray-600" role="status">
        <Spinner /> Comprobando el enlace…
      </div>
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
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = passwordError(password);
    const mismatch = refused ? undefined : passwordError(password, confirmation);
    if (refused || mismatch) {
      setErrors({ ...(refused ? { password: refused } : {}), ...(mismatch ? { confirmation: mismatch } : {}) });
      return;
    }
    setSaving(true);
    setFailed(null);
    try {
      await completePasswordReset(token, password);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) onRefused(e.message);
      else setFailed(failure(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <h1 className="mt-8 text-2xl/9 font-bold tracking-tight text-gray-900">Nueva contraseña</h1>
      <p className="mt-2 text-sm text-gray-500">
        Para el usuario <strong className="font-semibold text-gray-900">{username}</strong>. Al guardarla, tus sesiones abiertas se cierran.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 space-y-6">
        <Field label="Contraseña nueva" required hint="Al menos 8 caracteres." error={errors.password}>
          <TextInput type="password" autoComplete="new-password" value={password} onChange={(e) => (setPassword(e.target.value), setErrors({}))} />
        </Field>
        <Field label="Repite la contraseña" required error={errors.confirmation}>
          <TextInput type="password" autoComplete="new-password" value={confirmation} onChange={(e) => (setConfirmation(e.target.value), setErrors({}))} />
        </Field>
        <Button type="submit" loading={saving} className="w-full">
          Guardar contraseña
        </Button>
        {failed && <ErrorAlert title={failed} />}
      </form>
    </>
  );
}
