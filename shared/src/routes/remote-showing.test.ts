import { remoteShowing } from './remote-showing';

describe('remoteShowing', () => {
  it.each([
    ['/', 'remote_samples'],
    ['/samples/12', 'remote_samples'],
    ['/samples/12/design', 'remote_editor'],
    ['/admin/ventas/cotizaciones', 'remote_backoffice'],
  ])('%s → %s, with its layout', (pathname, name) => {
    const remote = remoteShowing(pathname);
    expect(remote?.name).toBe(name);
    expect(remote?.layout).toBe(name === 'remote_backoffice' ? 'backoffice' : 'main');
  });

  it.each(['/login', '/login/', '/network-error'])('%s: none (a sign-in page, drawn by the host)', (pathname) => {
    expect(remoteShowing(pathname)).toBeUndefined();
  });
});
