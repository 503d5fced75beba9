import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@muestrario/shared/routes';
import { RemoteBoundary } from './RemoteBoundary';
import { getRemote, registerAppRemotes, resetRemoteStoreForTests } from './remote-store';
import { TEST_REMOTES } from '../test/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;
const registerRemotesMock = registerRemotes as jest.Mock;

const remotes = TEST_REMOTES;

function renderMount(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav aria-label="Resto de la app">Barra del host</nav>
      <Routes>
        <Route path="/*" element={<RemoteBoundary name="remote_samples" />} />
      </Routes>
    </MemoryRouter>,
  );
}

const remoteModule = (routes: RemoteModule['routes']): { default: RemoteModule } => ({ default: { routes } });

beforeEach(() => {
  resetRemoteStoreForTests();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerAppRemotes(remotes);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteBoundary', () => {
  it("renders the remote's relative routes", async () => {
    loadRemoteMock.mockResolvedValue(remoteModule([{ path: 'samples', element: <h1>Muestras</h1> }]));
    renderMount('/samples');
    expect(await screen.findByRole('heading', { name: 'Muestras' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_samples/routes');
  });

  it("shows the Spanish fallback when the remote cannot be loaded, and 'Reintentar' loads it with a NEW lazy", async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce(remoteModule([{ index: true, element: <h1>Inicio remoto</h1> }]));
    renderMount('/');

    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa tu conexión o inténtalo de nuevo en unos momentos.');
    expect(screen.getByRole('navigation', { name: 'Resto de la app' })).toBeInTheDocument();

    const failedLazy = getRemote('remote_samples').Component;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    expect(getRemote('remote_samples').Component).not.toBe(failedLazy);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    // The runtime is told to forget the failed manifest/remoteEntry before loading again.
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'remote_samples', entry: remotes.remote_samples }], { force: true });
  });

  it('keeps failing gracefully while the remote stays down', async () => {
    loadRemoteMock.mockRejectedValue(new Error('offline'));
    renderMount('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
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
