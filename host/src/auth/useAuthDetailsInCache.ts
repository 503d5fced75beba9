import { useEffect } from 'react';
import { setCachedAuthDetails } from '@muestrario/shared/api';
import { useAuth } from '@muestrario/shared/auth';

/**
 * Keeps SWR's cached GET /auth/details equal to the host's auth state: a sign-in writes the new user,
 * a sign-out or an expired session removes it, so a remote's `useAuthDetails` never shows someone else.
 */
export function useAuthDetailsInCache(): void {
  const { user } = useAuth();
  useEffect(() => {
    void setCachedAuthDetails(user);
  }, [user]);
}
