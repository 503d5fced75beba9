import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, http, lines, recordRequests, renderRemote, server } from '@muestrario/shared/testing';
import remote from '../../routes';

const user = { id: 3, username: 'mlopez', firstName: 'Mariana', lastName: 'López', role: 'seller' };

describe('Mi perfil', () => {
  it("shows the signed-in user's name, username and role", async () => {
    server.use(http.get('/api/auth/details', () => answer(200, user)));
    renderRemote(remote, { url: '/admin/perfil', mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mariana López' })).toBeInTheDocument();
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Nombre')).toBe('Mariana López');
    expect(value('Usuario')).toBe('mlopez');
    expect(value('Rol')).toBe('Vendedor');
  });

  it('says so when the profile cannot be loaded, and retries', async () => {
    server.use(http.get('/api/auth/details', () => answer(500, { message: 'Ocurrió un error inesperado.' })));
    const sent = recordRequests();
    renderRemote(remote, { url: '/admin/perfil', mountPath: '/admin/*' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tu perfil.');
    server.use(http.get('/api/auth/details', () => answer(200, { ...user, role: 'admin' })));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Administrador', { selector: 'dd' })).toBeInTheDocument();
    expect(lines(sent).filter((line) => line === 'GET /api/auth/details').length).toBeGreaterThanOrEqual(2);
  });
});
