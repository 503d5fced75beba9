import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sampleListItem } from '@muestrario/shared/testing';
import { SampleRows } from './SampleRows';

const rows = [sampleListItem({ sampleName: 'Uniformes planta', dueDate: '2026-11-23' })];

function renderRows() {
  return render(
    <MemoryRouter>
      <h2 id="titulo">Muestras</h2>
      <SampleRows rows={rows} headingId="titulo" hrefOf={(s) => `/samples/${s.sampleId}`} />
    </MemoryRouter>,
  );
}

/** A browser whose viewport is at least 768 px wide (`wide`) or narrower. */
function viewport(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(min-width: 48rem)' ? wide : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('SampleRows', () => {
  it('renders only the table on a wide screen', () => {
    viewport(true);
    renderRows();
    expect(screen.getByRole('table', { name: 'Muestras' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Muestras' })).not.toBeInTheDocument();
  });

  it('renders only the cards on a phone', () => {
    viewport(false);
    renderRows();
    expect(screen.getByRole('list', { name: 'Muestras' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Muestras' })).not.toBeInTheDocument();
  });

  it('renders both (CSS picks one) where the screen size is unknown', () => {
    renderRows();
    expect(screen.getByRole('table', { name: 'Muestras' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Muestras' })).toBeInTheDocument();
  });
});
