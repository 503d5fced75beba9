import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { TEST_REMOTES } from '../test/remotes';
import { demoUser } from '@muestrario/shared/testing';
import { getRemote, registerAppRemotes, resetRemoteStoreForTests, retryRemote, startPageRemote } from './remote-store';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;

beforeEach(() => {
  resetRemoteStoreForTests();
  loadRemoteMock.mockReset();
  (registerRemotes as jest.Mock).mockReset();
});

async function failedAttempt(name: 'remote_editor' | 'remote_backoffice') {
  loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifest'));
  const attempt = getRemote(name);
  await attempt.promise.catch(() => undefined);
  await Promise.resolve();
  return attempt;
}

describe("'Reintentar' after a remote failed to load", () => {
  it("reloads the page when it is the page's own remote (its failed preloads would fail an in-place retry)", async () => {
    registerAppRemotes(TEST_REMOTES, 'remote_editor');
    const failed = await failedAttempt('remote_editor');
    const reload = jest.fn();
    retryRemote('remote_editor', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getRemote('remote_editor')).toBe(failed);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('retries in place for a remote reached later by navigating (nothing of it was preloaded)', async () => {
    registerAppRemotes(TEST_REMOTES, 'remote_samples');
    const failed = await failedAttempt('remote_backoffice');
    const reload = jest.fn();
    loadRemoteMock.mockResolvedValueOnce({ default: { routes: [] } });
    retryRemote('remote_backoffice', reload);
    expect(reload).not.toHaveBeenCalled();
    expect(getRemote('remote_backoffice')).not.toBe(failed);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_backoffice', entry: '/remotes/backoffice/mf-manifest.json' }], { force: true });
  });
});

describe('startPageRemote (start-up, once /config.json is here)', () => {
  const config = { apiBase: '/api', assetsBase: '/', remotes: TEST_REMOTES };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("starts the page's remote, and with a session its screen at the path relative to the mount", async () => {
    const preload = jest.fn(() => Promise.resolve());
    loadRemoteMock.mockResolvedValue({ default: { routes: [], preload } });
    startPageRemote(config, Promise.resolve(demoUser), '/admin/ventas/cotizaciones');
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'remote_backoffice', entry: TEST_REMOTES.remote_backoffice }]));
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_backoffice/routes');
    await flush();
    expect(preload).toHaveBeenCalledWith('/ventas/cotizaciones', {});
  });

  it("gives the editor its mount's sample id beside the path (its routes see only '/')", async () => {
    const preload = jest.fn(() => Promise.resolve());
    loadRemoteMock.mockResolvedValue({ default: { routes: [], preload } });
    startPageRemote(config, Promise.resolve(demoUser), '/samples/12/design');
    await flush();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_editor/routes');
    expect(preload).toHaveBeenCalledWith('/', { id: '12' });
  });

  it('without a session, only the module (no screen, no data)', async () => {
    const preload = jest.fn(() => Promise.resolve());
    loadRemoteMock.mockResolvedValue({ default: { routes: [], preload } });
    startPageRemote(config, Promise.resolve(null), '/');
    await flush();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_samples/routes');
    expect(preload).not.toHaveBeenCalled();
  });

  it('on a sign-in page, no remote at all', () => {
    startPageRemote(config, Promise.resolve(demoUser), '/login');
    expect(registerRemotes).toHaveBeenCalled();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
