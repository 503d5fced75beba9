import { useEffect, useRef } from 'react';
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '../api/client';
import { LOGIN_REQUIRED_MESSAGE } from '../domain/constants';
import { useAuth } from './AuthProvider';

/**
 * Any 401 answer (from the host or any remote, through the shared client) raises UNAUTHORIZED_EVENT:
 * store its message as the authentication error (the sign-in form's red box shows it), then call
 * `after` (the host navigates to /login; the standalone shell just shows the form).
 */
export function useUnauthorized(after?: () => void): void {
  const { logout } = useAuth();
  const afterRef = useRef(after);
  useEffect(() => {
    afterRef.current = after;
  });
  useEffect(() => {
    const onUnauthorized = (event: Event) => {
      const detail = (event as CustomEvent<UnauthorizedDetail | undefined>).detail;
      logout(detail?.message || LOGIN_REQUIRED_MESSAGE);
      afterRef.current?.();
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [logout]);
}
