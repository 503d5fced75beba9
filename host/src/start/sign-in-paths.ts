import { paths } from '@muestrario/shared/routes';

/** Pages the light sign-in entry renders on a first load, without the router application. */
export function isSignInPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === paths.login || path === paths.networkError;
}
