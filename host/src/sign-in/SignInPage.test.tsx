import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, demoUser, http, recordRequests, server } from '@muestrario/shared/testing';
import { renderApp } from '../test/render-app';
import { openPage } from './open-page';

jest.mock('./open-page', () => ({ openPage: jest.fn() }));

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => {})),
}));

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Usuario'), username);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('Sign-in screen', () => {
  it('has the title, labelled required fields without autocomplete, the link and the button', async () => {
    server.use(http.all('/api/*', () => answer(500)));
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    const username = screen.getByLabelText('Usuario');
    const password = screen.getByLabelText('Contraseña');
    expect(username).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    for (const field of [username, password]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('autocomplete', 'off');
    }
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('/network-error shows the same screen', async () => {
    server.use(http.all('/api/*', () => answer(500)));
    renderApp('/network-error');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
  });

  it("reads 'Cargando' while the request runs, then shows the server's message in the red box", async () => {
    let release: (a: Response) => void = () => {};
    server.use(
      http.post('/api/auth/login', () => new Promise<Response>((r) => (release = r))),
      http.all('/api/*', () => answer(500)),
    );
    const sent = recordRequests();
    renderApp('/login');
    await fillAndSubmit('demo', 'equivocada');

    const busy = await screen.findByRole('button', { name: 'Cargando' });
    expect(busy).toBeDisabled();
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/auth/login', credentials: 'include', body: { username: 'demo', password: 'equivocada' } }),
    );

    release(answer(401, { message: 'Usuario o contraseña incorrectos.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it('shows the throttling message of a 429', async () => {
    server.use(http.post('/api/auth/login', () => answer(429, { message: 'Demasiados intentos. Espera unos minutos.' })));
    renderApp('/login');
    await fillAndSubmit('demo', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Espera unos minutos.');
  });

  it("on 200 goes to '/' with no error left", async () => {
    server.use(
      http.post('/api/auth/login', () => answer(200, demoUser)),
      http.get('/api/auth/details', () => answer(200, demoUser)),
    );
    const { router } = renderApp('/login');
    await fillAndSubmit('demo', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Muestras' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with ?returnTo=/samples%3Fq%3Dplayera loads that page afresh (nothing kept from the session that ended)', async () => {
    server.use(
      http.post('/api/auth/login', () => answer(200, demoUser)),
      http.get('/api/auth/details', () => answer(200, demoUser)),
      http.all('/api/*', () => answer(200, [])),
    );
    jest.mocked(openPage).mockClear();
    renderApp('/login?returnTo=/samples%3Fq%3Dplayera');
    await fillAndSubmit('demo', 'demo1234');
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/samples?q=playera'));
  });

  it.each([['%2F%2Fevil.example%2Fx'], ['https%3A%2F%2Fevil.example']])('with ?returnTo=%s (not a page of this app) goes home', async (returnTo) => {
    server.use(
      http.post('/api/auth/login', () => answer(200, demoUser)),
      http.get('/api/auth/details', () => answer(200, demoUser)),
      http.all('/api/*', () => answer(200, [])),
    );
    jest.mocked(openPage).mockClear();
    const { router } = renderApp(`/login?returnTo=${returnTo}`);
    await fillAndSubmit('demo', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(openPage).not.toHaveBeenCalled();
  });
});
