import { REMOTES, type RemoteName } from '@muestrario/shared/domain';

/** A mount path ('/', '/admin', '/samples/:id/design') as a prefix test on whole segments. */
const prefixTest = (mountPath: string): RegExp => {
  const body = mountPath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(body ? `^/${body}(?:/|$)` : '^/');
};

/** Longest mount first: the most specific one wins, as in the router's ranking. */
const mounts = REMOTES.map((remote) => ({ name: remote.name, depth: remote.mountPath.split('/').filter(Boolean).length, test: prefixTest(remote.mountPath) })).sort(
  (a, b) => b.depth - a.depth,
);

/**
 * The remote whose mount the router will pick for `pathname`. Plain code (no router): it runs in the
 * host's entry file, where only eagerly shared libraries may be used.
 */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return mounts.find((mount) => mount.test.test(pathname))?.name;
}
