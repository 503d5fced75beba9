import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderLineGrid } from '@muestrario/shared/contract';
import { designerUser, productionOrderDetail, productionOrderSummary, productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { quotation, READS } from '../../test/fixtures';

/** Lines 1 and 2 of OV00095 have a grid; line 1 already became OF-00012 (released). */
const grid = (line: number): OrderLineGrid => ({
  line,
  styleId: 5,
  styleCode: 'POL-001',
  styleDescription: 'Polo piqué manga corta',
  sampleId: 40,
  sampleName: 'Polos obra Torre Valle',
  colours: ['Azul marino'],
  sizes: ['M'],
  quantities: [[10]],
  total: 10,
  names: [],
  nameListText: '',
});
const ORDERS = { total: 2, page: 1, pageSize: 100, rows: [productionOrderSummary({ status: 'released' }), productionOrderSummary({ id: 9, folio: 'OF-00009', lineNumber: 2, status: 'cancelled' })] };
const NEW_ORDER = productionOrderDetail({ id: 13, folio: 'OF-00013', lineNumber: 2 });

async function open(routes: ApiRoutes = {}, user: object = { id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' }) {
  const api = serveApi({
    ...READS,
    'GET /api/auth/details': { body: user },
    'GET /api/sales/orders/95/grids': { body: [grid(1), grid(2)] },
    'GET /api/production/orders': { body: ORDERS },
    ...routes,
  });
  renderRemote(remote, { url: '/admin/ventas/pedidos/95', mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: 'Orden de venta OV00095' });
  const region = screen.getByRole('region', { name: 'Tallas y nombres' });
  await within(region).findByRole('link', { name: 'Orden de fabricación OF-00012 · Liberada' });
  return { api, region, items: within(region).getAllByRole('listitem') };
}

describe('Sales order lines and their production orders', () => {
  it('links a line to its open production order and offers the others "Mandar a producción"; a line without grid gets neither', async () => {
    const { api, items } = await open();
    expect(api.requests.find((r) => r.path === '/api/production/orders')?.query.get('salesOrderId')).toBe('95');
    expect(within(items[0]!).getByRole('link', { name: 'Orden de fabricación OF-00012 · Liberada' })).toHaveAttribute('href', '/admin/produccion/ordenes/12');
    expect(within(items[0]!).queryByRole('button', { name: /Mandar a producción/ })).not.toBeInTheDocument();
    // Line 2's only order was cancelled: it may be sent again.
    expect(within(items[1]!).queryByRole('link', { name: /OF-00009/ })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Mandar a producción (línea 2)' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: /Mandar a producción/ })).not.toBeInTheDocument();
  });

  it('"Mandar a producción" creates the order of that line and opens its page', async () => {
    let made = false;
    const { api, items } = await open({
      'POST /api/sales/orders/95/lines/2/production-order': () => {
        made = true;
        return { status: 201, body: NEW_ORDER };
      },
      'GET /api/production/orders/13': () => ({ status: made ? 200 : 404, body: made ? NEW_ORDER : { message: 'No encontrado' } }),
    });
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Mandar a producción (línea 2)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orden de fabricación OF-00013' })).toBeInTheDocument();
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/api/sales/orders/95/lines/2/production-order', body: {} })]);
  });

  it('a refusal (409) says the server’s Spanish reason beside the line, and stays', async () => {
    const message = 'La muestra «Polos obra Torre Valle» ya no está autorizada: no se puede fabricar.';
    const { items } = await open({ 'POST /api/sales/orders/95/lines/2/production-order': { status: 409, body: { message } } });
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Mandar a producción (línea 2)' }));
    expect(await within(items[1]!).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Orden de venta OV00095' })).toBeInTheDocument();
  });

  it.each([
    ['a designer', designerUser],
    ['another seller', { id: 2, username: 'pruiz', firstName: 'Pedro', lastName: 'Ruiz', role: 'seller' }],
  ])('%s sees the links but no "Mandar a producción"', async (_who, user) => {
    const { region } = await open({}, user);
    expect(within(region).queryByRole('button', { name: /Mandar a producción/ })).not.toBeInTheDocument();
  });

  it('production may send another seller’s line', async () => {
    const { items } = await open({ 'GET /api/sales/orders/95': { body: quotation({ id: 95, kind: 'order', folio: 'OV00095', seller: { id: 2, name: 'Sofía Ramírez' } }) } }, productionUser);
    await waitFor(() => expect(within(items[1]!).getByRole('button', { name: 'Mandar a producción (línea 2)' })).toBeInTheDocument());
  });
});
