import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BomConsumption, BomDetail, BomPage, ItemPage } from '@muestrario/shared/contract';
import { BOM_MESSAGES, PERMISSION_MESSAGES } from '@muestrario/shared/domain';
import { productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes, type SentRequest } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';

const BOM: BomDetail = {
  id: 3,
  itemId: 7,
  styleCode: 'POL-001',
  styleDescription: 'Polo piqué manga corta caballero',
  garment: 'Polo',
  colours: [
    { code: 'AZM', name: 'Azul marino', hex: '#1F2A44' },
    { code: 'BLA', name: 'Blanco', hex: '#FFFFFF' },
  ],
  sizes: ['CH', 'M', 'G'],
  decorationScrapPercent: 5,
  notes: 'Logo al pecho.',
  updatedAt: '2026-11-26T18:00:00.000Z',
  updatedBy: 'Rosa Medina',
  lines: [
    { kind: 'blank', itemId: null, code: 'POL-001', description: 'Prenda base', unit: 'pieza', quantity: 1, scrapPercent: 0 },
    { kind: 'material', itemId: 40, code: 'ETQ-TAL-01', description: 'Etiqueta de talla tejida en satín', unit: 'pieza', quantity: 1, scrapPercent: 2 },
  ],
};

const PAGE: BomPage = {
  total: 14,
  page: 1,
  pageSize: 10,
  rows: [{ id: 3, itemId: 7, styleCode: 'POL-001', styleDescription: BOM.styleDescription, garment: 'Polo', materials: 1, decorationScrapPercent: 4.5, updatedAt: BOM.updatedAt }],
};

const material = (id: number, code: string, description: string, unit: string) => ({ id, code, description, kind: 'Material' as const, garment: null, sizes: [], colours: [], variantCount: 0, unit, active: true });
const MATERIALS: ItemPage = {
  total: 2,
  page: 1,
  pageSize: 100,
  rows: [material(40, 'ETQ-TAL-01', 'Etiqueta de talla tejida en satín', 'pieza'), material(41, 'HIL-BOB-BL', 'Hilo de bobina blanco', 'metro')],
};
const STYLES: ItemPage = {
  total: 2,
  page: 1,
  pageSize: 100,
  rows: [
    { id: 7, code: 'POL-001', description: BOM.styleDescription, kind: 'Estilo', garment: 'Polo', sizes: ['CH'], colours: [], variantCount: 1, unit: 'pieza', active: true },
    { id: 8, code: 'CAM-001', description: 'Camisa oxford', kind: 'Estilo', garment: null, sizes: ['CH'], colours: [], variantCount: 1, unit: 'pieza', active: true },
  ],
};

const CONSUMPTION: BomConsumption = {
  sampleId: 12,
  sampleName: 'Uniformes planta norte',
  pieces: 120,
  scrapPercent: 5,
  decorations: [{ name: 'Logo Peñasco', view: 'Frente', technique: 'Bordado', widthCm: 10, heightCm: 5, stitches: 6000, fromDst: true }],
  materials: [
    { kind: 'thread', code: '1801', label: 'Hilo 1801 · Azul', unit: 'm', perPiece: 30, total: 3780 },
    { kind: 'bobbin', code: '', label: 'Hilo de bobina', unit: 'm', perPiece: 10.2, total: 1286 },
  ],
};

const ROUTES: ApiRoutes = {
  'GET /api/boms': { body: PAGE },
  'GET /api/boms/3': { body: BOM },
  'GET /api/items': (r: SentRequest) => ({ body: r.query.get('kind') === 'Material' ? MATERIALS : STYLES }),
  'GET /api/dashboard/samples': { body: { items: [{ sampleId: 12, sampleName: 'Uniformes planta norte', cardName: 'Aceros del Norte', title: 'Polo', department: null, sampleOn: 'Prenda', sampleStage: 7, dueDate: '2026-12-01', ownerId: 1 }], total: 1, nextCursor: null } },
  'GET /api/boms/3/consumption': { body: CONSUMPTION },
};

async function open(url: string, title: string, routes: ApiRoutes = {}, user: object = productionUser) {
  const api = serveApi({ ...READS, ...ROUTES, 'GET /api/auth/details': { body: user }, ...routes });
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}

describe('Listas de materiales', () => {
  it('lists BOMs from the server page and asks the server to search', async () => {
    const api = await open('/admin/produccion/listas-materiales', 'Listas de materiales');
    const table = await screen.findByRole('table', { name: 'Listas de materiales' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Estilo', 'Prenda', 'Componentes', 'Merma de la decoración', 'Actualizada', 'Abrir']);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getAllByRole('cell').slice(0, 4).map((c) => c.textContent)).toEqual([`${BOM.styleDescription}POL-001`, 'Polo', 'Prenda base + 1 material', '4.5 %']);
    expect(screen.getByRole('link', { name: 'Nueva lista' })).toHaveAttribute('href', '/admin/produccion/listas-materiales/nueva');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar lista de materiales' }), 'polo');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/boms' && r.query.get('search') === 'polo')).toBe(true));
  });

  it('adds a component, checks it before saving and sends the lines with numbers', async () => {
    const api = await open('/admin/produccion/listas-materiales/3', 'Lista de materiales POL-001', {
      'PUT /api/boms/3': { body: { ...BOM, lines: [...BOM.lines, { kind: 'material', itemId: 41, code: 'HIL-BOB-BL', description: 'Hilo de bobina blanco', unit: 'metro', quantity: 10.2, scrapPercent: 5 }] } },
    });
    expect(screen.getByLabelText('Material de la línea 2')).toHaveValue('40');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar componente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(BOM_MESSAGES.componentRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Material de la línea 3')).toHaveAttribute('aria-invalid', 'true');
    // The material already on line 2 is not offered again.
    expect(within(screen.getByLabelText('Material de la línea 3')).queryByRole('option', { name: /ETQ-TAL-01/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Material de la línea 3'), '41');
    await userEvent.clear(screen.getByLabelText('Cantidad por pieza de la línea 3'));
    await userEvent.type(screen.getByLabelText('Cantidad por pieza de la línea 3'), '10,2');
    await userEvent.clear(screen.getByLabelText('Merma en por ciento de la línea 3'));
    await userEvent.type(screen.getByLabelText('Merma en por ciento de la línea 3'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Lista de materiales guardada.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      decorationScrapPercent: 5,
      notes: 'Logo al pecho.',
      lines: [
        { kind: 'blank', itemId: null, quantity: 1, scrapPercent: 0 },
        { kind: 'material', itemId: 40, quantity: 1, scrapPercent: 2 },
        { kind: 'material', itemId: 41, quantity: 10.2, scrapPercent: 5 },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la línea 3' }));
    expect(screen.queryByLabelText('Material de la línea 3')).not.toBeInTheDocument();
  });

  it("shows an authorised sample's decoration consumption for the pieces typed", async () => {
    const api = await open('/admin/produccion/listas-materiales/3', 'Lista de materiales POL-001');
    await userEvent.selectOptions(await screen.findByLabelText('Muestra autorizada'), '12');
    const materials = await screen.findByRole('table', { name: /Material para 120 piezas con 5 % de merma/ });
    expect(within(materials).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Hilo 1801 · Azul30 m3,780 m', 'Hilo de bobina10.2 m1,286 m']);
    expect(screen.getByRole('table', { name: /Decoraciones de/ })).toHaveTextContent('6,000 (DST)');
    expect(api.requests.some((r) => r.path === '/api/dashboard/samples' && r.query.get('stage') !== null)).toBe(true);
    await userEvent.clear(screen.getByLabelText('Piezas'));
    expect(await screen.findByText(BOM_MESSAGES.pieces)).toBeInTheDocument();
  });

  it('a seller reads it: fields disabled, the reason shown, no save; a new one is refused', async () => {
    const seller = { id: 1, username: 'demo', firstName: 'Mariana', lastName: 'López', role: 'seller' };
    await open('/admin/produccion/listas-materiales/3', 'Lista de materiales POL-001', {}, seller);
    expect(screen.getByLabelText('Material de la línea 2')).toBeDisabled();
    expect(screen.getByText(PERMISSION_MESSAGES.bomsReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar componente' })).not.toBeInTheDocument();
  });

  it('a new BOM offers only styles without one and opens its page once created', async () => {
    const api = await open('/admin/produccion/listas-materiales/nueva', 'Nueva lista de materiales', {
      'POST /api/boms': { status: 201, body: { ...BOM, id: 9, itemId: 8, styleCode: 'CAM-001', lines: [BOM.lines[0]!] } },
      'GET /api/boms/9': { body: { ...BOM, id: 9, itemId: 8, styleCode: 'CAM-001', lines: [BOM.lines[0]!] } },
    });
    const style = screen.getByLabelText('Estilo');
    await waitFor(() => expect(within(style).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige un estilo', 'CAM-001 · Camisa oxford']));
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));
    expect(await screen.findByText(BOM_MESSAGES.styleRequired)).toBeInTheDocument();
    await userEvent.selectOptions(style, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de materiales CAM-001' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ itemId: 8, decorationScrapPercent: 5, notes: '', lines: [{ kind: 'blank', itemId: null, quantity: 1, scrapPercent: 0 }] });
  });
});
