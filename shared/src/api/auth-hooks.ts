import useSWR, { mutate } from 'swr';
import type { UserDetails } from '../contract/auth';
import { authDetailsKey, getAuthDetails } from './auth';

/**
 * The signed-in user, cached by SWR (kept apart from auth.ts so the sign-in bundle carries no SWR).
 * A user already in the cache (the host writes the one it knows there) is used as it is: no request.
 */
export function useAuthDetails(enabled = true) {
  return useSWR(enabled ? authDetailsKey : null, getAuthDetails, { shouldRetryOnError: false, revalidateOnFocus: false, revalidateIfStale: false });
}

/**
 * Puts the user the host knows into SWR's cache (or takes it out, with null): screens of every remote
 * (SWR is one shared copy) then read it from there instead of asking GET /auth/details again, and after
 * a sign-out no screen can show the previous user.
 */
export const setCachedAuthDetails = (user: UserDetails | null): Promise<unknown> => mutate(authDetailsKey, user ?? undefined, { revalidate: false });
