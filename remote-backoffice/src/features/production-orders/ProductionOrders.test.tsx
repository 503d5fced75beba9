import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductionOrderDetail, ProductionOrderPage } from '@muestrario/shared/contract';
import { adminUser, designerUser, productionOperation, productionOrderDetail, productionOrderSummary, productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes, type SentRequest } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';
import { CANCEL_REASON_REQUIRED } from './OrderActions';

const LATE = productionOrderSummary({
  id: 14,
  folio: 'OF-00014',
  status: 'in_progress',
  clientName: 'Hospital Ángeles',
  styleCode: 'CAM-002',
  styleDescription: 'Camisa oxford',
  sampleName: 'Camisas recepción',
  pieces: 1200,
  promisedDate: '2026-11-20',
  plannedStart: '2026-11-16',
  plannedEnd: '2026-11-19',
  late: true,
  progressPercent: 40,
});
const PAGE: ProductionOrderPage = { total: 23, page: 1, pageSize: 10, rows: [productionOrderSummary(), LATE] };

async function open(url: string, title: string, routes: ApiRoutes = {}, user: object = productionUser) {
  const api = serveApi({ ...READS, 'GET /api/auth/details': { body: user }, 'GET /api/production/orders': { body: PAGE }, ...routes });
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}

const listRequests = (api: { requests: SentRequest[] }) => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/production/orders');

describe('Órdenes de fabricación (list)', () => {
  it('shows each order’s folio, client, style, sample, pieces, dates, status, lateness and progress', async () => {
    await open('/admin/produccion/ordenes', 'Órdenes de fabricación');
    expect(document.title).toMatch(/^Órdenes de fabricación/);
    const table = await screen.findByRole('table', { name: 'Órdenes de fabricación' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Folio', 'Cliente', 'Estilo', 'Muestra', 'Piezas', 'Fecha prometida', 'Fechas planeadas', 'Estado', 'Avance',
    ]);
    const [first, late] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'OF-00012', 'Constructora Cumbres del Norte, S.A. de C.V.', 'POL-001Polo piqué manga corta', 'Polos obra Torre Valle', '10', '4 dic 2026',
      'del 30 nov 2026 al 2 dic 2026', 'Planeada', '0 %',
    ]);
    expect(within(late!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'OF-00014', 'Hospital Ángeles', 'CAM-002Camisa oxford', 'Camisas recepción', '1,200', '20 nov 2026', 'del 16 nov 2026 al 19 nov 2026', 'En procesoAtrasada', '40 %',
    ]);
    expect(within(late!).getByRole('progressbar', { name: 'Avance de OF-00014' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(first!).getByRole('link', { name: 'OF-00012' })).toHaveAttribute('href', '/admin/produccion/ordenes/12');
    // The phone cards carry the same order, its status and progress.
    const cards = screen.getByRole('list', { name: 'Órdenes de fabricación' });
    expect(within(cards).getAllByRole('listitem')[1]).toHaveTextContent(/OF-00014.*Hospital Ángeles.*En proceso.*Atrasada.*1,200 piezas.*Prometida el 20 nov 2026/);
    expect(screen.getByText(/23/)).toBeInTheDocument();
  });

  it('sends the search, the status and "Solo atrasadas" to the server and keeps them in the URL', async () => {
    const api = await open('/admin/produccion/ordenes', 'Órdenes de fabricación');
    await screen.findByRole('table', { name: 'Órdenes de fabricación' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar orden de fabricación' }), 'polo');
    await waitFor(() => expect(listRequests(api).some((r) => r.query.get('search') === 'polo')).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'released');
    await waitFor(() => expect(listRequests(api).some((r) => r.query.get('status') === 'released' && r.query.get('search') === 'polo')).toBe(true));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo atrasadas' }));
    await waitFor(() => expect(listRequests(api).some((r) => r.query.get('late') === 'true' && r.query.get('status') === 'released')).toBe(true));
  });

  it('opens with the filters of its URL (a shared link or a reload keeps them)', async () => {
    const api = await open('/admin/produccion/ordenes?estado=in_progress&atrasadas=si&q=hospital', 'Órdenes de fabricación');
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThan(0));
    const sent = listRequests(api)[0]!.query;
    expect([sent.get('status'), sent.get('late'), sent.get('search')]).toEqual(['in_progress', 'true', 'hospital']);
    expect(screen.getByLabelText('Estado')).toHaveValue('in_progress');
    expect(screen.getByRole('checkbox', { name: 'Solo atrasadas' })).toBeChecked();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    await open('/admin/produccion/ordenes?atrasadas=si', 'Órdenes de fabricación', { 'GET /api/production/orders': { body: { ...PAGE, total: 0, rows: [] } } });
    expect(await screen.findByRole('heading', { name: 'Sin resultados' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda y filtros' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Solo atrasadas' })).not.toBeChecked());
  });
});

const ORDER = productionOrderDetail();
const detailUrl = '/admin/produccion/ordenes/12';
const detailTitle = 'Orden de fabricación OF-00012';

/** The order after a status change, as the server answers it (status, version, one more history row). */
const changed = (from: ProductionOrderDetail, status: ProductionOrderDetail['status'], note = ''): ProductionOrderDetail => ({
  ...from,
  status,
  version: from.version + 1,
  history: [...from.history, { from: from.status, to: status, userName: 'Jorge Salas', at: '2026-11-27T16:00:00.000Z', note }],
});

/** A server that keeps the order: reads answer what the last accepted status change left. */
function statusServer(initial: ProductionOrderDetail, next: ProductionOrderDetail): ApiRoutes {
  let current = initial;
  return {
    'GET /api/production/orders/12': () => ({ body: current }),
    'POST /api/production/orders/12/status': () => {
      current = next;
      return { body: next };
    },
  };
}

describe('Orden de fabricación (page)', () => {
  it('shows the header, the ticket link and every tab from the order and its snapshot', async () => {
    const done = productionOrderDetail({
      status: 'in_progress',
      progressPercent: 25,
      operations: ORDER.operations.map((op, i) =>
        i === 0
          ? { ...op, status: 'done', good: 9, rejected: 1, reason: 'stain', startedAt: '2026-11-30T15:00:00.000Z', startedByName: 'Jorge Salas', finishedAt: '2026-11-30T15:40:00.000Z', finishedByName: 'Andrea Ruiz' }
          : op,
      ),
    });
    await open(detailUrl, detailTitle, { 'GET /api/production/orders/12': { body: done } });
    expect(document.title).toMatch(/^Orden de fabricación OF-00012/);
    expect(screen.getByRole('link', { name: 'OV00095, línea 1' })).toHaveAttribute('href', '/admin/ventas/pedidos/95');
    expect(screen.getByRole('link', { name: 'Polos obra Torre Valle' })).toHaveAttribute('href', '/samples/40');
    expect(screen.getByRole('link', { name: 'Hoja de trabajo (PDF)' })).toHaveAttribute('href', expect.stringMatching(/\/api\/production\/orders\/12\/ticket\.pdf$/));
    expect(screen.getByRole('progressbar', { name: 'Avance de OF-00012' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('4 dic 2026')).toBeInTheDocument();
    expect(screen.getByText('10 piezas')).toBeInTheDocument();

    const operations = screen.getByRole('table', { name: 'Operaciones de OF-00012' });
    const rows = within(operations).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(ORDER.operations.length);
    expect(within(operations).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#', 'Operación', 'Máquina', 'Día planeado', 'Minutos estimados', 'Estado', 'Buenas / rechazadas', 'Quién y cuándo',
    ]);
    expect(rows[0]).toHaveTextContent(/^1Preparación.*Terminada9 buenas · 1 rechazada \(.+\)Inició Jorge Salas el 30 nov 2026, 9:00.*Terminó Andrea Ruiz/);
    const embroidery = rows.find((r) => /Bordado · Pecho izquierdo/.test(r.textContent ?? ''))!;
    expect(embroidery).toHaveTextContent(/Bordadora 1.*30 nov 2026.*min.*Pendiente/);
    expect(within(embroidery).getByRole('link', { name: 'Bordado · Pecho izquierdo' })).toHaveAttribute('href', `/admin/produccion/operaciones/${ORDER.operations[1]!.id}`);

    await userEvent.click(screen.getByRole('tab', { name: 'Tallas y nombres' }));
    const grid = await screen.findByRole('table', { name: 'Piezas por color y talla' });
    expect(within(grid).getAllByRole('row').map((r) => r.textContent)).toEqual(['ColorCHMGTotal', 'Azul marino2316', 'Blanco1214', 'Total35210']);
    expect(within(screen.getByRole('table', { name: 'Lista de nombres (10)' })).getAllByRole('row')[1]).toHaveTextContent('1Rosa GarzaCHAzul marinoNOMBRE');

    await userEvent.click(screen.getByRole('tab', { name: 'Materiales' }));
    const materials = await screen.findByRole('table', { name: /Materiales a surtir/ });
    expect(within(materials).getByRole('row', { name: /POL-001-AZM-M/ })).toHaveTextContent(/Azul marino, talla M.*pieza.*3.*3$/);
    expect(within(materials).getByRole('row', { name: /MAT-ETQ-01/ })).toHaveTextContent(/Etiqueta de talla.*pieza10.*2 % \(\+1\)11$/);

    await userEvent.click(screen.getByRole('tab', { name: 'Muestra' }));
    const decorations = await screen.findByRole('table', { name: 'Decoraciones' });
    expect(within(decorations).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'Logo CumbresBordadoPecho izquierdo7,000', 'NOMBREBordadoPecho izquierdo1,500', 'Espalda CumbresDTFEspalda—',
    ]);
    expect(screen.getByText(/ronda 2/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Historial' }));
    expect(await screen.findByRole('list', { name: 'Historial de estados' })).toHaveTextContent(/Creada como Planeada.*Daniela Ruiz.*26 nov 2026/);
  });

  it('"Liberar" sends the version it saw; the page then offers what a released order may do', async () => {
    const api = await open(detailUrl, detailTitle, statusServer(ORDER, changed(ORDER, 'released')));
    expect(screen.queryByRole('button', { name: 'Cerrar orden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regresar a planeada' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByRole('button', { name: 'Regresar a planeada' })).toBeInTheDocument();
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/api/production/orders/12/status', body: { status: 'released', version: 1 } })]);
    expect(screen.queryByRole('button', { name: 'Liberar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar orden' })).toBeInTheDocument();
  });

  it('"Regresar a planeada" pulls a released order back', async () => {
    const released = { ...ORDER, status: 'released' as const, version: 4 };
    const api = await open(detailUrl, detailTitle, statusServer(released, changed(released, 'planned')));
    await userEvent.click(screen.getByRole('button', { name: 'Regresar a planeada' }));
    expect(await screen.findByRole('button', { name: 'Liberar' })).toBeInTheDocument();
    expect(api.writes()[0]?.body).toEqual({ status: 'planned', version: 4 });
  });

  it('"Cancelar orden" asks for the reason in a dialog and sends it as the note', async () => {
    const api = await open(detailUrl, detailTitle, statusServer(ORDER, changed(ORDER, 'cancelled', 'El cliente canceló el pedido')));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar orden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la orden OF-00012' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la orden' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CANCEL_REASON_REQUIRED);
    expect(within(dialog).getByLabelText(/Motivo de la cancelación/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Motivo de la cancelación/), 'El cliente canceló el pedido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la orden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()[0]?.body).toEqual({ status: 'cancelled', note: 'El cliente canceló el pedido', version: 1 });
    // A cancelled order offers nothing more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Liberar' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancelar orden' })).not.toBeInTheDocument();
  });

  it('"Cerrar orden" refused with 409 (someone changed it meanwhile): the server’s message in an alert, and the order reloaded', async () => {
    const finished = productionOrderDetail({
      status: 'in_progress',
      version: 7,
      operations: ORDER.operations.map((op) => ({ ...op, status: 'done' as const, good: 10, rejected: 0 })),
      operationsDone: ORDER.operations.length,
    });
    const message = 'Otra persona cambió la orden mientras la veías: revisa sus datos y vuelve a intentarlo.';
    const api = await open(detailUrl, detailTitle, {
      'GET /api/production/orders/12': { body: finished },
      'POST /api/production/orders/12/status': { status: 409, body: { message } },
    });
    const reads = () => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/production/orders/12').length;
    const before = reads();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar orden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.writes()[0]?.body).toEqual({ status: 'closed', version: 7 });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('"Cerrar orden" waits for every operation to finish, saying how many are left', async () => {
    await open(detailUrl, detailTitle, { 'GET /api/production/orders/12': { body: productionOrderDetail({ status: 'in_progress' }) } });
    expect(screen.getByRole('button', { name: 'Cerrar orden' })).toBeDisabled();
    expect(screen.getByText(`Faltan terminar ${ORDER.operations.length} operaciones para cerrar la orden.`)).toBeInTheDocument();
  });

  it.each([
    ['a designer', designerUser],
    ['a seller', { id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' }],
  ])('%s reads the order with no status buttons (the ticket stays)', async (_who, user) => {
    const api = await open(detailUrl, detailTitle, {}, user);
    for (const name of ['Liberar', 'Regresar a planeada', 'Cancelar orden', 'Cerrar orden']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hoja de trabajo (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Operaciones de OF-00012' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('an admin may change statuses too', async () => {
    await open(detailUrl, detailTitle, {}, adminUser);
    expect(screen.getByRole('button', { name: 'Liberar' })).toBeInTheDocument();
  });

  it('an order that does not exist says so, with the way back', async () => {
    await open('/admin/produccion/ordenes/99', 'No encontramos esta orden de fabricación');
    expect(screen.getByRole('link', { name: 'Volver a Órdenes de fabricación' })).toHaveAttribute('href', '/admin/produccion/ordenes');
  });

  it('an unplanned operation says it has no machine', async () => {
    const detail = productionOrderDetail();
    await open(detailUrl, detailTitle, {
      'GET /api/production/orders/12': { body: { ...detail, operations: [productionOperation({ id: 130, machineId: null, machineName: null, plannedDay: null })], operationsTotal: 1 } },
    });
    expect(within(screen.getByRole('table', { name: 'Operaciones de OF-00012' })).getAllByRole('row')[1]).toHaveTextContent(/Sin asignar—/);
  });
});
