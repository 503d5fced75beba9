import { REMOTES, type RemoteName } from './apps';

/** A mount path ('/', '/admin', '/samples/:id/design') as a prefix test on whole segments. */
const prefixTest = (mountPath: string): RegExp => {
  const body = mountPath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(body ? `^/${body}(?:/|$)` : '^/');
};

/** How many path segments a mount path takes: '/' 0, '/admin' 1, '/samples/:id/design' 3. */
const depthOf = (mountPath: string): number => mountPath.split('/').filter(Boolean).length;

/** Longest mount first: the most specific one wins, as in the router's ranking. */
const mounts = REMOTES.map((remote) => ({ name: remote.name, mountPath: remote.mountPath, depth: depthOf(remote.mountPath), test: prefixTest(remote.mountPath) })).sort((a, b) => b.depth - a.depth);

/**
 * The remote whose mount the router will pick for `pathname`. Plain code (no router): it runs in the
 * host's entry file, where only eagerly shared libraries may be used, and on the server (preload hints).
 */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return mounts.find((mount) => mount.test.test(pathname))?.name;
}

/**
 * `pathname` relative to the mount of remote `name`, as the remote's own routes see it:
 * ('remote_editor', '/samples/12/design') → '/'; ('remote_backoffice', '/admin/socios') → '/socios'.
 */
export function pathInRemote(name: RemoteName, pathname: string): string {
  const depth = mounts.find((mount) => mount.name === name)?.depth ?? 0;
  return `/${pathname.split('/').filter(Boolean).slice(depth).join('/')}`;
}

/**
 * The parameters of the mount of remote `name` in `pathname`: ('remote_editor', '/samples/12/design') →
 * { id: '12' }. A remote's routes see paths relative to their mount, so its `preload` gets these beside.
 */
export function mountParams(name: RemoteName, pathname: string): Record<string, string> {
  const mount = mounts.find((m) => m.name === name);
  if (!mount) return {};
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  mount.mountPath
    .split('/')
    .filter(Boolean)
    .forEach((segment, i) => {
      if (segment.startsWith(':') && segments[i] !== undefined) params[segment.slice(1)] = decodeURIComponent(segments[i]);
    });
  return params;
}
