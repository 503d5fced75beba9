import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SampleDetail } from '@muestrario/shared/contract';
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

const MOUNT = '/samples/:id/design/*';

describe('editor route', () => {
  it('shows the sample name and client from GET /api/business/samples/{id}', async () => {
    let answer: (a: { body: unknown }) => void = () => {};
    const fetch = mockFetch({ '/api/business/samples/42': () => new Promise((resolve) => (answer = resolve)) });
    renderRemote(remote, { url: '/samples/42/design', mountPath: MOUNT });
    expect(await screen.findByText('Cargando la muestra')).toBeInTheDocument();
    answer({ body: SAMPLE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diseña tu muestra' })).toBeInTheDocument();
    expect(screen.getByText('Uniformes planta Querétaro')).toBeInTheDocument();
    expect(screen.getByText('Aceros del Norte')).toBeInTheDocument();
    expect(screen.getByText('Diseño')).toBeInTheDocument();
    expect(screen.getByText('Para el lunes, 23 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lienzo de diseño' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/business/samples/42', expect.anything());
  });

  it('shows a Spanish alert when the sample does not exist (404)', async () => {
    mockFetch({ '/api/business/samples/999': { status: 404, body: { message: 'Muestra no encontrada' } } });
    renderRemote(remote, { url: '/samples/999/design', mountPath: MOUNT });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta muestra');
    expect(screen.getByRole('link', { name: 'Ver todas las muestras' })).toHaveAttribute('href', '/samples');
  });

  it('does not call the server for an id that is not a number', async () => {
    const fetch = mockFetch({});
    renderRemote(remote, { url: '/samples/abc/design', mountPath: MOUNT });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta muestra');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers to retry after another failure', async () => {
    let fail = true;
    mockFetch({
      '/api/business/samples/42': async () => (fail ? { status: 500, body: { message: 'Error interno' } } : { body: SAMPLE }),
    });
    renderRemote(remote, { url: '/samples/42/design', mountPath: MOUNT });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la muestra');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Uniformes planta Querétaro')).toBeInTheDocument();
  });

  it('answers unknown sub-paths with a Spanish not-found page', async () => {
    mockFetch({});
    renderRemote(remote, { url: '/samples/42/design/otra', mountPath: MOUNT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
