import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { standaloneRoutes } from '@muestrario/shared/ui';
import remote from '../routes';
import { answer, http, recordRequests, samplesListAnswer, server } from '@muestrario/shared/testing';

const user = { id: 1, username: 'demo', firstName: 'Mariana', lastName: 'López', role: 'seller' };

function renderStandalone(url: string) {
  const router = createMemoryRouter(standaloneRoutes({ name: 'remote_samples', module: remote, mountPath: '/*' }), {
    initialEntries: [url],
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('standalone shell', () => {
  it('mounts the remote routes under the header strip', async () => {
    server.use(http.get('/api/auth/details', () => answer(200, user)), http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer([], request)));
    renderStandalone('/');
    expect(await screen.findByText(/modo independiente/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByText('Mariana López')).toBeInTheDocument();
  });

  it('asks to sign in on 401 and shows the remote after POST /api/auth/login', async () => {
    let signedIn = false;
    server.use(
      http.get('/api/auth/details', () => (signedIn ? answer(200, user) : answer(401, { message: 'Inicia sesión para continuar.' }))),
      http.post('/api/auth/login', () => {
        signedIn = true;
        return answer(200, user);
      }),
      http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer([], request)),
    );
    const sent = recordRequests();
    renderStandalone('/create-sample');
    await userEvent.type(await screen.findByLabelText('Usuario'), 'demo');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva muestra' })).toBeInTheDocument();
    const login = sent.find((r) => r.path === '/api/auth/login');
    expect(login).toMatchObject({ method: 'POST', body: { username: 'demo', password: 'demo1234' } });
  });

  it('shows the server message when the sign-in fails', async () => {
    server.use(
      http.get('/api/auth/details', () => answer(401, { message: 'Inicia sesión para continuar.' })),
      http.post('/api/auth/login', () => answer(401, { message: 'Usuario o contraseña incorrectos.' })),
    );
    renderStandalone('/');
    await userEvent.type(await screen.findByLabelText('Usuario'), 'demo');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mal');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
  });
});
