import { useNavigate } from 'react-router-dom';
import { useUnauthorized } from '@muestrario/shared/auth';
import { paths } from '@muestrario/shared/routes';

/**
 * Any 401 answer (from the host or any remote, through the shared client) raises UNAUTHORIZED_EVENT:
 * the shared hook stores its message; the host then sends the user to /login, where the red box shows it.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useUnauthorized(() => void navigate(paths.login, { replace: true }));
}
