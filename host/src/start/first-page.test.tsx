import { act, render, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { AuthProvider } from '@muestrario/shared/auth';
import type { RemoteModule } from '@muestrario/shared/routes';
import { createRoutes } from '../app/routes';
import { registerAppRemotes, resetRemoteStoreForTests } from '../remotes/remote-store';
import { answer, demoUser, http, server } from '@muestrario/shared/testing';
import { countCommitsShowing, TEST_REMOTES } from '../test/remotes';
import { prepareFirstPage } from './first-page';
import { mountApp, QUIET_WAIT_MS } from './start-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;
const remotes = TEST_REMOTES;

beforeEach(() => {
  resetRemoteStoreForTests();
  loadRemoteMock.mockReset();
  registerAppRemotes(remotes);
  server.use(http.get('/api/auth/details', () => answer(200, demoUser)));
});

describe('prepareFirstPage', () => {
  it("waits for the remote's screen at the path (relative to its mount) and hands over the layout, the mount and the loader's data", async () => {
    let finishPreload = () => {};
    const preload = jest.fn(() => new Promise<void>((resolve) => (finishPreload = resolve)));
    loadRemoteMock.mockResolvedValue({ default: { routes: [], preload } satisfies RemoteModule });

    const pending = prepareFirstPage('/admin/socios/socios-negocios');
    let settled = false;
    void pending.then(() => (settled = true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_backoffice/routes');
    expect(preload).toHaveBeenCalledWith('/socios/socios-negocios');
    expect(settled).toBe(false);

    finishPreload();
    const result = await pending;
    if (!result) throw new Error('no first page');
    expect(typeof result.loaded.layouts?.backoffice).toBe('function');
    expect(result.loaded.layouts?.main).toBeUndefined();
    expect(typeof result.loaded.mounts?.remoteMount).toBe('function');
    expect(result.hydrationData.loaderData).toEqual({ 'remote-mount:remote_backoffice': null });
  });

  it('is undefined for a path no remote shows', async () => {
    await expect(prepareFirstPage('/login')).resolves.toBeUndefined();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('the router shows the prepared page in its first render, without a loading screen and without running the loader again', async () => {
    const preload = jest.fn(() => Promise.resolve());
    const module: RemoteModule = { routes: [{ index: true, element: <h1>Inicio remoto</h1> }], preload };
    loadRemoteMock.mockResolvedValue({ default: module });
    const firstPage = await prepareFirstPage('/');
    if (!firstPage) throw new Error('no first page');
    // The router's loading screen (its HydrateFallback).
    const loadingScreenCommits = countCommitsShowing('Cargando…');

    const router = createMemoryRouter(createRoutes({ prepareRemotes: true, loaded: firstPage.loaded }), {
      initialEntries: ['/'],
      hydrationData: firstPage.hydrationData,
    });
    expect(router.state.initialized).toBe(true);
    render(
      <AuthProvider initialState={{ user: demoUser, error: null }}>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    // Synchronously, in the first render: no findBy.
    expect(screen.getByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Muestras' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loadingScreenCommits()).toBe(0);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});

describe('mountApp', () => {
  const fakeRoot = () => ({ render: jest.fn(), unmount: jest.fn() }) as unknown as Root & { render: jest.Mock };

  afterEach(() => jest.useRealTimers());

  it('with a session, renders nothing until the first page is ready, and a spinner only once that takes a while', async () => {
    jest.useFakeTimers();
    let finishPreload = () => {};
    loadRemoteMock.mockResolvedValue({ default: { routes: [], preload: () => new Promise<void>((resolve) => (finishPreload = resolve)) } });
    const root = fakeRoot();
    const mounted = mountApp(root, { apiBase: '/api', assetsBase: '/', remotes }, demoUser);

    await jest.advanceTimersByTimeAsync(QUIET_WAIT_MS - 1);
    expect(root.render).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(root.render).toHaveBeenCalledTimes(1);
    render(root.render.mock.calls[0][0]);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');

    finishPreload();
    await mounted;
    expect(root.render).toHaveBeenCalledTimes(2);
    expect(root.render.mock.calls[1][0].props.firstPage.hydrationData.loaderData).toEqual({ 'remote-mount:remote_samples': null });
  });

  it('without a session, renders the router at once (the layout then sends the visitor to /login)', async () => {
    const root = fakeRoot();
    await mountApp(root, { apiBase: '/api', assetsBase: '/', remotes }, null);
    expect(root.render).toHaveBeenCalledTimes(1);
    expect(root.render.mock.calls[0][0].props.firstPage).toBeUndefined();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});
