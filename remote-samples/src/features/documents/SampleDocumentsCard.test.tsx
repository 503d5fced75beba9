import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SampleDocumentsCard } from './SampleDocumentsCard';

describe('SampleDocumentsCard', () => {
  it("offers each document as the server's PDF (downloaded) and as its print page", () => {
    render(
      <MemoryRouter>
        <SampleDocumentsCard sampleId={42} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: 'Documentos' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Prueba para el cliente|Hoja de producción)$/).textContent)).toEqual([
      'Prueba para el cliente',
      'Hoja de producción',
    ]);

    const proof = within(items[0]!).getByRole('link', { name: 'Descargar prueba (PDF)' });
    expect(proof).toHaveAttribute('download');
    expect(proof.getAttribute('href')).toMatch(/^\/api\/business\/samples\/42\/proof\.pdf\?.*paper=Letter/);
    expect(proof.getAttribute('href')).toMatch(/download=true/);
    expect(within(items[0]!).getByRole('link', { name: 'Imprimir prueba' })).toHaveAttribute('href', '/samples/42/prueba');

    const sheet = within(items[1]!).getByRole('link', { name: 'Descargar hoja (PDF)' });
    expect(sheet).toHaveAttribute('download');
    expect(sheet.getAttribute('href')).toMatch(/^\/api\/business\/samples\/42\/worksheet\.pdf\?/);
    expect(within(items[1]!).getByRole('link', { name: 'Imprimir hoja' })).toHaveAttribute('href', '/samples/42/hoja-de-produccion');
  });
});
