import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderMaterials } from '@muestrario/shared/contract';
import { designerUser, productionOrderDetail, productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';

const ORDER = productionOrderDetail({ status: 'in_progress' });
const MATERIALS: OrderMaterials = {
  orderId: 12,
  materials: [
    { kind: 'blank', component: 'POL-001-AZM-M', description: 'Polo · Azul marino · M', unit: 'pieza', itemId: 5, variantId: 51, required: 6, issued: 6, remaining: 0 },
    { kind: 'blank', component: 'POL-001-AZM-G', description: 'Polo · Azul marino · G', unit: 'pieza', itemId: 5, variantId: 52, required: 4, issued: 0, remaining: 4 },
    { kind: 'material', component: 'CIN-REF-05', description: 'Cinta reflejante', unit: 'metro', itemId: 9, variantId: null, required: 400, issued: 150, remaining: 250 },
  ],
  finishedGoods: [
    { code: 'POL-001-AZM-M', colour: 'Azul marino', size: 'M', variantId: 51, pieces: 6, received: 0, receivable: 6 },
    { code: 'POL-001-AZM-G', colour: 'Azul marino', size: 'G', variantId: 52, pieces: 4, received: 0, receivable: 4 },
  ],
  goodPieces: 8,
  receipts: [],
};

async function open(user: object = productionUser, routes: ApiRoutes = {}) {
  const api = serveApi({
    ...READS,
    'GET /api/auth/details': { body: user },
    'GET /api/production/orders/12': { body: ORDER },
    'GET /api/production/orders/12/materials': { body: MATERIALS },
    ...routes,
  });
  renderRemote(remote, { url: '/admin/produccion/ordenes/12', mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: `Orden de fabricación ${ORDER.folio}` });
  await userEvent.click(screen.getByRole('tab', { name: 'Materiales' }));
  await screen.findByRole('table', { name: 'Materiales entregados' });
  return api;
}

describe('the production order’s materials and finished goods', () => {
  it('shows required, issued and pending per component, and the finished goods per variant', async () => {
    await open();
    const table = screen.getByRole('table', { name: 'Materiales entregados' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Componente', 'Descripción', 'Requerido', 'Entregado', 'Pendiente']);
    expect(within(table).getByRole('row', { name: /CIN-REF-05/ })).toHaveTextContent(/CIN-REF-05Cinta reflejante4 metros1\.5 metros2\.5 metros/);
    expect(within(table).getByRole('row', { name: /POL-001-AZM-M/ })).toHaveTextContent(/Completo/);
    const goods = screen.getByRole('table', { name: 'Producto terminado recibido' });
    expect(within(goods).getByRole('row', { name: /POL-001-AZM-G/ })).toHaveTextContent(/Azul marino · G404/);
  });

  it('issues what is pending: prefilled, checked beside each field, sent in smallest units', async () => {
    const api = await open(productionUser, { 'POST /api/production/orders/12/material-issues': { status: 201, body: MATERIALS } });
    await userEvent.click(screen.getByRole('button', { name: 'Entregar materiales' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Entregar materiales a ${ORDER.folio}` }));
    expect(dialog.getByLabelText(/^Almacén de materia prima/)).toHaveValue('1');
    const ribbon = dialog.getByLabelText(/^CIN-REF-05/);
    expect(ribbon).toHaveValue('2.5');
    expect(dialog.getByLabelText(/^POL-001-AZM-G/)).toHaveValue('4');
    expect(dialog.queryByLabelText(/^POL-001-AZM-M/)).not.toBeInTheDocument();
    await userEvent.clear(ribbon);
    await userEvent.type(ribbon, '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Entregar' }));
    expect(await dialog.findByText('Solo faltan 2.5 metros.')).toHaveAttribute('role', 'alert');
    expect(ribbon).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(ribbon);
    await userEvent.type(ribbon, '1.25');
    await userEvent.click(dialog.getByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText(`Materiales entregados a ${ORDER.folio}.`)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      warehouseId: 1,
      lines: [
        { itemId: 5, variantId: 52, locationId: null, quantity: 4 },
        { itemId: 9, variantId: null, locationId: null, quantity: 125 },
      ],
    });
  });

  it('says the server’s shortage in the dialog', async () => {
    await open(productionUser, { 'POST /api/production/orders/12/material-issues': { status: 409, body: { message: 'Falta 1 pieza de POL-001-AZM-G en Materia prima: hay 3 y se piden 4.' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Entregar materiales' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Entregar' }));
    expect(await dialog.findByText('Falta 1 pieza de POL-001-AZM-G en Materia prima: hay 3 y se piden 4.')).toBeInTheDocument();
  });

  it('receives finished goods prefilled with the good pieces', async () => {
    const api = await open(productionUser, {
      'POST /api/production/orders/12/receipts': { status: 201, body: { materials: MATERIALS, backflushed: [], unitCostCents: 26_577 } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Recibir producto terminado' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Recibir producto terminado de ${ORDER.folio}` }));
    expect(dialog.getByLabelText(/^Almacén de producto terminado/)).toHaveValue('2');
    expect(dialog.getByLabelText(/^POL-001-AZM-M/)).toHaveValue('6');
    const large = dialog.getByLabelText(/^POL-001-AZM-G/);
    expect(large).toHaveValue('2');
    await userEvent.clear(large);
    await userEvent.type(large, '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Recibir' }));
    expect(await dialog.findByText('Solo quedan 4 piezas por recibir.')).toBeInTheDocument();
    await userEvent.clear(large);
    await userEvent.type(large, '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Recibir' }));
    expect(await screen.findByText('Producto terminado recibido a $265.77 por pieza.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ warehouseId: 2, lines: [{ variantId: 51, quantity: 6 }, { variantId: 52, quantity: 1 }] });
  });

  it('shows no stock actions to who may not, nor on an order that is not released or in progress', async () => {
    await open(designerUser);
    expect(screen.queryByRole('button', { name: 'Entregar materiales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recibir producto terminado' })).not.toBeInTheDocument();
  });

  it('hides them on a planned order', async () => {
    serveApi({ 'GET /api/production/orders/12': { body: { ...ORDER, status: 'planned' } } });
    await open(productionUser, { 'GET /api/production/orders/12': { body: { ...ORDER, status: 'planned' } } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Entregar materiales' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Recibir producto terminado' })).not.toBeInTheDocument();
  });
});
