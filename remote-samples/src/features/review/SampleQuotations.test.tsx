import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { answer, demoUser, designerUser, http, lines, otherUser, recordRequests, salesDocument, server } from '@muestrario/shared/testing';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { SampleQuotations } from './SampleQuotations';

const LISTED = [{ id: 4, folio: 'S00004', status: 'Abierta', totalCents: 12_345, currency: 'MXN', createdOn: '2026-11-20' }];

/** MSW answers: GET lists the sample's quotations, POST creates one with `post`; returns what was sent. */
function serveQuotations(post: { status: number; body: unknown }, user: object = demoUser) {
  server.use(
    http.get('/api/auth/details', () => answer(200, user)),
    http.get('/api/business/samples/7/quotations', () => answer(200, LISTED)),
    http.post('/api/business/samples/7/quotations', () => answer(post.status, post.body)),
  );
  return recordRequests();
}

/** Sample 7, owned by the demo seller unless told otherwise. */
function renderAt(stage: number, ownerId: number = demoUser.id) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/samples/7']}>
        <Routes>
          <Route path="/samples/7" element={<SampleQuotations sampleId={7} stage={stage} ownerId={ownerId} />} />
          <Route path="/admin/ventas/cotizaciones/:id" element={<h1>Cotización abierta</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** A created quotation as the server answers it (the client checks answers against their schema in tests). */
const CREATED = salesDocument({ id: 9, folio: 'S00009', name: 'Muestra', reference: 'Muestra 7', sample: { id: 7, name: 'Muestra' } });

describe('SampleQuotations', () => {
  it("lists the sample's quotations and 'Cotizar' opens the new one", async () => {
    const sent = serveQuotations({ status: 201, body: CREATED });
    renderAt(3);
    expect(await screen.findByRole('link', { name: 'S00004' })).toHaveAttribute('href', '/admin/ventas/cotizaciones/4');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    expect(await screen.findByRole('heading', { name: 'Cotización abierta' })).toBeInTheDocument();
    expect(lines(sent)).toContain('POST /api/business/samples/7/quotations');
  });

  it('says why in Spanish when the server refuses', async () => {
    serveQuotations({ status: 409, body: { message: 'La muestra todavía no tiene una prenda elegida.' } });
    renderAt(3);
    await userEvent.click(await screen.findByRole('button', { name: 'Cotizar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La muestra todavía no tiene una prenda elegida.');
  });

  it('offers no Cotizar while the sample is in design', async () => {
    serveQuotations({ status: 201, body: {} });
    renderAt(1);
    expect(await screen.findByText(/se puede cotizar desde la etapa 2/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cotizar' })).not.toBeInTheDocument();
  });

  it("offers no 'Cotizar' to a role that does not sell (diseño), and no refusal to read either", async () => {
    serveQuotations({ status: 201, body: CREATED }, designerUser);
    renderAt(3);
    expect(await screen.findByRole('link', { name: 'S00004' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cotizar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/no puede|no permite/)).not.toBeInTheDocument();
  });

  it("tells a seller who does not own the sample why there is no 'Cotizar'", async () => {
    serveQuotations({ status: 201, body: CREATED }, otherUser);
    renderAt(3);
    expect(await screen.findByRole('link', { name: 'S00004' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cotizar' })).not.toBeInTheDocument();
    expect(screen.getByText(SALES_MESSAGES.notYourSample)).toBeInTheDocument();
  });

  it("waits for the sample's owner before offering 'Cotizar'", async () => {
    serveQuotations({ status: 201, body: CREATED });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <SampleQuotations sampleId={7} stage={3} ownerId={undefined} />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(await screen.findByRole('link', { name: 'S00004' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cotizar' })).not.toBeInTheDocument();
  });
});
