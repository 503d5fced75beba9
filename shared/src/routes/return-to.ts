import { isSignInPath, paths } from './paths';

/** The query parameter of /login that says where to go back after signing in. */
export const RETURN_TO_PARAM = 'returnTo';
const MAX_LENGTH = 2000;
const PROBE = 'https://muestrario.invalid';

/**
 * A page of this app to come back to, or null: only a same-origin path ('/samples/12/design?x#y'),
 * never another site ('//evil.mx', '/\\evil.mx', 'https://…', 'javascript:'), never a sign-in page.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((ch) => ch < ' ')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE || isSignInPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering `from` (the page the user was on) when it is one to come back to. */
export function loginPathFrom(from: string): string {
  const back = safeReturnTo(from);
  return back && back !== paths.home ? `${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}` : paths.login;
}
