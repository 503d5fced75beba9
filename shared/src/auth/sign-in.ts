import { login } from '../api/auth';
import { ApiError } from '../api/client';

export const NETWORK_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/** The red box's text for a failed sign-in: the server's message, or the network one. */
export function signInFailureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_MESSAGE;
}

/** POST /auth/login with the form's fields. */
export function signIn(form: FormData): Promise<unknown> {
  return login({ username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
}
