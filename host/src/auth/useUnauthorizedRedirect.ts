import { useLocation, useNavigate } from 'react-router';
import { useUnauthorized } from '@muestrario/shared/auth';
import { isSignInPath, loginPathFrom } from '@muestrario/shared/routes';

/**
 * Any 401 answer (from the host or any remote, through the shared client) raises UNAUTHORIZED_EVENT:
 * the shared hook stores its message; the host then sends the user to /login (where the red box shows
 * it) remembering the page they were on, to come back to after signing in.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  useUnauthorized(() => {
    // Already there (a second 401 on the way out): keep the page first remembered.
    if (isSignInPath(location.pathname)) return;
    void navigate(loginPathFrom(here), { replace: true });
  });
}
