import { useState } from 'react';
import { Wordmark } from '../components/Logo';
import { Spinner } from '../components/Spinner';
import { ErrorCircleIcon } from '../components/icons';

/** Shown when /config.json cannot be read: nothing else can start without it. */
export function ConfigErrorPage({ onRetry }: { onRetry: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gray-50 px-4">
      <Wordmark />
      <div className="mt-8 w-full max-w-md rounded-lg border border-gray-200 bg-white p-8 text-center shadow-sm">
        <ErrorCircleIcon className="mx-auto size-10 text-red-500" />
        <h1 className="mt-3 text-lg font-semibold text-gray-900">No pudimos iniciar Muestrario</h1>
        <p role="alert" className="mt-2 text-sm text-gray-600">
          No fue posible obtener la configuración de la aplicación. Revisa tu conexión o inténtalo de nuevo en unos momentos.
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onRetry().finally(() => setBusy(false));
          }}
          className="mt-6 inline-flex items-center gap-2 rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:bg-indigo-400"
        >
          {busy ? <Spinner className="size-4" /> : null}
          Reintentar
        </button>
      </div>
    </main>
  );
}
