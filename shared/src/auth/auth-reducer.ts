import type { UserDetails } from '../contract/auth';

/** Authentication state (docs/requirements.md §4): the signed-in user and the last authentication error. */
export interface AuthState {
  user: UserDetails | null;
  error: string | null;
}

export type AuthAction =
  | { type: 'setUser'; user: UserDetails }
  | { type: 'voidUser' }
  | { type: 'logout'; message: string };

export const initialAuthState: AuthState = { user: null, error: null };

/** Pure transitions: set user clears the error, void user clears both, logout stores the message. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'setUser':
      return { user: action.user, error: null };
    case 'voidUser':
      return { user: null, error: null };
    case 'logout':
      return { user: null, error: action.message };
    default:
      return state;
  }
}
