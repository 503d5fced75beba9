import useSWR from 'swr';
import { authDetailsKey, getAuthDetails } from './auth';

/** The signed-in user, cached by SWR (kept apart from auth.ts so the sign-in bundle carries no SWR). */
export function useAuthDetails(enabled = true) {
  return useSWR(enabled ? authDetailsKey : null, getAuthDetails, { shouldRetryOnError: false, revalidateOnFocus: false });
}
