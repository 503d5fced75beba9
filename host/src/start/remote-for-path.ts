import { matchRoutes } from 'react-router';
import { mountPattern, REMOTES, type RemoteName } from '@muestrario/shared/domain';

const mounts = REMOTES.map((remote) => ({ id: remote.name, path: mountPattern(remote) }));

/** The remote whose mount the router will pick for `pathname` (same ranking as the route table). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const match = matchRoutes(mounts, pathname)?.at(-1);
  return match?.route.id as RemoteName | undefined;
}
