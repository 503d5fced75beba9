import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';
import { POLO_ROW, POLO_VARIANTS, THREAD_ROW } from '../inventory/inventory-fixtures';
import { ORDER, SUPPLIER } from './purchasing-fixtures';

const open = (url: string) => renderRemote(remote, { url, mountPath: '/admin/*' });
const page = <T,>(rows: T[]) => ({ total: rows.length, page: 1, pageSize: 10, rows });

const FORM_API = {
  'GET /api/business-partners': (request: { query: URLSearchParams }) => ({ body: page(request.query.get('type') === 'Proveedor' ? [{ id: 27, cardCode: 'P00001', cardName: SUPPLIER.cardName, rfc: 'TFP110504QW9', email: '', partnerType: 'Proveedor', active: true }] : []) }),
  'GET /api/business-partners/27': { body: SUPPLIER },
  'GET /api/items': (request: { query: URLSearchParams }) => ({ body: page((request.query.get('search') ?? '').toLowerCase().includes('hil') ? [THREAD_ROW] : [POLO_ROW]) }),
  'GET /api/items/7/variants': { body: POLO_VARIANTS },
  'GET /api/purchasing/price-estimate': (request: { query: URLSearchParams }) => ({ body: request.query.get('itemId') === '7' ? { unitPriceCents: 9_800, source: 'variant_cost' } : { unitPriceCents: 15, source: 'last_order' } }),
  'GET /api/purchasing/documents': { body: page([]) },
  'GET /api/purchasing/documents/40': { body: ORDER },
};

describe('Compras › Nuevo pedido de compra', () => {
  it('a seller sees no “Nuevo pedido de compra”', async () => {
    serveApi({ ...READS, ...FORM_API, 'GET /api/auth/details': { body: demoUser } });
    open('/admin/compras/pedidos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos de compra' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo pedido de compra' })).not.toBeInTheDocument();
  });

  it('production makes an order by hand: supplier, two lines with estimated prices and a discount, totals with IVA', async () => {
    const api = serveApi({ ...READS, ...FORM_API, 'GET /api/auth/details': { body: productionUser }, 'POST /api/purchasing/documents': { status: 201, body: ORDER } });
    open('/admin/compras/pedidos');
    await userEvent.click(await screen.findByRole('link', { name: 'Nuevo pedido de compra' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo pedido de compra' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Nuevo pedido de compra/);

    // Nothing chosen: said beside each field, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining(['Elige un proveedor.', 'Agrega al menos una línea.']));
    expect(api.writes()).toEqual([]);

    await userEvent.type(screen.getByRole('combobox', { name: 'Proveedor' }), 'textiles');
    await userEvent.click(await screen.findByRole('option', { name: SUPPLIER.cardName }));
    await userEvent.type(screen.getByLabelText('Fecha de entrega'), '2026-12-04');
    await userEvent.type(screen.getByLabelText('Referencia'), 'Cotización 118');

    await userEvent.click(screen.getByRole('button', { name: 'Agregar línea' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Agregar línea' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar' }));
    expect(dialog.getByLabelText('Artículo')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(dialog.getByLabelText('Artículo'), 'polo');
    await userEvent.click(await screen.findByRole('option', { name: 'POL-001 · Polo piqué' }));
    await userEvent.selectOptions(await dialog.findByLabelText('Color y talla'), await dialog.findByRole('option', { name: /Azul marino · M/ }));
    await userEvent.selectOptions(dialog.getByLabelText('Almacén donde se recibe'), 'MP · Materia prima');
    await userEvent.type(dialog.getByLabelText('Cantidad (piezas)'), '12');
    // The variant's cost arrives as the price.
    expect(await dialog.findByDisplayValue('98.00')).toBe(dialog.getByLabelText('Precio por pieza'));
    await userEvent.type(dialog.getByLabelText('Descuento (%)'), '10');
    expect(dialog.getByLabelText('Importe de la línea')).toHaveTextContent('$1,058.40');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar' }));

    await userEvent.click(screen.getByRole('button', { name: 'Agregar línea' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Agregar línea' }));
    await userEvent.type(dialog.getByLabelText('Artículo'), 'hilo');
    await userEvent.click(await screen.findByRole('option', { name: 'HIL-BOB-BL · Hilo de bobina' }));
    expect(await dialog.findByDisplayValue('15.00')).toBe(dialog.getByLabelText('Precio por metro'));
    // The warehouse of the last line is proposed.
    expect(dialog.getByLabelText('Almacén donde se recibe')).toHaveValue('1');
    await userEvent.type(dialog.getByLabelText('Cantidad (metros)'), '2.5');
    await userEvent.clear(dialog.getByLabelText('Precio por metro'));
    await userEvent.type(dialog.getByLabelText('Precio por metro'), '15.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar' }));
    expect(dialog.getByText('El precio por metro se guarda por centímetro: escribe pesos enteros (por ejemplo 15.00).')).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText('Precio por metro'));
    await userEvent.type(dialog.getByLabelText('Precio por metro'), '15');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar' }));

    const totals = within(screen.getByLabelText('Totales'));
    expect(totals.getByText('$1,095.90')).toBeInTheDocument(); // 1,058.40 + 37.50
    expect(totals.getByText('$175.34')).toBeInTheDocument();
    expect(totals.getByText('$1,271.24')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido de compra PC00040' })).toBeInTheDocument();
    expect(screen.getByText('Pedido de compra PC00040 creado.')).toHaveAttribute('role', 'status');
    expect(api.writes().map((r) => r.body)).toEqual([
      {
        kind: 'purchase_order',
        supplierId: 27,
        docDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dueDate: '2026-12-04',
        reference: 'Cotización 118',
        currency: 'MXN',
        lines: [
          { itemId: 7, variantId: 70, warehouseId: 1, quantity: 12, unitPriceCents: 9_800, discountBp: 1_000, description: 'Polo piqué' },
          { itemId: 8, variantId: null, warehouseId: 1, quantity: 250, unitPriceCents: 15, description: 'Hilo de bobina' },
        ],
      },
    ]);
  });

  it('edits an open order from its page and saves it whole', async () => {
    const api = serveApi({ ...READS, ...FORM_API, 'GET /api/auth/details': { body: productionUser }, 'PUT /api/purchasing/documents/40': { body: ORDER } });
    open('/admin/compras/documentos/40');
    expect(await screen.findByRole('link', { name: 'PDF' })).toHaveAttribute('href', expect.stringContaining('/purchasing/documents/40/pdf'));
    await userEvent.click(screen.getByRole('link', { name: 'Editar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar pedido de compra PC00040' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Proveedor' })).toHaveValue(SUPPLIER.cardName);
    const table = within(screen.getByRole('table', { name: 'Líneas' }));
    expect(within(table.getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['Materia prima', '12 piezas', '$98.00', '10 %', '$1,058.40']));
    await userEvent.click(screen.getAllByRole('button', { name: 'Editar línea 2' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar línea' }));
    expect(dialog.getByLabelText('Cantidad (metros)')).toHaveValue('2.5');
    await userEvent.clear(dialog.getByLabelText('Cantidad (metros)'));
    await userEvent.type(dialog.getByLabelText('Cantidad (metros)'), '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar línea' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Eliminar línea 1' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido de compra PC00040' })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: {
          supplierId: 27,
          docDate: '2026-11-27',
          dueDate: '2026-12-04',
          reference: 'Cotización 118',
          currency: 'MXN',
          lines: [{ itemId: 8, variantId: null, warehouseId: 1, quantity: 400, unitPriceCents: 15, description: 'Hilo de bobina' }],
        },
      }),
    ]);
  });
});
