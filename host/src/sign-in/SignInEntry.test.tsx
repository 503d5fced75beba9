import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRuntimeConfigForTests } from '../start/runtime-config';
import { answer, demoUser, installFetch, type FakeAnswer } from '../test/fake-fetch';
import { SignInEntry } from './SignInEntry';

const config = {
  apiBase: 'https://api.example.com/api',
  assetsBase: '/api/assets',
  remotes: { remote_samples: '/s.json', remote_editor: '/e.json', remote_backoffice: '/b.json' },
};

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Usuario'), 'demo');
  await user.type(screen.getByLabelText('Contraseña'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

beforeEach(() => {
  resetRuntimeConfigForTests();
  delete globalThis.__MUESTRARIO_CONFIG__;
});

describe('light sign-in entry', () => {
  it('paints the form before /config.json answers, and signs in with its API base once it does', async () => {
    let releaseConfig: (a: FakeAnswer) => void = () => {};
    const fetchMock = installFetch((url) => {
      if (url === '/config.json') return new Promise<FakeAnswer>((r) => (releaseConfig = r));
      if (url === 'https://api.example.com/api/auth/login') return answer(200, demoUser);
      return answer(404);
    });
    const onSignedIn = jest.fn();
    const onIntent = jest.fn();
    render(<SignInEntry onSignedIn={onSignedIn} onIntent={onIntent} />);

    // Painted at once, with the configuration still on its way.
    expect(screen.getByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    await fillAndSubmit();
    expect(onIntent).toHaveBeenCalled();
    // The submit waits for the configuration instead of calling the default API base.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/config.json']);

    releaseConfig(answer(200, config));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.example.com/api/auth/login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ username: 'demo', password: 'demo1234' }) }),
    );
  });

  it("shows the server's message in the red box and stays on the form", async () => {
    installFetch((url) => (url === '/config.json' ? answer(200, config) : answer(401, { message: 'Usuario o contraseña incorrectos.' })));
    const onSignedIn = jest.fn();
    render(<SignInEntry onSignedIn={onSignedIn} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it("without /config.json shows the start-up error, and 'Reintentar' brings the form back", async () => {
    let configStatus = 503;
    installFetch((url) => (url === '/config.json' ? answer(configStatus, configStatus === 200 ? config : undefined) : answer(404)));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<SignInEntry onSignedIn={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: 'No pudimos iniciar Muestrario' })).toBeInTheDocument();

    configStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
  });
});
