import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemDetail, ItemPage, ItemVariant } from '@muestrario/shared/contract';
import { ITEM_MESSAGES, PERMISSION_MESSAGES } from '@muestrario/shared/domain';
import { productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';

const POLO: ItemDetail = {
  id: 7,
  code: 'POL-001',
  description: 'Polo piqué manga corta caballero',
  kind: 'Estilo',
  clothingId: 2,
  garment: 'Polo',
  satProductKey: '53102700',
  satUnitKey: 'H87',
  unit: 'pieza',
  articleCode: null,
  colours: [
    { id: 1, code: 'AZM', name: 'Azul marino', hex: '#1F2A44' },
    { id: 2, code: 'BLA', name: 'Blanco', hex: '#FFFFFF' },
  ],
  sizes: ['CH', 'M'],
  active: true,
  variantCount: 4,
};

const VARIANTS: ItemVariant[] = [
  { id: 11, code: 'POL-001-AZM-CH', colourId: 1, colourName: 'Azul marino', hex: '#1F2A44', size: 'CH', costCents: 9_800, active: true },
  { id: 12, code: 'POL-001-AZM-M', colourId: 1, colourName: 'Azul marino', hex: '#1F2A44', size: 'M', costCents: 9_800, active: true },
  { id: 13, code: 'POL-001-BLA-CH', colourId: 2, colourName: 'Blanco', hex: '#FFFFFF', size: 'CH', costCents: null, active: true },
  { id: 14, code: 'POL-001-BLA-M', colourId: 2, colourName: 'Blanco', hex: '#FFFFFF', size: 'M', costCents: null, active: true },
  { id: 15, code: 'POL-001-ROJ-CH', colourId: 3, colourName: 'Rojo', hex: '#C8102E', size: 'CH', costCents: null, active: false },
];

const PAGE: ItemPage = {
  total: 23,
  page: 1,
  pageSize: 10,
  rows: [
    { id: 7, code: 'POL-001', description: POLO.description, kind: 'Estilo', garment: 'Polo', sizes: ['CH', 'M', 'G', 'XG', '2XG', '3XG'], colours: POLO.colours, variantCount: 24, unit: 'pieza', active: true },
    { id: 20, code: 'BOR-MIL-13', description: 'Bordado por millar de puntadas', kind: 'Servicio', garment: null, sizes: [], colours: [], variantCount: 0, unit: 'millar de puntadas', active: true },
  ],
};

const ITEMS: ApiRoutes = {
  'GET /api/items': { body: PAGE },
  'GET /api/items/7': { body: POLO },
  'GET /api/items/7/variants': { body: VARIANTS },
  'GET /api/business/sample-clothing': { body: [{ id: 2, title: 'Polo', image: 'polo.svg' }] },
};

async function open(url: string, title: string, routes: ApiRoutes = {}, user: object = productionUser) {
  const api = serveApi({ ...READS, ...ITEMS, 'GET /api/auth/details': { body: user }, ...routes });
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}

describe('Artículos list', () => {
  it('shows styles and services from the server page and asks the server to search', async () => {
    const api = await open('/admin/inventario/articulos', 'Artículos');
    const table = await screen.findByRole('table', { name: 'Artículos' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Artículo', 'Prenda', 'Colores', 'Tallas', 'Variantes', 'Tipo', 'Abrir']);
    const [polo, service] = within(table).getAllByRole('row').slice(1);
    expect(within(polo!).getAllByRole('cell').map((c) => c.textContent)).toEqual([`${POLO.description}POL-001`, 'Polo', 'Azul marinoBlanco', 'CH–3XG', '24 variantes', 'Estilo', 'Abrir POL-001']);
    expect(within(service!).getAllByRole('cell')[4]).toHaveTextContent('Por millar de puntadas');
    expect(screen.getByText('Mostrando 1 a 10 de 23 resultados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo artículo' })).toHaveAttribute('href', '/admin/inventario/articulos/nuevo');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar artículo' }), 'piqué');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/items' && r.query.get('search') === 'piqué')).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Tipo de artículo'), 'Servicio');
    await waitFor(() => expect(api.requests.at(-1)?.query.get('kind')).toBe('Servicio'));
  });

  it('offers no “Nuevo artículo” to a seller (everyone reads, production and admins write)', async () => {
    await open('/admin/inventario/articulos', 'Artículos', {}, { id: 1, username: 'demo', firstName: 'Mariana', lastName: 'López', role: 'seller' });
    expect(await screen.findByRole('table', { name: 'Artículos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo artículo' })).not.toBeInTheDocument();
  });
});

describe('a style’s page', () => {
  it('loads the style with its colours, size run and variants table, inactive ones marked', async () => {
    await open('/admin/inventario/articulos/7', POLO.description);
    expect(screen.getByLabelText('Código')).toHaveValue('POL-001');
    expect(screen.getByLabelText('Color 1')).toHaveValue('Azul marino');
    expect(screen.getByLabelText('Código del color 2')).toHaveValue('BLA');
    expect(screen.getByLabelText('Muestra del color 1')).toHaveValue('#1f2a44');
    expect(screen.getByRole('checkbox', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'G' })).not.toBeChecked();
    const variants = await screen.findByRole('table', { name: 'Variantes' });
    const rows = within(variants).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(VARIANTS.map((v) => v.code));
    expect(within(rows[4]!).getByText('Inactiva')).toBeInTheDocument();
    expect(screen.getByText(/4 activas; 1 inactiva/)).toBeInTheDocument();
  });

  it('shows its stock per warehouse under “Existencias” (issue 31): on hand, committed, ordered, available, value', async () => {
    await open('/admin/inventario/articulos/7', POLO.description);
    const table = await screen.findByRole('table', { name: 'Existencias' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Almacén', 'En existencia', 'Comprometido', 'Pedido', 'Disponible', 'Valor']);
    const [mp, pt] = within(table).getAllByRole('row').slice(1);
    expect(within(mp!).getByRole('rowheader')).toHaveTextContent('Materia primaMateria prima');
    expect(within(mp!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1,248', '0', '0', '1,248', '$122,304.00']);
    expect(within(pt!).getAllByRole('cell')[3]).toHaveTextContent('0');
  });

  it('adds a colour (its code follows the name), adds a size and sends the whole style', async () => {
    const api = await open('/admin/inventario/articulos/7', POLO.description, {
      'PUT /api/items/7': (req) => ({ body: { ...POLO, ...(req.body as object), colours: [...POLO.colours, { id: 3, code: 'ROJ', name: 'Rojo', hex: '#C8102E' }], variantCount: 9 } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar color' }));
    await userEvent.type(screen.getByLabelText('Color 3'), 'Rojo');
    expect(screen.getByLabelText('Código del color 3')).toHaveValue('ROJ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'G' }));
    expect(screen.getByText(/3 colores × 3 tallas = 9 variantes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Artículo guardado.')).toHaveAttribute('role', 'status');
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ code: 'POL-001', sizes: ['CH', 'M', 'G'], colours: [{ id: 1, code: 'AZM' }, { id: 2 }, { code: 'ROJ', name: 'Rojo' }] });
  });

  it('checks before sending: a colour without a name and no sizes, each error beside its field', async () => {
    const api = await open('/admin/inventario/articulos/7', POLO.description);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar color' }));
    for (const size of ['CH', 'M']) await userEvent.click(screen.getByRole('checkbox', { name: size }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(ITEM_MESSAGES.colourName)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Color 3')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(ITEM_MESSAGES.sizesRequired)).toHaveAttribute('role', 'alert');
    expect(api.writes()).toEqual([]);
  });

  it('shows the server’s Spanish refusal and keeps what was typed', async () => {
    await open('/admin/inventario/articulos/7', POLO.description, { 'PUT /api/items/7': { status: 409, body: { message: ITEM_MESSAGES.codeTaken, fields: ['code'] } } });
    await userEvent.clear(screen.getByLabelText('Código'));
    await userEvent.type(screen.getByLabelText('Código'), 'pol-002');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(new RegExp(ITEM_MESSAGES.codeTaken))).toBeInTheDocument();
    expect(screen.getByLabelText('Código')).toHaveValue('POL-002');
  });

  it('a seller reads it: fields disabled, the reason shown, no save', async () => {
    await open('/admin/inventario/articulos/7', POLO.description, {}, { id: 1, username: 'demo', firstName: 'Mariana', lastName: 'López', role: 'seller' });
    expect(screen.getByLabelText('Código')).toBeDisabled();
    expect(screen.getByText(PERMISSION_MESSAGES.itemsReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });

  it('a new service hides colours and sizes and goes to its page once created', async () => {
    const api = await open('/admin/inventario/articulos/nuevo', 'Nuevo artículo', {
      'POST /api/items': { status: 201, body: { ...POLO, id: 30, code: 'PLA-002', kind: 'Servicio', colours: [], sizes: [], variantCount: 0 } },
      'GET /api/items/30': { body: { ...POLO, id: 30, code: 'PLA-002', description: 'Planchado', kind: 'Servicio', colours: [], sizes: [], variantCount: 0 } },
    });
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Servicio');
    expect(screen.queryByRole('button', { name: 'Agregar color' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Clave de unidad SAT')).toHaveValue('E48');
    await userEvent.type(screen.getByLabelText('Código'), 'pla-002');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Planchado');
    await userEvent.click(screen.getByRole('button', { name: 'Crear artículo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Planchado' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ code: 'PLA-002', kind: 'Servicio', colours: [], sizes: [], clothingId: null });
  });
});
