import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@muestrario/shared/routes';
import { answer, demoUser, http, server } from '@muestrario/shared/testing';
import { renderApp } from '../test/render-app';
import { countCommitsShowing, TEST_REMOTES } from '../test/remotes';
import { RemoteError, RemoteMount } from './RemoteMount';
import { registerAppRemotes, resetRemoteStoreForTests } from './remote-store';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;
const registerRemotesMock = registerRemotes as jest.Mock;
const remoteModule = (routes: RemoteModule['routes'], preload?: RemoteModule['preload']): { default: RemoteModule } => ({ default: { routes, preload } });

/** The samples remote mounted as the host mounts it, beside the rest of the app (a nav). */
function renderMount(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav aria-label="Resto de la app">Barra del host</nav>
            <Outlet />
          </>
        ),
        children: [{ path: '/*', element: <RemoteMount name="remote_samples" />, errorElement: <RemoteError name="remote_samples" /> }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetRemoteStoreForTests();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerAppRemotes(TEST_REMOTES);
  server.use(http.get('/api/auth/details', () => answer(200, demoUser)));
});

afterEach(() => jest.restoreAllMocks());

describe('a remote mount', () => {
  it("renders the remote's relative routes", async () => {
    loadRemoteMock.mockResolvedValue(remoteModule([{ path: 'samples', element: <h1>Muestras</h1> }]));
    renderMount('/samples');
    expect(await screen.findByRole('heading', { name: 'Muestras' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_samples/routes');
  });

  it("shows the Spanish fallback when the remote cannot be loaded, and 'Reintentar' loads it again", async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifest')).mockResolvedValueOnce(remoteModule([{ index: true, element: <h1>Inicio remoto</h1> }]));
    renderMount('/');

    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa tu conexión o inténtalo de nuevo en unos momentos.');
    expect(screen.getByRole('navigation', { name: 'Resto de la app' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    // The runtime is told to forget the failed manifest/remoteEntry before loading again.
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'remote_samples', entry: TEST_REMOTES.remote_samples }], { force: true });
  });

  it('keeps failing gracefully while the remote stays down', async () => {
    loadRemoteMock.mockRejectedValue(new Error('offline'));
    renderMount('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering; Reintentar renders it again without reloading it', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <h1>Ya funciona</h1>;
    }
    loadRemoteMock.mockResolvedValue(remoteModule([{ index: true, element: <Flaky /> }]));
    renderMount('/');
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Ya funciona' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });
});

describe('mount routes with prepareRemotes (a known session)', () => {
  it("asks the remote to get the screen at the path ready, relative to its mount, and shows the page without the remote's spinner", async () => {
    let finishPreload = () => {};
    const preload = jest.fn(() => new Promise<void>((resolve) => (finishPreload = resolve)));
    loadRemoteMock.mockResolvedValue(remoteModule([{ path: 'samples/:id', element: <h1>Muestra remota</h1> }], preload));
    const spinnerCommits = countCommitsShowing(/Cargando sección/);

    const { router } = renderApp('/samples/12', { prepareRemotes: true });
    await waitFor(() => expect(preload).toHaveBeenCalledWith('/samples/12', {}));
    // Until the remote says its screen is ready, the router keeps the page loading.
    expect(screen.queryByRole('heading', { name: 'Muestra remota' })).not.toBeInTheDocument();
    expect(router.state.initialized).toBe(false);

    finishPreload();
    expect(await screen.findByRole('heading', { name: 'Muestra remota' })).toBeInTheDocument();
    expect(spinnerCommits()).toBe(0);
  });

  it('a remote that fails to load still shows its layout and the Spanish fallback', async () => {
    loadRemoteMock.mockRejectedValue(new Error('Failed to get manifest'));
    renderApp('/admin', { prepareRemotes: true });
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
  });

  it('a navigation inside the remote waits for the next screen while a progress bar shows', async () => {
    let finishPreload = () => {};
    const preload = jest.fn((path: string) => (path === '/' ? Promise.resolve() : new Promise<void>((resolve) => (finishPreload = resolve))));
    const routes = [
      { index: true, element: <h1>Inicio remoto</h1> },
      { path: 'samples', element: <h1>Lista remota</h1> },
    ];
    loadRemoteMock.mockResolvedValue(remoteModule(routes, preload));
    const { router } = renderApp('/', { prepareRemotes: true });
    expect(await screen.findByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();

    void router.navigate('/samples');
    expect(await screen.findByRole('progressbar', { name: 'Cargando página' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    finishPreload();
    expect(await screen.findByRole('heading', { name: 'Lista remota' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Cargando página' })).not.toBeInTheDocument();
    expect(preload).toHaveBeenLastCalledWith('/samples', {});
  });
});
