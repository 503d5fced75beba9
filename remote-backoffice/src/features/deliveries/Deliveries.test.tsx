import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';
import { DELIVERABLE, DELIVERIES, DELIVERY } from './delivery-fixtures';

const open = (url: string) => renderRemote(remote, { url, mountPath: '/admin/*' });
const designer = { ...demoUser, id: 3, username: 'diseno', role: 'designer' as const };
const base = { ...READS, 'GET /api/auth/details': { body: demoUser }, 'GET /api/sales/orders/95/deliverable': { body: DELIVERABLE } };

describe('Crear entrega', () => {
  it('shows each line’s sizes with what is open and on hand, and says a garment without sizes cannot go', async () => {
    serveApi(base);
    open('/admin/ventas/pedidos/95/entregar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entregar la orden OV00095' })).toBeInTheDocument();
    const sizes = within(screen.getByRole('table', { name: 'Tallas de la línea 1' }));
    const m = sizes.getByRole('row', { name: /Azul marino M/ });
    expect(within(m).getAllByRole('cell').map((c) => c.textContent).slice(0, 2)).toEqual(['2', '1 pieza']);
    expect(screen.getByText(/CAM-GB-02\) es una prenda sin tallas capturadas/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Almacén' })).toHaveDisplayValue('PT · Producto terminado');
    expect(document.title).toMatch(/^Entregar la orden OV00095/);
  });

  it('refuses more than on hand beside the field, sending nothing', async () => {
    const api = serveApi(base);
    open('/admin/ventas/pedidos/95/entregar');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Entregar Azul marino M de la línea 1' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Crear entrega' }));
    const field = screen.getByRole('textbox', { name: 'Entregar Azul marino M de la línea 1' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Hay 1 pieza en el almacén.')).toHaveAttribute('role', 'alert');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the pieces per size and per line, and opens the new delivery', async () => {
    const api = serveApi({
      ...base,
      'POST /api/sales/orders/95/deliveries': { status: 201, body: DELIVERY },
      'GET /api/sales/deliveries/41': { body: DELIVERY },
    });
    open('/admin/ventas/pedidos/95/entregar');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Entregar Azul marino G de la línea 1' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Entregar de la línea 2' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nota' }), 'Recibe Lic. Pérez');
    await userEvent.click(screen.getByRole('button', { name: 'Crear entrega' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrega EN00002' })).toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'POST')!;
    expect(sent.body).toEqual({
      warehouseId: 2,
      docDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      note: 'Recibe Lic. Pérez',
      lines: [
        { baseLineId: 501, quantity: 3, sizes: [{ variantId: 72, quantity: 3 }] },
        { baseLineId: 502, quantity: 3 },
      ],
    });
    expect(screen.getByText('Entrega EN00002 creada.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'PDF de la remisión EN00002' })).toHaveAttribute('href', expect.stringContaining('/sales/deliveries/41/pdf'));
    expect(screen.getByRole('link', { name: 'Devolver' })).toHaveAttribute('href', '/admin/ventas/entregas/41/devolver');
  });

  it('«Entregar todo lo pendiente» fills every open piece up to what is on hand', async () => {
    serveApi(base);
    open('/admin/ventas/pedidos/95/entregar');
    await userEvent.click(await screen.findByRole('button', { name: 'Entregar todo lo pendiente' }));
    expect(screen.getByRole('textbox', { name: 'Entregar Azul marino M de la línea 1' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Entregar Azul marino G de la línea 1' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Entregar de la línea 2' })).toHaveValue('8');
  });

  it('a designer is told why they cannot deliver', async () => {
    serveApi({ ...base, 'GET /api/auth/details': { body: designer } });
    open('/admin/ventas/pedidos/95/entregar');
    expect(await screen.findByText('Tu rol no puede crear cotizaciones ni órdenes de venta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear entrega' })).not.toBeInTheDocument();
  });
});

describe('Ventas › Entregas and the order page', () => {
  it('lists deliveries with their order, pieces and status', async () => {
    serveApi({ ...base, 'GET /api/sales/deliveries': { body: DELIVERIES } });
    open('/admin/ventas/entregas');
    const table = within(await screen.findByRole('table', { name: 'Entregas' }));
    const row = table.getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('EN00002');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['Hospital San Rafael', 'OV00095', 'Producto terminado', '3', 'Abierta']));
  });

  it('the order reads «Entregada parcialmente», offers «Crear entrega», and «Cerrar orden» asks first', async () => {
    serveApi({ ...base, 'GET /api/sales/orders/95': { body: { ...READS['GET /api/sales/orders/95'].body, seller: { id: 1, name: 'Daniela Ruiz' } } } });
    open('/admin/ventas/pedidos/95');
    expect(await screen.findByText('Entregada parcialmente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear entrega' })).toHaveAttribute('href', '/admin/ventas/pedidos/95/entregar');
    expect(screen.getByRole('link', { name: 'EN00001' })).toHaveAttribute('href', '/admin/ventas/entregas/40');
    expect(screen.queryByRole('button', { name: 'Marcar como entregada' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF de la orden OV00095' })).toHaveAttribute('href', expect.stringContaining('/sales/orders/95/pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar orden' }));
    expect(await screen.findByRole('dialog', { name: '¿Cerrar la orden OV00095?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí, cerrar la orden' })).toBeInTheDocument();
  });
});

describe('PDF and «Enviar por correo» on the order page', () => {
  const order = { body: { ...READS['GET /api/sales/orders/95'].body, seller: { id: 1, name: 'Daniela Ruiz' } } };
  const draft = (available: boolean) => ({
    available,
    unavailableReason: available ? null : 'El envío de correo no está configurado en este servidor (falta SMTP): descargue el PDF y envíelo usted.',
    to: 'rosa@hospital.mx',
    contacts: [{ name: 'Rosa Díaz', email: 'rosa@hospital.mx' }],
    subject: 'Orden de venta OV00095',
    message: 'Estimado(a) Rosa Díaz:',
  });

  it('proposes the contact, sends what was written and says where it went', async () => {
    const api = serveApi({
      ...base,
      'GET /api/sales/orders/95': order,
      'GET /api/sales/orders/95/email': { body: draft(true) },
      'POST /api/sales/orders/95/email': { body: { sentTo: 'compras@hospital.mx' } },
    });
    open('/admin/ventas/pedidos/95');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar por correo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enviar la orden OV00095 por correo' }));
    const to = await dialog.findByRole('textbox', { name: 'Para' });
    expect(to).toHaveValue('rosa@hospital.mx');
    await userEvent.clear(to);
    await userEvent.type(to, 'compras');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(dialog.getByText('Escribe un correo válido (nombre@dominio.mx).')).toHaveAttribute('role', 'alert');
    await userEvent.type(to, '@hospital.mx');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('OV00095 enviada por correo a compras@hospital.mx.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({ to: 'compras@hospital.mx', subject: 'Orden de venta OV00095', message: 'Estimado(a) Rosa Díaz:' });
  });

  it('without SMTP the dialog says why and «Enviar» is disabled', async () => {
    serveApi({ ...base, 'GET /api/sales/orders/95': order, 'GET /api/sales/orders/95/email': { body: draft(false) } });
    open('/admin/ventas/pedidos/95');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar por correo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enviar la orden OV00095 por correo' }));
    expect(await dialog.findByText(/falta SMTP/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });
});
