import { useLocation, useNavigate } from 'react-router';
import type { RemoteName } from '@muestrario/shared/domain';
import { ErrorCard, LoadingBlock, RemoteRoutes, RetryButton } from '@muestrario/shared/ui';
import { WarningIcon } from '../components/icons';
import { retryRemote, useRemote } from './remote-store';

/**
 * A remote's mount route: its relative routes once its module is here (the route's loader waited for
 * it and for the screen's code and data), a spinner while it is still on its way (a remote slower than
 * the loader's cap, or no session to wait for). A remote that failed to load is thrown to the route's
 * error boundary (RemoteError), which also catches a remote that throws while rendering.
 */
export function RemoteMount({ name }: { name: RemoteName }) {
  const remote = useRemote(name);
  if (remote.status === 'rejected') throw remote.error;
  if (!remote.module) return <LoadingBlock label="Cargando sección" />;
  return <RemoteRoutes routes={remote.module.routes} />;
}

/**
 * The mount route's error boundary: a Spanish notice inside the layout, the rest of the app keeps working.
 * 'Reintentar' forgets a failed load and navigates to the same address, which runs the loader again and
 * resets the boundary (a remote that loaded but failed to render is just rendered again).
 */
export function RemoteError({ name }: { name: RemoteName }) {
  const navigate = useNavigate();
  const location = useLocation();
  const retry = () => {
    retryRemote(name);
    void navigate(location, { replace: true });
  };
  return (
    <section aria-labelledby="remote-fallback-title" className="my-8 flex justify-center">
      <ErrorCard
        level={2}
        headingId="remote-fallback-title"
        icon={
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
            <WarningIcon className="size-6" />
          </span>
        }
        title="No pudimos cargar esta sección"
        message="Revisa tu conexión o inténtalo de nuevo en unos momentos."
        actions={<RetryButton onClick={retry} />}
      />
    </section>
  );
}
