import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Logo, SampleDetail } from '@muestrario/shared/contract';
import remote from '../../routes';
import { mockFetch, renderRemote } from '@muestrario/shared/testing';

const SAMPLE: SampleDetail = {
  sampleId: 42,
  sampleName: 'Uniformes planta Querétaro',
  cardCode: 'C0007',
  cardName: 'Aceros del Norte',
  sampleNotes: '',
  clothingColor: '#1D4ED8',
  sampleOn: 'Prenda',
  sampleCanvas: '',
  canvasColor: '#FFFFFF',
  createDate: '2026-11-01T10:00:00.000Z',
  dueDate: '2026-11-23',
  phone1: '5512345678',
  email: 'compras@aceros.mx',
  address: 'Av. Industria 10',
  state: 'Nuevo León',
  county: 'Monterrey',
  zipCode: '64000',
  sampleStage: 1,
};

const LOGO: Logo = {
  logoId: 7,
  viewId: 5,
  logoName: 'Escudo',
  logoTechnique: 'Bordado',
  logoNotes: '',
  logoNotesOnColor: '',
  logoNotesOnPosition: '',
  heightCm: 10,
  widthCm: 20,
  rotateDegrees: 0,
  xpositionCm: 25,
  ypositionCm: 25,
  viewWidth: 50,
  resourcePath: '/api/files/',
  filename: 'abc.png',
  originalFilename: 'escudo.png',
  filesize: 2000,
  zIndex: 1,
  pantones: [],
};

function setup(patch: () => Promise<{ status?: number; body?: unknown }>) {
  const fetch = mockFetch({
    '/api/business/samples/42': { body: SAMPLE },
    '/api/business/samples/42/current-clothing': {
      body: { id: 1, title: 'Playera', positions: [{ id: 5, title: 'Frente', image: 'f.svg', width: 50, areas: [] }] },
    },
    '/api/business/samples/42/logos': { body: [LOGO] },
    '/api/business/samples/42/texts': { body: [] },
    '/api/business/pantones': { body: [] },
    '/api/business/samples/42/logos/7': patch,
  });
  renderRemote(remote, { url: '/samples/42/design', mountPath: '/samples/:id/design/*' });
  return fetch;
}

describe('design editor saves', () => {
  it('a failed save keeps the edit on screen, says so, and goes through on «Reintentar»', async () => {
    let fail = true;
    const fetch = setup(async () => (fail ? { status: 500, body: { message: 'Error interno' } } : { body: LOGO }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    expect(await screen.findByRole('heading', { name: 'Editar Logo' })).toBeInTheDocument();
    const notes = screen.getByLabelText('Notas del color');
    await userEvent.type(notes, 'Hilo dorado');
    await userEvent.tab();

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toMatch(/No se pudo guardar el último cambio/);
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    expect(screen.getByLabelText('Notas del color')).toHaveValue('Hilo dorado');

    fail = false;
    await userEvent.click(within(screen.getByText('Cambios sin guardar')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    const patches = callsOf(fetch).filter(([url, init]) => String(url).endsWith('/logos/7') && init?.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(JSON.parse(String(patches[1]![1]!.body))).toEqual({ logoNotesOnColor: 'Hilo dorado' });
  });

  it('Delete removes the selected logo and Ctrl+Z restores it on the server', async () => {
    const fetch = setup(async () => ({ status: 204 }));
    mockFetchAlso(fetch);
    // (jsdom lays nothing out, so the canvas draws no decorations: select through the logo tab.)
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    await userEvent.keyboard('{Delete}');
    expect(screen.queryByRole('tab', { name: 'Escudo' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diseña tu muestra' })).toBeInTheDocument();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(await screen.findByRole('tab', { name: 'Escudo' })).toBeInTheDocument();
    await screen.findByText('Cambios guardados');
    const methods = callsOf(fetch)
      .filter(([url]) => String(url).includes('/logos/7'))
      .map(([url, init]) => `${init?.method} ${new URL(String(url), 'http://x').pathname}`);
    expect(methods).toEqual(['DELETE /api/business/samples/42/logos/7', 'POST /api/business/samples/42/logos/7/restore']);
  });
});

/** The mocked fetch's calls with their init (mockFetch types only the first argument). */
const callsOf = (fetch: jest.Mock) => fetch.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];

/** The restore path answers like the logo itself. */
function mockFetchAlso(fetch: ReturnType<typeof mockFetch>) {
  const original = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input: RequestInfo | URL) => {
    if (String(input).endsWith('/logos/7/restore')) return { status: 200, ok: true, text: async () => JSON.stringify(LOGO) } as Response;
    return original(input);
  });
}
