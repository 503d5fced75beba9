import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { mutate } from 'swr';
import { ApiError, getAuthDetails } from '@muestrario/shared/api';
import type { UserDetails } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { LoadingBlock } from '../components/Spinner';
import { ErrorCard, RetryButton } from '../components/ErrorCard';
import { WarningIcon } from '../components/icons';
import { useAuth } from './AuthProvider';

/**
 * Layout guard: with no user held, asks GET /auth/details and shows a spinner meanwhile.
 * A 401 is handled by the unauthorized event (message stored, redirect to /login); any other
 * failure shows a Spanish message with 'Reintentar'. With no user but an authentication error
 * (a 401 was just handled), nothing is asked: the user belongs on /login.
 */
export function RequireUser({ children }: { children: (user: UserDetails) => ReactNode }) {
  const { user, error, setUser } = useAuth();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (user || error) return;
    let active = true;
    // A new session starts here (first load, after sign-in or after a 401): drop whatever the
    // previous session left in the shared SWR cache so no screen shows another user's data.
    void mutate(() => true, undefined, { revalidate: false });
    getAuthDetails().then(
      (details) => {
        if (active) setUser(details);
      },
      (reason: unknown) => {
        if (active && !(reason instanceof ApiError && reason.status === 401)) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [user, error, setUser, attempt]);

  if (user) return <>{children(user)}</>;
  if (error) return <Navigate to={paths.login} replace />;
  if (failed) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-gray-50 px-4">
        <ErrorCard
          icon={<WarningIcon className="mx-auto size-8 text-amber-500" />}
          title="No pudimos verificar tu sesión"
          message="Revisa tu conexión o inténtalo de nuevo en unos momentos."
          actions={
            <RetryButton
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            />
          }
        />
      </div>
    );
  }
  return <LoadingBlock label="Verificando sesión" className="min-h-dvh" />;
}
