import { screen, within } from '@testing-library/react';
import type { CurrentClothing, Logo, SampleDetail } from '@muestrario/shared/contract';
import { answer, http, renderRemote, server } from '@muestrario/shared/testing';
import remote from '../../routes';

/* Issue 16, item 6: on 'Lienzo' the review's placement preview shows the fabric, not the garment. */

const SAMPLE: SampleDetail = {
  sampleId: 5,
  sampleName: 'Parches bordados',
  cardCode: 'C00001',
  cardName: 'Construcciones Peñasco',
  sampleNotes: '',
  clothingColor: '#1E3A8A',
  sampleOn: 'Lienzo',
  sampleCanvas: 'Gabardina',
  canvasColor: '#14532D',
  createDate: '2026-11-18T15:00:00.000Z',
  dueDate: '2026-11-30',
  phone1: '5512345678',
  email: 'compras@penasco.mx',
  address: 'Av. Reforma 100',
  state: 'CDMX',
  county: 'Cuauhtémoc',
  zipCode: '06600',
  department: null,
  sampleStage: 2,
  ownerId: 1,
};
const CLOTHING: CurrentClothing = { id: 1, title: 'Playera', positions: [{ id: 10, image: 'playera-frente.svg', title: 'Frente', width: 50, areas: [] }] };
const LOGO: Logo = {
  logoId: 1,
  viewId: 10,
  logoName: 'Logo pecho',
  logoTechnique: 'Bordado',
  logoNotes: '',
  logoNotesOnColor: '',
  logoNotesOnPosition: '',
  heightCm: 5,
  widthCm: 10,
  rotateDegrees: 0,
  xpositionCm: 30,
  ypositionCm: 12,
  viewWidth: 50,
  resourcePath: '/api/files/',
  filename: 'aaaa.svg',
  originalFilename: 'logo.svg',
  filesize: 900,
  pantones: [],
};

function open(sample: Partial<SampleDetail>) {
  server.use(
    http.get('/api/business/samples/5', () => answer(200, { ...SAMPLE, ...sample })),
    http.get('/api/business/samples/5/logos', () => answer(200, [LOGO])),
    http.get('/api/business/samples/5/texts', () => answer(200, [])),
    http.get('/api/business/samples/5/current-clothing', () => answer(200, CLOTHING)),
    http.get('/api/business/samples/5/render-file', () => answer(200, null)),
    http.get('/api/business/samples/5/events', () => answer(200, [])),
  );
  renderRemote(remote, { url: '/samples/5' });
}

describe('placement preview on Lienzo', () => {
  it('draws the fabric in its colour with its name, the logo on it, and says so under the view', async () => {
    open({});
    const preview = await screen.findByTestId('placement-preview');
    const fabric = within(preview).getByRole('img', { name: 'Lienzo de Gabardina, color #14532D' });
    expect(fabric).toHaveStyle({ backgroundColor: '#14532D' });
    expect(within(preview).getByText('Lienzo · Gabardina')).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Logo pecho' })).toBeInTheDocument();
    expect(preview.querySelector('img[src*="playera-frente.svg"]')).toBeNull();
    expect(screen.getByText(/Vista Frente · 50 cm de ancho · sobre Lienzo de Gabardina/)).toBeInTheDocument();
  });

  it('on a garment it still draws the garment view', async () => {
    open({ sampleOn: 'Prenda', sampleCanvas: '', canvasColor: '#FFFFFF' });
    const preview = await screen.findByTestId('placement-preview');
    expect(preview.querySelector('img[src*="playera-frente.svg"]')).not.toBeNull();
    expect(within(preview).queryByRole('img', { name: /^Lienzo de/ })).not.toBeInTheDocument();
  });
});
