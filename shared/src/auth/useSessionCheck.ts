import { useCallback, useEffect, useState } from 'react';
import { mutate } from 'swr';
import { getAuthDetails } from '../api/auth';
import { ApiError } from '../api/client';
import { useAuth } from './AuthProvider';

export interface SessionCheck {
  /** 'ready' with a user; 'signed-out' after a 401 (the error holds its message); 'failed' for anything else. */
  status: 'checking' | 'ready' | 'signed-out' | 'failed';
  /** Asks again after a failure. */
  retry: () => void;
}

/**
 * With no user held, asks GET /auth/details. A 401 is handled by the unauthorized event (message
 * stored); any other failure is 'failed'. With no user but an authentication error (a 401 was just
 * handled), nothing is asked: the user belongs on the sign-in form.
 */
export function useSessionCheck(): SessionCheck {
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

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  const status = user ? 'ready' : error ? 'signed-out' : failed ? 'failed' : 'checking';
  return { status, retry };
}
