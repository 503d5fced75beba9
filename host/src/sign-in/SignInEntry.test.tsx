import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshRuntimeConfig, TEST_CONFIG as config } from '../test/runtime-config';
import { answer, demoUser, http, lines, recordRequests, server } from '@muestrario/shared/testing';
import { SignInEntry } from './SignInEntry';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Usuario'), 'demo');
  await user.type(screen.getByLabelText('Contraseña'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

beforeEach(() => freshRuntimeConfig({ answering: false }));

describe('light sign-in entry', () => {
  it('paints the form before /config.json answers, and signs in with its API base once it does', async () => {
    let releaseConfig: (a: Response) => void = () => {};
    server.use(
      http.get('/config.json', () => new Promise<Response>((r) => (releaseConfig = r))),
      http.post('https://api.example.com/api/auth/login', () => answer(200, demoUser)),
    );
    const sent = recordRequests();
    const onSignedIn = jest.fn();
    const onIntent = jest.fn();
    render(<SignInEntry onSignedIn={onSignedIn} onIntent={onIntent} />);

    // Painted at once, with the configuration still on its way.
    expect(screen.getByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    await fillAndSubmit();
    expect(onIntent).toHaveBeenCalled();
    // The submit waits for the configuration instead of calling the default API base.
    expect(lines(sent)).toEqual(['GET /config.json']);

    releaseConfig(answer(200, config));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'POST', url: 'https://api.example.com/api/auth/login', body: { username: 'demo', password: 'demo1234' } }),
    );
  });

  it("shows the server's message in the red box and stays on the form", async () => {
    server.use(
      http.get('/config.json', () => answer(200, config)),
      http.post('https://api.example.com/api/auth/login', () => answer(401, { message: 'Usuario o contraseña incorrectos.' })),
    );
    const onSignedIn = jest.fn();
    render(<SignInEntry onSignedIn={onSignedIn} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it("without /config.json shows the start-up error, and 'Reintentar' brings the form back", async () => {
    let configStatus = 503;
    server.use(http.get('/config.json', () => answer(configStatus, configStatus === 200 ? config : undefined)));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<SignInEntry onSignedIn={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: 'No pudimos iniciar Muestrario' })).toBeInTheDocument();

    configStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
  });
});
