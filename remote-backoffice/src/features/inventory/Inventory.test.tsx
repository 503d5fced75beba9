import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';
import { BALANCES, BELOW_MINIMUM, POLO_ROW, POLO_VARIANTS, RECEIPT, RECEIPT_SUMMARY, THREAD_ROW, VALUATION } from './inventory-fixtures';

const open = (url: string) => renderRemote(remote, { url, mountPath: '/admin/*' });
const page = <T,>(rows: T[]) => ({ total: rows.length, page: 1, pageSize: 10, rows });

const INVENTORY = {
  'GET /api/stock/documents': { body: page([RECEIPT_SUMMARY]) },
  'GET /api/stock/documents/5': { body: RECEIPT },
  'GET /api/items': (request: { query: URLSearchParams }) => ({ body: page((request.query.get('search') ?? '').toLowerCase().includes('hil') ? [THREAD_ROW] : [POLO_ROW]) }),
  'GET /api/items/7/variants': { body: POLO_VARIANTS },
  'GET /api/stock/reports/balances': { body: page(BALANCES) },
  'GET /api/stock/reports/valuation': { body: VALUATION },
  'GET /api/stock/reports/below-minimum': { body: BELOW_MINIMUM },
};

describe('Inventario › Entradas de mercancía', () => {
  it('lists the receipts (folio, fecha, quién, líneas, nota) and offers no new one to a seller', async () => {
    serveApi({ ...READS, ...INVENTORY, 'GET /api/auth/details': { body: demoUser } });
    open('/admin/inventario/entradas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entradas de mercancía' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Entradas de mercancía' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Folio', 'Fecha', 'Quién', 'Líneas', 'Nota', 'Abrir']);
    expect(table.getByRole('rowheader')).toHaveTextContent('EI00002');
    expect(table.getByText('Pablo Ruiz')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nueva entrada' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Entradas de mercancía/);
  });

  it('posts a receipt of two lines (a variant in pieces, a material in metres), then opens it', async () => {
    const api = serveApi({
      ...READS,
      ...INVENTORY,
      'GET /api/auth/details': { body: productionUser },
      'POST /api/stock/documents': { status: 201, body: RECEIPT },
    });
    open('/admin/inventario/entradas');
    await userEvent.click(await screen.findByRole('link', { name: 'Nueva entrada' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva entrada' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar entrada de mercancía' }));
    expect(screen.getByLabelText('Cantidad en unidad del artículo (línea 1)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining(['Elige el artículo.', 'Elige el almacén.']));
    expect(api.writes()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Nota'), 'Compra de mostrador');
    await userEvent.type(screen.getByLabelText('Artículo (línea 1)'), 'polo');
    await userEvent.click(await screen.findByRole('option', { name: 'POL-001 · Polo piqué' }));
    await userEvent.selectOptions(await screen.findByLabelText('Color y talla (línea 1)'), await screen.findByRole('option', { name: 'Azul marino · M' }));
    await userEvent.selectOptions(screen.getByLabelText('Almacén (línea 1)'), 'MP · Materia prima');
    await userEvent.selectOptions(screen.getByLabelText('Ubicación (línea 1)'), 'A-01-01 · Etiquetas');
    await userEvent.type(screen.getByLabelText('Cantidad en piezas (línea 1)'), '12');
    await userEvent.type(screen.getByLabelText('Costo unitario en pesos (línea 1)'), '98.50');

    await userEvent.click(screen.getByRole('button', { name: 'Agregar línea' }));
    await userEvent.type(screen.getByLabelText('Artículo (línea 2)'), 'hilo');
    await userEvent.click(await screen.findByRole('option', { name: 'HIL-BOB-BL · Hilo de bobina' }));
    await userEvent.type(await screen.findByLabelText('Cantidad en metros (línea 2)'), '2500.5');
    await userEvent.type(screen.getByLabelText('Costo unitario en pesos (línea 2)'), '0.02');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar entrada de mercancía' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Entrada de mercancía EI00002' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.writes().map((r) => r.body)).toEqual([
      {
        kind: 'receipt',
        note: 'Compra de mostrador',
        lines: [
          { itemId: 7, variantId: 70, warehouseId: 1, locationId: 1, quantity: 12, unitCostCents: 9_850, toWarehouseId: null, toLocationId: null },
          { itemId: 8, variantId: null, warehouseId: 1, locationId: null, quantity: 250_050, unitCostCents: 2, toWarehouseId: null, toLocationId: null },
        ],
      },
    ]);
    const lines = within(screen.getByRole('table', { name: 'Líneas' }));
    expect(lines.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['1', 'Materia prima, A-01-01', '12 piezas', expect.stringMatching(/98\.50/)],
      ['2', 'Materia prima', '2,500.5 metros', expect.stringMatching(/0\.02/)],
    ]);
  }, 90_000);

  it('says the refusal of a short issue in Spanish and stays on the form', async () => {
    const message = 'Faltan 700 piezas de BOL-PE-02 en Materia prima: hay 300 y se piden 1,000.';
    serveApi({ ...READS, ...INVENTORY, 'GET /api/auth/details': { body: productionUser }, 'POST /api/stock/documents': { status: 409, body: { message } } });
    open('/admin/inventario/salidas/nueva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva salida' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Costo unitario/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Artículo (línea 1)'), 'hilo');
    await userEvent.click(await screen.findByRole('option', { name: 'HIL-BOB-BL · Hilo de bobina' }));
    await userEvent.selectOptions(screen.getByLabelText('Almacén (línea 1)'), 'MP · Materia prima');
    await userEvent.type(await screen.findByLabelText('Cantidad en metros (línea 1)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar salida de mercancía' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva salida' })).toBeInTheDocument();
  });
});

describe('Inventario › Recuento de inventario', () => {
  it('lists a warehouse’s balances with Contado inputs, shows differences, and posts what was counted', async () => {
    const api = serveApi({
      ...READS,
      ...INVENTORY,
      'GET /api/auth/details': { body: productionUser },
      'POST /api/stock/counts': {
        status: 201,
        body: {
          id: 1,
          adjustments: [
            { id: 90, kind: 'count_adjustment', itemId: 8, variantId: null, code: 'HIL-BOB-BL', warehouseId: 1, warehouseName: 'Materia prima', locationId: 4, locationCode: 'A-02-01', quantity: -150, unitCostCents: 1, sourceKind: 'stock_count', sourceId: 1, sourceLine: 1, note: '', userId: 3, userName: 'Pablo Ruiz', at: RECEIPT.at },
          ],
        },
      },
    });
    open('/admin/inventario/recuento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recuento de inventario' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Almacén que se cuenta'), 'MP · Materia prima');
    const table = within(await screen.findByRole('table', { name: 'Existencias a contar' }));
    await userEvent.type(table.getByLabelText('Contado de HIL-BOB-BL en A-02-01 (metros)'), '498.5');
    expect(table.getByText('-1.5')).toBeInTheDocument();
    await userEvent.type(table.getByLabelText('Contado de POL-001-AZM-M (piezas)'), '12');
    expect(table.getByText('Sin diferencia')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar recuento' }));
    expect(await screen.findByText('Recuento registrado: 1 ajuste por conteo.')).toBeInTheDocument();
    expect(api.writes().map((r) => r.body)).toEqual([
      {
        warehouseId: 1,
        note: '',
        lines: [
          { itemId: 8, variantId: null, locationId: 4, counted: 49_850 },
          { itemId: 7, variantId: 70, locationId: null, counted: 12 },
        ],
      },
    ]);
  });

  it('searches and pages the balances; what was counted on another page is posted too', async () => {
    const api = serveApi({
      ...READS,
      ...INVENTORY,
      'GET /api/auth/details': { body: productionUser },
      'GET /api/stock/reports/balances': (request) => {
        const search = request.query.get('search');
        const rows = search ? BALANCES.filter((b) => b.code.toLowerCase().includes(search.toLowerCase())) : [BALANCES[request.query.get('page') === '2' ? 1 : 0]!];
        return { body: { total: search ? rows.length : 60, page: Number(request.query.get('page') ?? 1), pageSize: 50, rows } };
      },
      'POST /api/stock/counts': { status: 201, body: { id: 2, adjustments: [] } },
    });
    open('/admin/inventario/recuento');
    await userEvent.selectOptions(await screen.findByLabelText('Almacén que se cuenta'), 'MP · Materia prima');
    let table = within(await screen.findByRole('table', { name: 'Existencias a contar' }));
    await userEvent.type(table.getByLabelText(/^Contado de HIL-BOB-BL/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    table = within(await screen.findByRole('table', { name: 'Existencias a contar' }));
    await userEvent.type(await table.findByLabelText('Contado de POL-001-AZM-M (piezas)'), '12');
    expect(screen.getByText('2 existencias contadas.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar artículo'), 'hil');
    table = within(await screen.findByRole('table', { name: 'Existencias a contar' }));
    expect(await table.findByLabelText(/^Contado de HIL-BOB-BL/)).toHaveValue('500');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/stock/reports/balances' && r.query.get('search') === 'hil' && r.query.get('warehouseId') === '1')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Registrar recuento' }));
    expect(await screen.findByText('Recuento registrado: todo coincidía, sin ajustes.')).toBeInTheDocument();
    expect(api.writes().map((r) => (r.body as { lines: unknown[] }).lines)).toEqual([
      [
        { itemId: 8, variantId: null, locationId: 4, counted: 50_000 },
        { itemId: 7, variantId: 70, locationId: null, counted: 12 },
      ],
    ]);
  });

  it('marks a count that is not a quantity beside it and posts nothing', async () => {
    const api = serveApi({ ...READS, ...INVENTORY, 'GET /api/auth/details': { body: productionUser } });
    open('/admin/inventario/recuento');
    await userEvent.selectOptions(await screen.findByLabelText('Almacén que se cuenta'), 'MP · Materia prima');
    const table = within(await screen.findByRole('table', { name: 'Existencias a contar' }));
    const polo = table.getByLabelText('Contado de POL-001-AZM-M (piezas)');
    await userEvent.type(polo, '1.5');
    expect(polo).toHaveAttribute('aria-invalid', 'true');
    expect(table.getByRole('alert')).toHaveTextContent('Piezas enteras, 0 o más.');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar recuento' }));
    expect(api.writes()).toEqual([]);
  });

  it('refuses a seller', async () => {
    serveApi({ ...READS, ...INVENTORY, 'GET /api/auth/details': { body: demoUser } });
    open('/admin/inventario/recuento');
    expect(await screen.findByText(/Solo producción o un administrador/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Almacén que se cuenta')).not.toBeInTheDocument();
  });
});

describe('Inventario › Informes', () => {
  it('shows stock by warehouse, valuation and items below their minimum in tabs', async () => {
    serveApi({ ...READS, ...INVENTORY, 'GET /api/auth/details': { body: demoUser } });
    open('/admin/inventario/informes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Informes de inventario' })).toBeInTheDocument();
    const balances = within(await screen.findByRole('table', { name: 'Existencias por almacén' }));
    expect(balances.getAllByRole('row')[1]).toHaveTextContent('HIL-BOB-BL');
    expect(balances.getAllByRole('row')[1]).toHaveTextContent('500');
    await userEvent.click(screen.getByRole('tab', { name: 'Valuación' }));
    expect(await screen.findByText(/Valor total del inventario/)).toHaveTextContent('1,181.00');
    await userEvent.click(screen.getByRole('tab', { name: 'Bajo mínimo' }));
    const below = within(await screen.findByRole('table', { name: 'Bajo mínimo' }));
    expect(below.getAllByRole('row')[1]!.textContent).toMatch(/BOL-PE-02.*500 piezas.*300 piezas.*200 piezas.*Botones y Cierres/);
  });
});

describe('the item page’s Compras e inventario', () => {
  const ITEM = { 'GET /api/items/7': { body: { ...POLO_ROW, satProductKey: '53102700', satUnitKey: 'H87', clothingId: null, articleCode: null, colours: [], sizes: ['M'], garment: null, variantCount: 1, costCents: null } } };

  it('shows the supplier and minimum read-only to a seller', async () => {
    serveApi({ ...READS, ...INVENTORY, ...ITEM, 'GET /api/auth/details': { body: demoUser } });
    open('/admin/inventario/articulos/7');
    const section = within(await screen.findByRole('region', { name: 'Compras e inventario' }));
    expect(await section.findByText('Textiles Finos de Puebla, S.A. de C.V.')).toBeInTheDocument();
    expect(section.getByText('400 piezas')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Guardar compras e inventario' })).not.toBeInTheDocument();
  });

  it('lets production change the minimum, checked beside the field', async () => {
    const api = serveApi({
      ...READS,
      ...INVENTORY,
      ...ITEM,
      'GET /api/auth/details': { body: productionUser },
      'PUT /api/items/7/planning': (request: { body: unknown }) => ({ body: { itemId: 7, code: 'POL-001', unit: 'pieza', stocked: true, preferredSupplierId: 4, preferredSupplierName: 'Textiles Finos de Puebla, S.A. de C.V.', ...(request.body as object) } }),
    });
    open('/admin/inventario/articulos/7');
    const section = within(await screen.findByRole('region', { name: 'Compras e inventario' }));
    const min = await section.findByLabelText('Existencia mínima (piezas)');
    await userEvent.clear(min);
    await userEvent.type(min, '2.5');
    await userEvent.click(section.getByRole('button', { name: 'Guardar compras e inventario' }));
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
    await userEvent.clear(min);
    await userEvent.type(min, '450');
    await userEvent.click(section.getByRole('button', { name: 'Guardar compras e inventario' }));
    expect(await section.findByText('Datos de compras e inventario guardados.')).toBeInTheDocument();
    expect(api.writes().map((r) => r.body)).toEqual([{ preferredSupplierId: 4, minStock: 450 }]);
  });
});
