import { REMOTES } from '../domain/apps';
import { remoteForPath } from '../domain/remote-for-path';
import { isSignInPath } from './paths';

/**
 * The remote (its registry entry) that shows the page at `pathname`. None on a sign-in page: the host
 * draws those itself, though '/login' also falls under the samples remote's '/' mount. The one rule for
 * the host's start-up (warm-up, first page) and the server's preload hints.
 */
export function remoteShowing(pathname: string): (typeof REMOTES)[number] | undefined {
  if (isSignInPath(pathname)) return undefined;
  const name = remoteForPath(pathname);
  return REMOTES.find((remote) => remote.name === name);
}
