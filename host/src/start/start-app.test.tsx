import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@muestrario/shared/routes';
import { registerAppRemotes, resetRemoteStoreForTests } from '../remotes/remote-store';
import { answer, demoUser, http, server } from '@muestrario/shared/testing';
import { countCommitsShowing, TEST_REMOTES } from '../test/remotes';
import { mountApp, QUIET_WAIT_MS } from './start-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;
const fakeRoot = () => ({ render: jest.fn(), unmount: jest.fn() }) as unknown as Root & { render: jest.Mock };
const rendered = (root: { render: jest.Mock }, call: number) => root.render.mock.calls[call][0] as ReactElement;

beforeEach(() => {
  resetRemoteStoreForTests();
  loadRemoteMock.mockReset();
  registerAppRemotes(TEST_REMOTES);
  window.history.replaceState(null, '', '/admin/socios/socios-negocios');
  server.use(http.get('/api/auth/details', () => answer(200, demoUser)));
});

afterEach(() => jest.useRealTimers());

describe('mountApp', () => {
  it("with a session, renders nothing until the page's remote has its screen (at the path relative to its mount) ready, a spinner only once that takes a while", async () => {
    jest.useFakeTimers();
    let finishPreload = () => {};
    const preload = jest.fn(() => new Promise<void>((resolve) => (finishPreload = resolve)));
    loadRemoteMock.mockResolvedValue({ default: { routes: [], preload } satisfies RemoteModule });
    const root = fakeRoot();
    const mounted = mountApp(root, demoUser);

    await jest.advanceTimersByTimeAsync(QUIET_WAIT_MS - 1);
    expect(root.render).not.toHaveBeenCalled();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_backoffice/routes');
    expect(preload).toHaveBeenCalledWith('/socios/socios-negocios', {});
    await jest.advanceTimersByTimeAsync(1);
    expect(root.render).toHaveBeenCalledTimes(1);
    render(rendered(root, 0));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');

    finishPreload();
    await mounted;
    expect(root.render).toHaveBeenCalledTimes(2);
  });

  it('the page is drawn whole in the first render: layout, screen and data, without a loading screen, the loader not run again', async () => {
    window.history.replaceState(null, '', '/');
    const preload = jest.fn(() => Promise.resolve());
    loadRemoteMock.mockResolvedValue({ default: { routes: [{ index: true, element: <h1>Inicio remoto</h1> }], preload } satisfies RemoteModule });
    const root = fakeRoot();
    await mountApp(root, demoUser);
    // The router's loading screen (its HydrateFallback).
    const loadingScreenCommits = countCommitsShowing('Cargando…');

    render(rendered(root, 0));
    // Synchronously, in the first render: no findBy.
    expect(screen.getByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Muestras' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loadingScreenCommits()).toBe(0);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('without a session, renders the router at once (the layout then sends the visitor to /login)', async () => {
    const root = fakeRoot();
    await mountApp(root, null);
    expect(root.render).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
