import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth, useSessionCheck } from '@muestrario/shared/auth';
import type { UserDetails } from '@muestrario/shared/contract';
import { loginPathFrom } from '@muestrario/shared/routes';
import { ErrorCard, LoadingBlock, RetryButton } from '@muestrario/shared/ui';
import { WarningIcon } from '../components/icons';

/**
 * Layout guard: with no user held, asks GET /auth/details and shows a spinner meanwhile (the shared
 * session check). After a 401 the user belongs on /login; any other failure shows a Spanish message
 * with 'Reintentar'.
 */
export function RequireUser({ children }: { children: (user: UserDetails) => ReactNode }) {
  const { user } = useAuth();
  const { status, retry } = useSessionCheck();
  const location = useLocation();

  if (status === 'ready' && user) return <>{children(user)}</>;
  if (status === 'signed-out') return <Navigate to={loginPathFrom(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (status === 'failed') {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-gray-50 px-4">
        <ErrorCard
          icon={<WarningIcon className="mx-auto size-8 text-amber-500" />}
          title="No pudimos verificar tu sesión"
          message="Revisa tu conexión o inténtalo de nuevo en unos momentos."
          actions={<RetryButton onClick={retry} />}
        />
      </div>
    );
  }
  return <LoadingBlock label="Verificando sesión" className="min-h-dvh" />;
}
