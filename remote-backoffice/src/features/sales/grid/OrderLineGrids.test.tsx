import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridSample, ItemDetail, OrderLineGrid } from '@muestrario/shared/contract';
import { renderRemote } from '@muestrario/shared/testing';
import remote from '../../../routes';
import { serveApi, type ApiRoutes } from '../../../test/api-handlers';
import { quotation, READS } from '../../../test/fixtures';

const STYLE: ItemDetail = {
  id: 5, code: 'OVE-001', description: 'Overol industrial', kind: 'Estilo', clothingId: null, satProductKey: '53102100', satUnitKey: 'H87', unit: 'pieza',
  articleCode: 'OVE-MZ-04', active: true, garment: null, variantCount: 4,
  colours: [{ id: 1, code: 'MEZ', name: 'Azul mezclilla', hex: '#3B5B8C' }, { id: 2, code: 'AZM', name: 'Azul marino', hex: '#1F2A44' }], sizes: ['M', 'G'],
} as ItemDetail;
const SAMPLE: GridSample = { id: 40, name: 'Overoles planta Monterrey', clientId: 1, texts: [{ textId: 9, text: 'NOMBRE APELLIDO', font: 'Roboto', widthCm: 9.3, heightCm: 1, view: 'Frente' }] };
const SAVED: OrderLineGrid = {
  line: 1, styleId: 5, styleCode: 'OVE-001', styleDescription: 'Overol industrial', sampleId: 40, sampleName: 'Overoles planta Monterrey',
  colours: ['Azul mezclilla', 'Azul marino'], sizes: ['M', 'G'], quantities: [[2, 0], [0, 1]], total: 3,
  names: [{ row: 2, name: 'Rosa Garza', size: 'M', colour: 'Azul mezclilla', text: 'NOMBRE APELLIDO' }],
  nameListText: 'nombre\ttalla\tcolor\ttexto\nRosa Garza\tM\tAzul mezclilla\tNOMBRE APELLIDO',
};
const ORDER = quotation({ id: 95, kind: 'order', folio: 'OV00095' });

async function open(routes: ApiRoutes = {}) {
  const api = serveApi({
    ...READS,
    'GET /api/items': { body: { rows: [{ id: 5, code: 'OVE-001', description: 'Overol industrial', kind: 'Estilo', garment: null, sizes: ['M', 'G'], colours: [], variantCount: 4, unit: 'pieza', active: true }], total: 1, page: 1, pageSize: 100 } },
    'GET /api/items/5': { body: STYLE },
    'GET /api/sales/grid-samples': { body: [SAMPLE] },
    ...routes,
  });
  renderRemote(remote, { url: '/admin/ventas/pedidos/95', mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: 'Orden de venta OV00095' });
  return api;
}

describe('Tallas y nombres on a sales order', () => {
  it('shows each line’s grid summary and, for the order’s seller, saves a style, an authorised sample, the grid and the names', async () => {
    const api = await open({ 'PUT /api/sales/orders/95/lines/2/grid': { body: { ...SAVED, line: 2 } } });
    const region = screen.getByRole('region', { name: 'Tallas y nombres' });
    expect(within(region).getAllByText('Sin cuadrícula de tallas')).toHaveLength(3);
    await userEvent.click(within(region).getByRole('button', { name: 'Tallas y nombres de la línea 2' }));
    await waitFor(() => expect(within(region).getByLabelText('Estilo de la línea 2')).toContainHTML('OVE-001'));
    await userEvent.selectOptions(within(region).getByLabelText('Estilo de la línea 2'), '5');
    await userEvent.selectOptions(within(region).getByLabelText('Muestra autorizada de la línea 2'), '40');
    expect(within(region).getByText(/Solo aparecen las muestras autorizadas \(etapa 7, Autorizada\)/)).toBeInTheDocument();
    await userEvent.type(await within(region).findByLabelText('Cantidad Azul mezclilla talla M'), '2');
    await userEvent.type(within(region).getByLabelText('Cantidad Azul marino talla G'), '1');
    expect(within(region).getByText(/Total de la línea:/)).toHaveTextContent('3 piezas');
    const save = within(region).getByRole('button', { name: 'Guardar tallas y nombres de la línea 2' });
    // A name too long for its box blocks the save.
    await userEvent.click(within(region).getByLabelText('Lista de nombres'));
    await userEvent.paste('Rosa Garza\tM\tAzul mezclilla\nMaría Guadalupe Hernández de la Fuente\tM\tAzul mezclilla\nLuis Treviño\tG\tAzul marino');
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.clear(within(region).getByLabelText('Lista de nombres'));
    await userEvent.click(within(region).getByLabelText('Lista de nombres'));
    await userEvent.paste('Rosa Garza\tM\tAzul mezclilla\nAna Lozano\tM\tAzul mezclilla\nLuis Treviño\tG\tAzul marino');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/sales/orders/95/lines/2/grid',
      body: { styleId: 5, sampleId: 40, colours: ['Azul mezclilla', 'Azul marino'], sizes: ['M', 'G'], quantities: [[2, 0], [0, 1]] },
    });
  });

  it('is read-only for someone who may not edit the order', async () => {
    const api = await open({
      'GET /api/sales/orders/95': { body: { ...ORDER, seller: { id: 2, name: 'Sofía Ramírez' } } },
      'GET /api/sales/orders/95/grids': { body: [SAVED] },
    });
    const region = screen.getByRole('region', { name: 'Tallas y nombres' });
    expect(await within(region).findByText('OVE-001 · muestra «Overoles planta Monterrey» · 3 piezas · 1 nombre')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Tallas y nombres de la línea 1' })).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Ver tallas y nombres de la línea 1' }));
    expect(await within(region).findByLabelText('Estilo de la línea 1')).toBeDisabled();
    expect(within(region).queryByRole('button', { name: /Guardar tallas/ })).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
