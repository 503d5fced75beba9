import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sampleListItems } from '@muestrario/shared/testing';
import { SampleRows } from './SampleRows';

/*
 * The windowed rows' code is its own chunk, fetched once a list passes one page: until it is here a long
 * list renders every row, then only a window of them. (A file of its own: the chunk is loaded once per
 * module registry.)
 */
const rowsOf = (count: number) => sampleListItems(count, 2000, { dueDate: '2026-11-23' });

const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === '(min-width: 48rem)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 57 });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('renders every row of a long list until the windowed rows arrive, then a window of them', async () => {
  render(
    <MemoryRouter>
      <h2 id="titulo">Muestras</h2>
      <SampleRows rows={rowsOf(120)} total={120} headingId="titulo" hrefOf={(s) => `/samples/${s.sampleId}`} />
    </MemoryRouter>,
  );
  const rows = () => within(screen.getByRole('table', { name: 'Muestras' })).getAllByRole('row').length - 1;
  expect(rows()).toBe(120);
  await waitFor(() => expect(rows()).toBeLessThan(40));
  expect(screen.getByRole('table', { name: 'Muestras' })).toHaveAttribute('aria-rowcount', '121');
});
