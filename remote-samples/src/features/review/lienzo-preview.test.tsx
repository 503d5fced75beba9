import { screen, within } from '@testing-library/react';
import type { SampleDetail } from '@muestrario/shared/contract';
import { answer, currentClothing, http, logo, renderRemote, sampleDetail, server } from '@muestrario/shared/testing';
import remote from '../../routes';

/* Issue 16, item 6: on 'Lienzo' the review's placement preview shows the fabric, not the garment. */

const SAMPLE = sampleDetail({ sampleId: 5, sampleName: 'Parches bordados', sampleOn: 'Lienzo', sampleCanvas: 'Gabardina', canvasColor: '#14532D', sampleStage: 2 });
const CLOTHING = currentClothing({ positions: currentClothing().positions.slice(0, 1) });
const LOGO = logo({ logoId: 1, viewId: 10, logoName: 'Logo pecho', heightCm: 5, widthCm: 10, xpositionCm: 30, ypositionCm: 12, filename: 'aaaa.svg', originalFilename: 'logo.svg', filesize: 900 });

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
