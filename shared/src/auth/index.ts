export { authReducer, initialAuthState, type AuthAction, type AuthState } from './auth-reducer';
export { AuthProvider, useAuth, type AuthContextValue } from './AuthProvider';
export { useUnauthorized } from './useUnauthorized';
export { useSessionCheck, type SessionCheck } from './useSessionCheck';
export { signIn, signInFailureMessage, NETWORK_MESSAGE } from './sign-in';
