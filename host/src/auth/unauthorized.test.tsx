import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNAUTHORIZED_EVENT, useAuthDetails } from '@muestrario/shared/api';
import { answer, demoUser, http, lines, recordRequests, server } from '@muestrario/shared/testing';
import { renderApp } from '../test/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => {})),
}));

describe('401 handling', () => {
  it('a layout with no user asks /auth/details; a 401 sends the user to /login with the message', async () => {
    server.use(http.get('/api/auth/details', () => answer(401, { message: 'Tu sesión expiró. Inicia sesión de nuevo.' })));
    const sent = recordRequests();
    const { router } = renderApp('/samples?q=playera');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The page is remembered, to come back to after signing in.
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/samples?q=playera')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu sesión expiró. Inicia sesión de nuevo.');
    expect(lines(sent)).toContain('GET /api/auth/details');
    // Sent with the session cookie: fetch's `credentials: 'include'`.
    expect(sent.every((r) => r.credentials === 'include')).toBe(true);
  });

  it("an empty 401 body gives 'Inicia sesión para continuar.'", async () => {
    server.use(http.get('/api/auth/details', () => answer(401)));
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inicia sesión para continuar.');
  });

  it('a 401 raised by any screen (the window event) logs out and redirects, replacing history', async () => {
    server.use(http.get('/api/auth/details', () => answer(200, demoUser)));
    const { router } = renderApp('/clients');
    expect(await screen.findByRole('button', { name: 'Perfil' })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { message: 'Inicia sesión para continuar.' } }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Inicia sesión para continuar.');
  });
});

describe('Cerrar sesión', () => {
  it('POSTs /auth/logout and goes to /login without an error message', async () => {
    server.use(
      http.get('/api/auth/details', () => answer(200, demoUser)),
      http.post('/api/auth/logout', () => answer(204)),
    );
    const sent = recordRequests();
    const { router } = renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Perfil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(lines(sent)).toContain('POST /api/auth/logout');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps SWR's cached user equal to the host's: written once signed in, removed at sign-out", async () => {
    server.use(
      http.get('/api/auth/details', () => answer(200, demoUser)),
      http.post('/api/auth/logout', () => answer(204)),
    );
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Perfil' }));
    // What a remote's screen would read now, with the network cut: the cached user.
    server.use(http.all('*', () => answer(500)));
    const readsDuringRender = recordRequests();
    expect(renderHook(() => useAuthDetails()).result.current.data).toEqual(demoUser);
    expect(readsDuringRender).toEqual([]);

    server.use(http.post('/api/auth/logout', () => answer(204)), http.get('/api/auth/details', () => answer(401)));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Its first render reads the cache as it is: no user left there.
    await waitFor(() => expect(renderHook(() => useAuthDetails()).result.current.data).toBeUndefined());
  });
});
