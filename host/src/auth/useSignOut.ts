import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout as logoutRequest } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { useAuth } from '@muestrario/shared/auth';

/** 'Cerrar sesión': POST /auth/logout, forget the user, go to /login. */
export function useSignOut(): () => Promise<void> {
  const { voidUser } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // The session is gone either way (expired, or the server will drop it); leave anyway.
    }
    // Leave the layout first: were the user forgotten while it is still mounted, it would ask
    // /auth/details again and turn the expected 401 into an error message on /login.
    await navigate(paths.login, { replace: true });
    voidUser();
  }, [voidUser, navigate]);
}
