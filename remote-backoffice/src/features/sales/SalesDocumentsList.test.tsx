import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';

async function open(url: string, title: string, routes: ApiRoutes = {}) {
  const api = serveApi({ ...READS, ...routes });
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}

describe('Cotizaciones and Ordenes de venta lists', () => {
  it('show the server page with the spec columns and the true total', async () => {
    await open('/admin/ventas/cotizaciones', 'Cotizaciones');
    const table = await screen.findByRole('table', { name: 'Cotizaciones' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Folio', 'Fecha creación', 'Cliente', 'Vendedor', 'Total', 'Status']);
    expect(within(table).getByRole('link', { name: 'S00097' })).toHaveAttribute('href', '/admin/ventas/cotizaciones/97');
    expect(screen.getByText('Mostrando 1 a 10 de 97 resultados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva Cotización' })).toHaveAttribute('href', '/admin/ventas/cotizaciones/nueva');
  });

  it('ask the server with the search and the filters', async () => {
    const api = await open('/admin/ventas/pedidos', 'Ordenes de venta');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar órden' }), 'OV0009');
    await userEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Abierta' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cancelada' }));
    await userEvent.selectOptions(screen.getByLabelText('Vendedor'), 'Mariana López');
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/api/sales/orders').at(-1)!;
      expect([last.query.get('search'), last.query.getAll('status'), last.query.get('sellerId')]).toEqual(['OV0009', ['Abierta', 'Cancelada'], '1']);
    });
    expect(screen.getByRole('button', { name: /Filtros/ })).toHaveTextContent('2 activos');
  });

  it('read the search, the filters and the page from the URL, and clear them from the empty state', async () => {
    const api = await open('/admin/ventas/pedidos?q=OV0009&status=Cerrada&vendedor=1&desde=2026-11-01&pagina=3', 'Ordenes de venta');
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/api/sales/orders').at(-1)!;
      expect([last.query.get('search'), last.query.getAll('status'), last.query.get('sellerId'), last.query.get('from'), last.query.get('page')]).toEqual(['OV0009', ['Cerrada'], '1', '2026-11-01', '3']);
    });
    expect(screen.getByRole('button', { name: /Filtros/ })).toHaveTextContent('3 activos');
    expect(screen.getByRole('searchbox', { name: 'Buscar órden' })).toHaveValue('OV0009');
  });

  it('say in Spanish when the list cannot be loaded', async () => {
    await open('/admin/ventas/cotizaciones', 'Cotizaciones', { 'GET /api/sales/quotations': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los datos.');
  });
});
