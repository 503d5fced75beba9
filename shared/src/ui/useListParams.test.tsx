import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { useListParams } from './useListParams';

function List() {
  const list = useListParams([]);
  return (
    <>
      <input aria-label="Buscar" value={list.searchText} onChange={(e) => list.setSearchText(e.target.value)} />
      <Link to="/items/5">Playera polo</Link>
    </>
  );
}

/** A list and a detail page whose loader (a lazy route's code, its data) answers when the test says. */
function renderList() {
  let release = () => {};
  const router = createMemoryRouter(
    [
      { path: '/items', element: <List /> },
      {
        path: '/items/:id',
        loader: () =>
          new Promise<null>((resolve) => {
            release = () => resolve(null);
          }),
        element: <h1>Detalle</h1>,
      },
    ],
    { initialEntries: ['/items'] },
  );
  render(<RouterProvider router={router} />);
  return { router, release: () => release() };
}

describe('useListParams search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the search to the URL once typing pauses', async () => {
    const { router } = renderList();
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'polo' } });
    expect(router.state.location.search).toBe('');
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(router.state.location.pathname).toBe('/items');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('polo');
  });

  it('drops a search still settling when a row was clicked: the person lands on the row, not back on the list', async () => {
    const { router, release } = renderList();
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'polo' } });
    fireEvent.click(screen.getByRole('link', { name: 'Playera polo' }));
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await act(async () => {
      release();
      await Promise.resolve();
    });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(router.state.location.pathname).toBe('/items/5');
    expect(await screen.findByRole('heading', { name: 'Detalle' })).toBeInTheDocument();
  });
});
