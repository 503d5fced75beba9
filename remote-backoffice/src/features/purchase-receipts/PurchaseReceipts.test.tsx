import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';
import { LOCATIONS, ORDER, ORDERS, RECEIPT, RECEIPTS, WAREHOUSES } from './goods-fixtures';

const open = (url: string) => renderRemote(remote, { url, mountPath: '/admin/*' });

describe('Compras › Entradas de mercancía', () => {
  it('lists receipts in a table for anyone; a seller gets no “Nueva entrada”', async () => {
    serveApi({ ...READS, 'GET /api/auth/details': { body: demoUser }, 'GET /api/purchasing/receipts': { body: RECEIPTS } });
    open('/admin/compras/entregas-mercancia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entradas de mercancía' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Entradas de mercancía' }));
    const row = table.getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('EM00002');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['Hilos y Bordados Omega, S.A. de C.V.', 'PC00002', 'Materia prima', 'Abierta']));
    expect(screen.queryByRole('link', { name: 'Nueva entrada' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Entradas de mercancía/);
  });

  it('lets production choose an open order and receive its lines, prefilled with what is open', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: productionUser },
      'GET /api/purchasing/receipts': { body: RECEIPTS },
      'GET /api/purchasing/receivable-orders': { body: ORDERS },
      'GET /api/purchasing/orders/13/receivable': { body: ORDER },
      'GET /api/stock/warehouses': { body: WAREHOUSES },
      'GET /api/stock/locations': { body: LOCATIONS },
      'POST /api/purchasing/receipts': { status: 201, body: { ...RECEIPT, id: 32, folio: 'EM00003' } },
      'GET /api/purchasing/receipts/32': { body: { ...RECEIPT, id: 32, folio: 'EM00003' } },
    });
    open('/admin/compras/entregas-mercancia');
    await userEvent.click(await screen.findByRole('link', { name: 'Nueva entrada' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva entrada de mercancía' })).toBeInTheDocument();
    const orders = within(await screen.findByRole('table', { name: 'Pedidos de compra por recibir' }));
    await userEvent.click(orders.getByRole('link', { name: 'Recibir PC00003' }));
    // The table's input (a phone's card holds the same one, bound to the same value).
    const polo = (await screen.findAllByRole('textbox', { name: 'Recibido de PLY-001-BLA-M' }))[0]!;
    expect(polo).toHaveValue('30');
    const thread = screen.getAllByRole('textbox', { name: 'Recibido de HIL-BOB-BL' })[0]!;
    expect(thread).toHaveValue('25');
    expect(screen.getAllByText(ORDER.lines[2]!.refusal!)[0]).toBeInTheDocument();
    // Beyond the tolerance: said beside the field, nothing sent.
    await userEvent.clear(polo);
    await userEvent.type(polo, '32');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect((await screen.findAllByText('Se pueden recibir a lo más 31 piezas.'))[0]).toBeInTheDocument();
    expect(polo).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
    await userEvent.clear(polo);
    await userEvent.type(polo, '31');
    await userEvent.clear(thread);
    await userEvent.type(thread, '12.5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Ubicación/ }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nota/ }), 'Remisión 77');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrada de mercancía EM00003' })).toBeInTheDocument();
    expect(api.writes().map((r) => r.body)).toEqual([
      {
        purchaseOrderId: 13,
        warehouseId: 1,
        locationId: 5,
        note: 'Remisión 77',
        lines: [
          { baseLineId: 101, quantity: 31 },
          { baseLineId: 102, quantity: 1_250 },
        ],
      },
    ]);
  });

  it('shows a receipt’s lines, costs and moves; production may return from it, a seller may not', async () => {
    serveApi({ ...READS, 'GET /api/auth/details': { body: productionUser }, 'GET /api/purchasing/receipts/31': { body: RECEIPT } });
    const view = open('/admin/compras/entregas-mercancia/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrada de mercancía EM00002' })).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Líneas' }));
    expect(within(lines.getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['50 metros', '40 metros', '$15.00 /m']));
    expect(within(screen.getByRole('table', { name: 'Movimientos de almacén' })).getByText('Materia prima, A-02-01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Devolver mercancía' })).toHaveAttribute('href', '/admin/compras/entregas-mercancia/31/devolver');
    view.unmount();
    serveApi({ ...READS, 'GET /api/auth/details': { body: demoUser }, 'GET /api/purchasing/receipts/31': { body: RECEIPT } });
    open('/admin/compras/entregas-mercancia/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrada de mercancía EM00002' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Devolver mercancía' })).not.toBeInTheDocument();
  });

  it('returns part of a receipt and answers the server’s refusal beside the form', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: productionUser },
      'GET /api/purchasing/receipts/31': { body: RECEIPT },
      'POST /api/purchasing/returns': { status: 409, body: { message: 'Faltan 5 metros de CIN-REF-05 en Materia prima, ubicación A-02-01: hay 5 y se piden 10.' } },
    });
    open('/admin/compras/entregas-mercancia/31/devolver');
    const field = await screen.findByRole('textbox', { name: 'Devolver de CIN-REF-05' });
    await userEvent.type(field, '10');
    await userEvent.type(screen.getByRole('textbox', { name: /^Motivo/ }), 'Estrellada');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar devolución' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan 5 metros de CIN-REF-05');
    expect(api.writes().map((r) => r.body)).toEqual([{ receiptId: 31, note: 'Estrellada', lines: [{ baseLineId: 301, quantity: 1_000 }] }]);
  });
});
