import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { answer, http, lines, recordRequests, server } from '../../test/network';
import { UNAUTHORIZED_EVENT } from '../api/client';
import { StandaloneShell } from './StandaloneShell';

const user = { id: 1, username: 'demo', firstName: 'Mariana', lastName: 'López', role: 'seller' };

function renderShell() {
  return render(
    <MemoryRouter>
      <StandaloneShell name="remote_samples">
        <p>Pantalla del remoto</p>
      </StandaloneShell>
    </MemoryRouter>,
  );
}

describe('StandaloneShell (shared session logic and sign-in form)', () => {
  it('shows the remote for a signed-in user; Cerrar sesión brings back the form', async () => {
    server.use(
      http.get('/api/auth/details', () => answer(200, user)),
      http.post('/api/auth/logout', () => answer(204)),
    );
    const sent = recordRequests();
    renderShell();
    expect(await screen.findByText('Pantalla del remoto')).toBeInTheDocument();
    expect(screen.getByText('Mariana López')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sesión cerrada.');
    expect(screen.queryByText('Pantalla del remoto')).not.toBeInTheDocument();
    expect(lines(sent)).toContain('POST /api/auth/logout');
  });

  it('a 401 raised by any screen swaps the remote for the form with its message', async () => {
    server.use(http.get('/api/auth/details', () => answer(200, user)));
    renderShell();
    expect(await screen.findByText('Pantalla del remoto')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { message: 'Tu sesión expiró. Inicia sesión de nuevo.' } }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu sesión expiró. Inicia sesión de nuevo.');
    expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
  });

  it('a server that answers 500 shows the retry box, not the form', async () => {
    server.use(http.get('/api/auth/details', () => answer(500, { message: 'Error interno' })));
    renderShell();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo contactar al servidor');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Usuario')).not.toBeInTheDocument();
  });
});
