import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@muestrario/shared/routes';
import { answer, demoUser, http, server } from '@muestrario/shared/testing';
import { renderApp } from '../test/render-app';
import { countCommitsShowing, TEST_REMOTES } from '../test/remotes';
import { registerAppRemotes, resetRemoteStoreForTests } from './remote-store';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;

beforeEach(() => {
  resetRemoteStoreForTests();
  loadRemoteMock.mockReset();
  registerAppRemotes(TEST_REMOTES);
  server.use(http.get('/api/auth/details', () => answer(200, demoUser)));
});

describe('mount routes with prepareRemotes (a known session)', () => {
  it("asks the remote to get the screen at the path ready, relative to its mount, and shows the page without the remote's spinner", async () => {
    let finishPreload = () => {};
    const preload = jest.fn(() => new Promise<void>((resolve) => (finishPreload = resolve)));
    const module: RemoteModule = { routes: [{ path: 'samples/:id', element: <h1>Muestra remota</h1> }], preload };
    loadRemoteMock.mockResolvedValue({ default: module });
    // The remote's own loading spinner.
    const spinnerCommits = countCommitsShowing(/Cargando sección/);

    const { router } = renderApp('/samples/12', { prepareRemotes: true });
    await waitFor(() => expect(preload).toHaveBeenCalledWith('/samples/12'));
    // Until the remote says its screen is ready, the router keeps the page loading.
    expect(screen.queryByRole('heading', { name: 'Muestra remota' })).not.toBeInTheDocument();
    expect(router.state.initialized).toBe(false);

    finishPreload();
    expect(await screen.findByRole('heading', { name: 'Muestra remota' })).toBeInTheDocument();
    expect(spinnerCommits()).toBe(0);
  });

  it('a remote that fails to load still shows its layout and the Spanish fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteMock.mockRejectedValue(new Error('Failed to get manifest'));
    renderApp('/admin', { prepareRemotes: true });
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
  });

  it('a navigation inside the remote waits for the next screen while a progress bar shows', async () => {
    let finishPreload = () => {};
    const preload = jest.fn((path: string) => (path === '/' ? Promise.resolve() : new Promise<void>((resolve) => (finishPreload = resolve))));
    const module: RemoteModule = {
      routes: [
        { index: true, element: <h1>Inicio remoto</h1> },
        { path: 'samples', element: <h1>Lista remota</h1> },
      ],
      preload,
    };
    loadRemoteMock.mockResolvedValue({ default: module });
    const { router } = renderApp('/', { prepareRemotes: true });
    expect(await screen.findByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();

    void router.navigate('/samples');
    expect(await screen.findByRole('progressbar', { name: 'Cargando página' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    finishPreload();
    expect(await screen.findByRole('heading', { name: 'Lista remota' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Cargando página' })).not.toBeInTheDocument();
    expect(preload).toHaveBeenLastCalledWith('/samples');
  });
});
