import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardOperation, OperationDetail } from '@muestrario/shared/contract';
import { designerUser, productionUser, qualityUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';

const URL = '/api/production/operations/42';

function operation(over: Partial<BoardOperation> = {}): BoardOperation {
  return {
    id: 42,
    orderId: 12,
    sequence: 2,
    kind: 'embroidery',
    machineKind: 'embroidery',
    label: 'Bordado · Pecho izquierdo',
    minutes: 185,
    machineId: 3,
    machineName: 'Tajima 6 cabezas',
    plannedDay: '2026-12-01',
    status: 'pending',
    entering: 120,
    good: null,
    rejected: null,
    reason: null,
    note: '',
    startedAt: null,
    startedByName: null,
    finishedAt: null,
    finishedByName: null,
    actualMinutes: null,
    movedAt: null,
    movedByName: null,
    version: 4,
    orderFolio: 'OF-00012',
    orderStatus: 'released',
    clientName: 'Petróleos del Golfo, S.A. de C.V.',
    styleCode: 'POL-001',
    sampleName: 'Camisas personal de seguridad',
    pieces: 120,
    promisedDate: '2026-12-11',
    late: false,
    ...over,
  };
}

const detail = (over: Partial<BoardOperation> = {}, progressPercent = 17): OperationDetail => ({ operation: operation(over), progressPercent, orderVersion: 3 });
const STARTED = { status: 'in_progress', orderStatus: 'in_progress', startedAt: '2026-12-01T15:05:00.000Z', startedByName: 'Jorge Salas', version: 5 } as const;

/** The server's operation: a write's answer is what later reads return (as the real server would). */
function stateful(first: OperationDetail) {
  let current = first;
  return {
    read: () => ({ body: current }),
    write: (next: OperationDetail) => () => {
      current = next;
      return { body: next };
    },
  };
}

const open = () => renderRemote(remote, { url: '/admin/produccion/operaciones/42', mountPath: '/admin/*' });
const finishForm = () => within(screen.getByRole('form', { name: 'Terminar la operación' }));

describe('Producción › Operación (the page a job ticket QR opens)', () => {
  it('shows the operation and its order, and starts it with the version it saw', async () => {
    const op = stateful(detail());
    const api = serveApi({
      'GET /api/auth/details': { body: productionUser },
      [`GET ${URL}`]: op.read,
      [`POST ${URL}/start`]: op.write(detail(STARTED)),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bordado · Pecho izquierdo' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Bordado · Pecho izquierdo · OF-00012/);
    const facts = screen.getByText('Cliente').closest('dl')!;
    expect(facts).toHaveTextContent('Petróleos del Golfo, S.A. de C.V.');
    expect(facts).toHaveTextContent('POL-001');
    expect(facts).toHaveTextContent('Camisas personal de seguridad');
    expect(facts).toHaveTextContent('Tajima 6 cabezas');
    expect(facts).toHaveTextContent('1 dic 2026');
    expect(facts).toHaveTextContent('120 de 120');
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminar' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar' }));
    expect(await screen.findByText('En proceso')).toBeInTheDocument();
    expect(screen.getByText(/^Jorge Salas, 1 de diciembre de 2026/)).toBeInTheDocument();
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'POST', path: `${URL}/start`, body: { version: 4 } })]);
    expect(screen.queryByRole('button', { name: 'Iniciar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminar' })).toBeInTheDocument();
  });

  it('finishes a normal run with nothing typed: every entering piece good', async () => {
    const op = stateful(detail(STARTED));
    const api = serveApi({
      'GET /api/auth/details': { body: qualityUser },
      [`GET ${URL}`]: op.read,
      [`POST ${URL}/finish`]: op.write(detail({ ...STARTED, status: 'done', good: 120, rejected: 0, version: 6, finishedAt: '2026-12-01T18:10:00.000Z', finishedByName: 'Andrea Ruiz' }, 33)),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Terminar' }));
    expect(finishForm().getByLabelText(/^Piezas buenas/)).toHaveValue('120');
    expect(finishForm().getByLabelText(/^Piezas rechazadas/)).toHaveValue('0');
    await userEvent.click(finishForm().getByRole('button', { name: 'Guardar y terminar' }));
    const done = await screen.findByRole('status', { name: 'Operación terminada' });
    expect(done).toHaveTextContent('Operación terminada');
    expect(done).toHaveTextContent('Se registraron 120 piezas buenas, ninguna rechazada.');
    expect(done).toHaveTextContent('La orden OF-00012 va en 33 %.');
    expect(api.writes().map((r) => r.body)).toEqual([{ good: 120, rejected: 0, reason: null, version: 5 }]);
    expect(screen.getByRole('link', { name: 'Ver la orden OF-00012' })).toHaveAttribute('href', '/admin/produccion/ordenes/12');
    expect(screen.getByRole('link', { name: 'Cola de Tajima 6 cabezas' })).toHaveAttribute('href', '/admin/produccion/maquinas/3/cola');
  });

  it('finishes with 118 good and 2 rejected for a loose stitch', async () => {
    const op = stateful(detail(STARTED));
    const api = serveApi({
      'GET /api/auth/details': { body: productionUser },
      [`GET ${URL}`]: op.read,
      [`POST ${URL}/finish`]: op.write(detail({ ...STARTED, status: 'done', good: 118, rejected: 2, reason: 'loose_stitch', version: 6 }, 33)),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Terminar' }));
    const good = finishForm().getByLabelText(/^Piezas buenas/);
    await userEvent.clear(good);
    await userEvent.type(good, '118');
    const rejected = finishForm().getByLabelText(/^Piezas rechazadas/);
    await userEvent.clear(rejected);
    await userEvent.type(rejected, '2');
    await userEvent.selectOptions(finishForm().getByLabelText(/^Motivo del rechazo/), 'Puntada suelta');
    await userEvent.click(finishForm().getByRole('button', { name: 'Guardar y terminar' }));
    expect(await screen.findByRole('status', { name: 'Operación terminada' })).toHaveTextContent('Se registraron 118 piezas buenas y 2 rechazadas (Puntada suelta).');
    expect(api.writes().map((r) => r.body)).toEqual([{ good: 118, rejected: 2, reason: 'loose_stitch', version: 5 }]);
  });

  it('says what is wrong beside each field and sends nothing; the server’s named fields are marked the same way', async () => {
    const api = serveApi({
      'GET /api/auth/details': { body: productionUser },
      [`GET ${URL}`]: { body: detail(STARTED) },
      [`POST ${URL}/finish`]: { status: 400, body: { message: 'Buenas más rechazadas no pueden pasar de las 118 piezas que entraron a la operación.', fields: ['good', 'rejected'] } },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Terminar' }));
    const rejected = finishForm().getByLabelText(/^Piezas rechazadas/);
    await userEvent.clear(rejected);
    await userEvent.type(rejected, '2');
    await userEvent.click(finishForm().getByRole('button', { name: 'Guardar y terminar' }));
    const good = finishForm().getByLabelText(/^Piezas buenas/);
    expect(good).toHaveAttribute('aria-invalid', 'true');
    expect(good).toHaveAccessibleDescription(expect.stringContaining('no pueden pasar de las 120 piezas'));
    const reason = finishForm().getByLabelText(/^Motivo del rechazo/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(finishForm().getAllByRole('alert').map((a) => a.textContent)).toContain('Elige el motivo del rechazo.');

    // 'Otro' needs a note.
    await userEvent.clear(good);
    await userEvent.type(good, '118');
    await userEvent.selectOptions(reason, 'Otro');
    await userEvent.click(finishForm().getByRole('button', { name: 'Guardar y terminar' }));
    const note = finishForm().getByLabelText(/^Nota/);
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(finishForm().getAllByRole('alert').map((a) => a.textContent)).toContain('Con el motivo «Otro», escribe qué pasó.');
    expect(api.writes()).toEqual([]);

    // The server refuses and names fields: its message beside the first, the others marked.
    await userEvent.type(note, 'Se rompió la aguja');
    await userEvent.click(finishForm().getByRole('button', { name: 'Guardar y terminar' }));
    expect(await finishForm().findByText('Buenas más rechazadas no pueden pasar de las 118 piezas que entraron a la operación.')).toHaveAttribute('role', 'alert');
    expect(good).toHaveAttribute('aria-invalid', 'true');
    expect(rejected).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes().map((r) => r.body)).toEqual([{ good: 118, rejected: 2, reason: 'other', note: 'Se rompió la aguja', version: 5 }]);
  });

  it('shows the 409 message when someone else finished it first, and what it is now', async () => {
    let reads = 0;
    serveApi({
      'GET /api/auth/details': { body: productionUser },
      [`GET ${URL}`]: () => ({ body: reads++ === 0 ? detail(STARTED) : detail({ ...STARTED, status: 'done', good: 120, rejected: 0, version: 6, finishedByName: 'Andrea Ruiz', finishedAt: '2026-12-01T18:10:00.000Z' }) }),
      [`POST ${URL}/finish`]: { status: 409, body: { message: 'Otra persona cambió esta operación mientras tanto. Revisa cómo quedó.' } },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Terminar' }));
    await userEvent.click(finishForm().getByRole('button', { name: 'Guardar y terminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Otra persona cambió esta operación mientras tanto. Revisa cómo quedó.');
    expect(await screen.findByText('Esta operación ya está terminada.')).toBeInTheDocument();
    expect(screen.getByText(/^Andrea Ruiz, 1 de diciembre de 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Operación terminada' })).not.toBeInTheDocument();
  });

  it('is read-only for a designer', async () => {
    serveApi({ 'GET /api/auth/details': { body: designerUser }, [`GET ${URL}`]: { body: detail(STARTED) } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bordado · Pecho izquierdo' })).toBeInTheDocument();
    expect(await screen.findByText(/^Solo consulta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la orden OF-00012' })).toBeInTheDocument();
  });

  it('says the operation does not exist for an unknown or malformed id', async () => {
    serveApi({ 'GET /api/auth/details': { body: productionUser }, [`GET ${URL}`]: { status: 404, body: { message: 'La operación no existe.' } } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta operación' })).toBeInTheDocument();
  });
});
