import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicAnswerResult, PublicApproval } from '@muestrario/shared/contract';
import { answer, http, recordRequests, server } from '@muestrario/shared/testing';
import { freshRuntimeConfig, TEST_API as API } from '../test/runtime-config';
import { ApprovalEntry } from './ApprovalEntry';

const TOKEN = 'a'.repeat(43);
const proof: PublicApproval = {
  folio: 'MU-000123',
  sampleName: 'Playeras planta 3',
  clientName: 'Textiles del Bajío',
  round: 1,
  expiresAt: '2026-12-10T10:00:00.000Z',
  garment: { name: 'Playera polo', color: '#1E3A8A', fabric: 'Piqué' },
  render: null,
  views: [],
  terms: ['Los colores impresos pueden variar ligeramente.'],
  photos: [],
};
const approved: PublicAnswerResult = { decision: 'approved', customerName: 'Laura Méndez', answeredAt: '2026-11-27T10:00:00.000Z', proof: null };

beforeEach(() => freshRuntimeConfig({ answering: true }));

describe('customer approval page', () => {
  it("a failed read shows the kit's block, and 'Reintentar' reads the proof again", async () => {
    let status = 503;
    server.use(http.get(`${API}/public/approvals/${TOKEN}`, () => answer(status, status === 200 ? proof : { message: 'caído' })));
    const sent = recordRequests();
    render(<ApprovalEntry token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la prueba');

    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Tu respuesta' })).toBeInTheDocument();
    expect(sent.filter((r) => r.url.endsWith(`/public/approvals/${TOKEN}`))).toHaveLength(2);
  });

  it('approving keeps both buttons disabled while the answer is sent, then thanks the customer', async () => {
    let release: (r: Response) => void = () => {};
    server.use(
      http.get(`${API}/public/approvals/${TOKEN}`, () => answer(200, proof)),
      http.post(`${API}/public/approvals/${TOKEN}/approve`, () => new Promise<Response>((r) => (release = r))),
    );
    const user = userEvent.setup();
    render(<ApprovalEntry token={TOKEN} />);
    await user.type(await screen.findByLabelText(/Tu nombre completo/), 'Laura Méndez');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Solicitar cambios' })).toBeDisabled());
    expect(screen.getByRole('button', { name: /Aprobar/ })).toBeDisabled();

    release(answer(200, approved));
    expect(await screen.findByRole('heading', { name: '¡Gracias, Laura Méndez! Aprobaste la prueba.' })).toBeInTheDocument();
  });

  it("a failed answer says why and keeps what was typed; a closed link shows only why", async () => {
    let status = 500;
    server.use(
      http.get(`${API}/public/approvals/${TOKEN}`, () => answer(200, proof)),
      http.post(`${API}/public/approvals/${TOKEN}/changes`, () => answer(status, { message: status === 410 ? 'Este enlace ya venció.' : 'Error interno.' })),
    );
    const user = userEvent.setup();
    render(<ApprovalEntry token={TOKEN} />);
    await user.type(await screen.findByLabelText(/Tu nombre completo/), 'Laura Méndez');
    await user.type(screen.getByLabelText(/Cambios que necesitas/), 'El logo más grande');
    await user.click(screen.getByRole('button', { name: 'Solicitar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno.');
    expect(screen.getByLabelText(/Cambios que necesitas/)).toHaveValue('El logo más grande');
    expect(screen.getByRole('button', { name: 'Solicitar cambios' })).toBeEnabled();

    status = 410;
    await user.click(screen.getByRole('button', { name: 'Solicitar cambios' }));
    expect(await screen.findByRole('heading', { name: 'Este enlace no está disponible' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace ya venció.');
  });
});
