import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import type { UserDetails } from '../contract/auth';
import { authReducer, initialAuthState, type AuthState } from './auth-reducer';

export interface AuthContextValue extends AuthState {
  setUser: (user: UserDetails) => void;
  voidUser: () => void;
  logout: (message: string) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children, initialState = initialAuthState }: { children: ReactNode; initialState?: AuthState }) {
  const [state, dispatch] = useReducer(authReducer, initialState);
  // dispatch is stable, so the actions are too (effects may depend on them without re-running).
  const actions = useMemo(
    () => ({
      setUser: (user: UserDetails) => dispatch({ type: 'setUser', user }),
      voidUser: () => dispatch({ type: 'voidUser' }),
      logout: (message: string) => dispatch({ type: 'logout', message }),
    }),
    [],
  );
  const value = useMemo<AuthContextValue>(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth debe usarse dentro de <AuthProvider>');
  return value;
}
