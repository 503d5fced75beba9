import { remoteForPath } from './remote-for-path';

describe('remoteForPath', () => {
  it.each([
    ['/', 'remote_samples'],
    ['/samples', 'remote_samples'],
    ['/samples/12', 'remote_samples'],
    ['/samples/12/design', 'remote_editor'],
    ['/samples/12/design/extra', 'remote_editor'],
    ['/admin', 'remote_backoffice'],
    ['/admin/ventas/cotizaciones', 'remote_backoffice'],
  ])('%s → %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });
});
