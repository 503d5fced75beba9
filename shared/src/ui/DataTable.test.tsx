import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from './DataTable';
import { LoadState } from './LoadState';

interface Row {
  id: number;
  folio: string;
  total: string;
}

const ROWS: Row[] = [
  { id: 1, folio: 'S00001', total: '$10.00' },
  { id: 2, folio: 'S00002', total: '$20.00' },
];
const COLUMNS: DataColumn<Row>[] = [
  { key: 'folio', header: 'Folio', cell: (r) => r.folio, sortable: true },
  { key: 'total', header: 'Total', align: 'right', cell: (r) => r.total },
  { key: 'actions', header: 'Acciones', hideHeader: true, cell: (r) => <button type="button">Abrir {r.folio}</button> },
];

describe('DataTable', () => {
  it('is a real table named by its heading, with column headers and one row per record', () => {
    render(
      <>
        <h2 id="t">Cotizaciones</h2>
        <DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} labelledBy="t" />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Cotizaciones' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Folio', 'Total', 'Acciones']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['S00001', '$10.00', 'Abrir S00001']);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('adds a card list for phones, named like the table, and a caption when given', () => {
    render(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} caption="Órdenes" card={(r) => <p>{r.folio}</p>} />);
    expect(screen.getByRole('table', { name: 'Órdenes' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['S00001', 'S00002']);
  });

  it('marks the sorted column and asks for the next sort from its header', async () => {
    const onSort = jest.fn();
    render(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} label="Lista" sort={{ sort: 'folio', dir: 'desc', onSort }} />);
    expect(screen.getByRole('columnheader', { name: /Folio/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /Folio/ }));
    expect(onSort).toHaveBeenCalledWith('folio');
  });
});

describe('LoadState', () => {
  const props = { onRetry: jest.fn(), failedTitle: 'No se pudo cargar la lista', loadingLabel: 'Cargando la lista', isEmpty: (d: Row[]) => d.length === 0, empty: <p>Sin resultados</p> };

  it('goes loading, failed with Reintentar, empty, data', async () => {
    const show = (rows: Row[]) => <p>{rows.length} filas</p>;
    const { rerender } = render(<LoadState {...props} data={undefined} error={undefined}>{show}</LoadState>);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la lista…');
    rerender(<LoadState {...props} data={undefined} error={new Error('x')}>{show}</LoadState>);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la lista');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadState {...props} data={[]} error={undefined}>{show}</LoadState>);
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
    // A failed re-read keeps what is on screen.
    rerender(<LoadState {...props} data={ROWS} error={new Error('x')}>{show}</LoadState>);
    expect(screen.getByText('2 filas')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
