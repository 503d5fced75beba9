import { Outlet, ScrollRestoration, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router';
import { useUnauthorizedRedirect } from '../auth/useUnauthorizedRedirect';
import { useAuthDetailsInCache } from '../auth/useAuthDetailsInCache';
import { buttonClassName, ErrorCard, LoadingBlock, RetryButton } from '@muestrario/shared/ui';

/** Top route: listens for 401s everywhere, keeps the cached user in step with the auth state, restores scroll. */
export function Root() {
  useUnauthorizedRedirect();
  useAuthDetailsInCache();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** A thin bar along the top while the next page gets ready (its remote, code and first data). */
function NavigationProgress() {
  const { state } = useNavigation();
  if (state !== 'loading') return null;
  return (
    <div
      role="progressbar"
      aria-label="Cargando página"
      className="animate-page-progress fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-primary-600"
    />
  );
}

export function PageLoading() {
  return <LoadingBlock className="min-h-dvh" />;
}

/** A host route failed (e.g. a chunk of the host could not be downloaded). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-50 px-4">
      <ErrorCard
        icon={null}
        title={notFound ? 'Página no encontrada' : 'Algo salió mal'}
        message={notFound ? 'La dirección que abriste no existe.' : 'No pudimos mostrar esta página. Revisa tu conexión e inténtalo de nuevo.'}
        actions={
          <>
            <a href="/" className={buttonClassName({ variant: 'secondary' })}>
              Ir a Inicio
            </a>
            {notFound ? null : <RetryButton onClick={() => window.location.reload()} />}
          </>
        }
      />
    </main>
  );
}
