import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { answer, http, recordRequests, server } from '@muestrario/shared/testing';
import { freshRuntimeConfig, TEST_API as API } from '../test/runtime-config';
import { PasswordResetEntry } from './PasswordResetEntry';

const TOKEN = 'b'.repeat(43);
const FAILED = 'No pudimos comunicarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.';

beforeEach(() => freshRuntimeConfig({ answering: true }));

describe('password reset entry', () => {
  it("asks for a link: busy while sending, the server's failure under the form, then the answer", async () => {
    let status = 503;
    let release: (r: Response) => void = () => {};
    server.use(
      http.post(`${API}/public/password-reset`, () => (status === 200 ? new Promise<Response>((r) => (release = r)) : answer(status, {}))),
    );
    const user = userEvent.setup();
    render(<PasswordResetEntry token="" />);
    await user.type(screen.getByLabelText(/Usuario/), 'mlopez');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);

    status = 200;
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Enviar enlace/ })).toBeDisabled());
    release(answer(200, { emailAvailable: true }));
    expect(await screen.findByRole('status')).toHaveTextContent(USERS_MESSAGES.resetSent);
  });

  it("a link check that fails shows the kit's block; 'Reintentar' checks again and opens the form", async () => {
    let status = 503;
    server.use(http.get(`${API}/public/password-reset/${TOKEN}`, () => answer(status, status === 200 ? { username: 'mlopez', expiresAt: '2026-11-28T10:00:00.000Z' } : {})));
    const sent = recordRequests();
    render(<PasswordResetEntry token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);

    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('mlopez')).toBeInTheDocument();
    expect(sent.filter((r) => r.url.endsWith(`/public/password-reset/${TOKEN}`))).toHaveLength(2);
  });

  it('saves the new password; a link gone meanwhile (404) shows only why', async () => {
    let status = 404;
    server.use(
      http.get(`${API}/public/password-reset/${TOKEN}`, () => answer(200, { username: 'mlopez', expiresAt: '2026-11-28T10:00:00.000Z' })),
      http.post(`${API}/public/password-reset/${TOKEN}`, () => answer(status, status === 204 ? undefined : { message: 'Este enlace ya no es válido.' })),
    );
    const user = userEvent.setup();
    const { unmount } = render(<PasswordResetEntry token={TOKEN} />);
    await user.type(await screen.findByLabelText(/Contraseña nueva/), 'nueva-clave-1');
    await user.type(screen.getByLabelText(/Repite la contraseña/), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ya no es válido.');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeInTheDocument();
    unmount();

    status = 204;
    render(<PasswordResetEntry token={TOKEN} />);
    await user.type(await screen.findByLabelText(/Contraseña nueva/), 'nueva-clave-1');
    await user.type(screen.getByLabelText(/Repite la contraseña/), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Listo: tu contraseña cambió.');
  });
});
