import { useState, type FormEvent, type ReactNode } from 'react';
import { signIn, signInFailureMessage } from '../auth/sign-in';
import { useAuth } from '../auth/AuthProvider';
import { paths } from '../routes/paths';
import { Button } from './Button';
import { Field } from './Field';
import { ErrorIcon } from './icons';
import { TextInput } from './TextInput';

export interface SignInFormProps {
  /** Called after a successful sign-in (the host goes to '/', the standalone shell shows the remote). */
  onSignedIn: () => void | Promise<void>;
  /** Above the title: the host's wordmark. */
  logo?: ReactNode;
  /** Under the title. */
  description?: ReactNode;
}

/**
 * The sign-in form of docs/requirements.md §2, for the host's sign-in page and the remotes' standalone shell. Reads
 * and writes the auth state (AuthProvider): the red box shows its error; a failure stores the
 * server's message there, a success clears it.
 */
export function SignInForm({ onSignedIn, logo, description }: SignInFormProps) {
  const { error, logout, voidUser } = useAuth();
  const [loading, setLoading] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLoading(true);
    try {
      await signIn(new FormData(event.currentTarget));
    } catch (err) {
      // A 401 has already stored its message through the unauthorized event; other failures
      // (throttling, server down) store theirs the same way so the red box shows them.
      logout(signInFailureMessage(err));
      setLoading(false);
      return;
    }
    voidUser();
    await onSignedIn();
  }

  return (
    <div>
      {logo}
      <h1 className={`${logo ? 'ui:mt-8 ' : ''}ui:text-2xl/9 ui:font-bold ui:tracking-tight ui:text-gray-900`}>Inicia sesión en tu cuenta</h1>
      {description && <p className="ui:mt-2 ui:text-sm ui:text-gray-500">{description}</p>}

      <form className="ui:mt-10 ui:space-y-6" onSubmit={(e) => void onSubmit(e)} autoComplete="off" aria-busy={loading}>
        <Field label="Usuario" required>
          <TextInput name="username" autoComplete="off" autoCapitalize="none" spellCheck={false} />
        </Field>
        <Field
          label="Contraseña"
          required
          labelAside={
            <a
              href={paths.forgotPassword}
              className="ui:rounded-sm ui:text-sm ui:font-semibold ui:text-primary-600 ui:hover:text-primary-500 ui:focus-visible:outline-2 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-primary-600"
            >
              Olvidé mi contraseña
            </a>
          }
        >
          <TextInput name="password" type="password" autoComplete="off" />
        </Field>

        <Button type="submit" loading={loading} className="ui:w-full">
          {loading ? 'Cargando' : 'Iniciar sesión'}
        </Button>

        {!loading && error ? (
          <div role="alert" className="ui:flex ui:gap-3 ui:rounded-md ui:bg-red-50 ui:p-4 ui:outline-1 ui:-outline-offset-1 ui:outline-red-200">
            <ErrorIcon className="ui:mt-0.5 ui:size-4 ui:shrink-0 ui:text-red-500" />
            <p className="ui:text-sm ui:font-medium ui:text-red-800">{error}</p>
          </div>
        ) : null}
      </form>
    </div>
  );
}
