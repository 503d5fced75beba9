import { useState, type FormEvent } from 'react';
import { ApiError, login } from '@muestrario/shared/api';
import { useAuth } from '../auth/AuthProvider';
import { ErrorCircleIcon } from '../components/icons';
import { Wordmark } from '../components/Logo';
import { Spinner } from '../components/Spinner';
import { WorkshopIllustration } from './WorkshopIllustration';

const NETWORK_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/**
 * Sign-in screen (spec §2), also shown at /network-error. Needs no router: the light sign-in entry
 * renders it on a first load, the router's SignInPage after a redirect to /login.
 */
export function SignInScreen({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { error, logout, voidUser } = useAuth();
  const [loading, setLoading] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setLoading(true);
    try {
      await login({ username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
      voidUser();
      await onSignedIn();
    } catch (err) {
      // A 401 has already stored its message through the unauthorized event; other failures
      // (throttling, server down) store theirs the same way so the red box shows them.
      logout(err instanceof ApiError ? err.message : NETWORK_MESSAGE);
      setLoading(false);
    }
  }

  return (
    <div className="flex min-h-dvh bg-white">
      <main className="flex flex-1 flex-col justify-center px-4 py-12 sm:px-6 lg:flex-none lg:px-20 xl:px-24">
        <div className="mx-auto w-full max-w-sm lg:w-96">
          <Wordmark />
          <h1 className="mt-8 text-2xl/9 font-bold tracking-tight text-gray-900">Inicia sesión en tu cuenta</h1>
          <p className="mt-2 text-sm text-gray-500">Muestras de prendas y back-office para uniformes industriales.</p>

          <form className="mt-10 space-y-6" onSubmit={onSubmit} autoComplete="off" aria-busy={loading}>
            <div>
              <label htmlFor="username" className="block text-sm/6 font-medium text-gray-900">
                Usuario
              </label>
              <input
                id="username"
                name="username"
                type="text"
                required
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="mt-2 block w-full rounded-md bg-white px-3 py-2 text-base text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600 sm:text-sm/6"
              />
            </div>

            <div>
              <div className="flex items-center justify-between">
                <label htmlFor="password" className="block text-sm/6 font-medium text-gray-900">
                  Contraseña
                </label>
                <a
                  href="#"
                  onClick={(e) => e.preventDefault()}
                  className="rounded-sm text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  Olvidé mi contraseña
                </a>
              </div>
              <input
                id="password"
                name="password"
                type="password"
                required
                autoComplete="off"
                className="mt-2 block w-full rounded-md bg-white px-3 py-2 text-base text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600 sm:text-sm/6"
              />
            </div>

            <button
              type="submit"
              disabled={loading}
              className="flex w-full items-center justify-center gap-2 rounded-md bg-indigo-600 px-3 py-2 text-sm/6 font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:bg-indigo-400"
            >
              {loading ? (
                <>
                  <Spinner className="size-4 text-white" />
                  Cargando
                </>
              ) : (
                'Iniciar sesión'
              )}
            </button>

            {!loading && error ? (
              <div role="alert" className="flex gap-3 rounded-md bg-red-50 p-4 outline-1 -outline-offset-1 outline-red-200">
                <ErrorCircleIcon className="size-5 shrink-0 text-red-500" />
                <p className="text-sm font-medium text-red-800">{error}</p>
              </div>
            ) : null}
          </form>
        </div>
      </main>
      <div className="relative hidden flex-1 overflow-hidden lg:block">
        <WorkshopIllustration className="absolute inset-0 size-full" />
        <div className="absolute inset-x-0 bottom-0 p-10 xl:p-14">
          <p className="text-2xl font-semibold text-white">Planta de confección</p>
          <p className="mt-1 text-base text-indigo-100">Uniformes industriales y muestras bordadas a la medida.</p>
        </div>
      </div>
    </div>
  );
}
