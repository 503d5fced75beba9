import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_REQUIRED_MESSAGE } from '@muestrario/shared/domain';
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { useAuth } from './AuthProvider';

/**
 * Any 401 answer (from the host or any remote, through the shared client) raises UNAUTHORIZED_EVENT:
 * store its message and send the user to /login, where the red box shows it.
 */
export function useUnauthorizedRedirect(): void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    const onUnauthorized = (event: Event) => {
      const detail = (event as CustomEvent<UnauthorizedDetail | undefined>).detail;
      logout(detail?.message || LOGIN_REQUIRED_MESSAGE);
      void navigate(paths.login, { replace: true });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [logout, navigate]);
}
