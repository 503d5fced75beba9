import { matchRoutes } from 'react-router';
import { mountPattern, REMOTES } from './apps';
import { mountParams, pathInRemote, remoteForPath } from './remote-for-path';

const PATHS = ['/', '/samples', '/samples/12', '/samples/12/design', '/samples/12/design/extra', '/samples/design', '/admin', '/admin/ventas/cotizaciones', '/administrador', '/clients'];

describe('remoteForPath', () => {
  it.each([
    ['/', 'remote_samples'],
    ['/samples/12', 'remote_samples'],
    ['/samples/12/design', 'remote_editor'],
    ['/samples/12/design/extra', 'remote_editor'],
    ['/admin', 'remote_backoffice'],
    ['/admin/ventas/cotizaciones', 'remote_backoffice'],
    ['/administrador', 'remote_samples'],
  ])('%s → %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });

  it("agrees with the router's own ranking of the mount patterns", () => {
    const routes = REMOTES.map((remote) => ({ id: remote.name, path: mountPattern(remote) }));
    for (const pathname of PATHS) {
      expect([pathname, remoteForPath(pathname)]).toEqual([pathname, matchRoutes(routes, pathname)?.at(-1)?.route.id]);
    }
  });
});

describe('pathInRemote', () => {
  it.each([
    ['remote_samples', '/', '/'],
    ['remote_samples', '/samples/12', '/samples/12'],
    ['remote_editor', '/samples/12/design', '/'],
    ['remote_editor', '/samples/12/design/extra/', '/extra'],
    ['remote_backoffice', '/admin', '/'],
    ['remote_backoffice', '/admin/ventas/cotizaciones', '/ventas/cotizaciones'],
  ] as const)('%s, %s → %s', (name, pathname, expected) => {
    expect(pathInRemote(name, pathname)).toBe(expected);
  });
});

describe('mountParams', () => {
  it("names the mount's own parameters, which the remote's routes do not see", () => {
    expect(mountParams('remote_editor', '/samples/12/design')).toEqual({ id: '12' });
    expect(mountParams('remote_editor', '/samples/12/design/')).toEqual({ id: '12' });
    expect(mountParams('remote_backoffice', '/admin/socios/3')).toEqual({});
    expect(mountParams('remote_samples', '/samples/12')).toEqual({});
  });
});
