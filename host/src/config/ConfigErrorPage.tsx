import { useAction } from '@muestrario/shared/api';
import { ErrorCard, RetryButton } from '@muestrario/shared/ui';
import { Wordmark } from '../components/Logo';
import { ErrorCircleIcon } from '../components/icons';

/** Shown when /config.json cannot be read: nothing else can start without it. */
export function ConfigErrorPage({ onRetry }: { onRetry: () => Promise<void> }) {
  const retrying = useAction((_: void) => onRetry());
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-gray-50 px-4">
      <Wordmark />
      <ErrorCard
        icon={<ErrorCircleIcon className="mx-auto size-10 text-red-500" />}
        title="No pudimos iniciar Muestrario"
        message="No fue posible obtener la configuración de la aplicación. Revisa tu conexión o inténtalo de nuevo en unos momentos."
        actions={<RetryButton busy={retrying.isMutating} onClick={() => void retrying.trigger()} />}
      />
    </main>
  );
}
