import { act, screen, within } from '@testing-library/react';
import { productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { boardOperation, queue } from '../../test/production-board';
import { queueDayText } from './MachineQueuePage';

const QUEUE = '/api/production/machines/1/queue';
const open = (url = '/admin/produccion/maquinas/1/cola') => renderRemote(remote, { url, mountPath: '/admin/*' });

describe('Cola de una máquina', () => {
  it("lists the machine's open operations, next first, each opening its operation page", async () => {
    serveApi({ 'GET /api/auth/details': { body: productionUser }, [`GET ${QUEUE}`]: { body: queue() } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tajima 6 cabezas' })).toBeInTheDocument();
    expect(screen.getByText(/Bordadora · 6 cabezas/)).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Operaciones de Tajima 6 cabezas' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/admin/produccion/operaciones/12');
    expect(first).toHaveTextContent('Siguiente');
    expect(first).toHaveTextContent('lunes 23 nov');
    expect(first).toHaveTextContent('OF-00006');
    expect(first).toHaveTextContent('Hospital Ángeles del Sur');
    expect(first).toHaveTextContent('Bordado · Manga');
    expect(first).toHaveTextContent('40 piezas · 120 min');
    expect(first).toHaveTextContent('En proceso');
    expect(first).toHaveTextContent('Atrasada');
    const second = within(items[1]!).getByRole('link');
    expect(second).toHaveAttribute('href', '/admin/produccion/operaciones/13');
    expect(second).toHaveTextContent('Hoy');
    expect(second).not.toHaveTextContent('Atrasada');
    expect(second).not.toHaveTextContent('Siguiente');
    expect(within(items[2]!).getByRole('link')).toHaveTextContent('1 pieza · 35 min');
    expect(screen.getByRole('link', { name: 'Tablero de planta' })).toHaveAttribute('href', '/admin/produccion/tablero');
    expect(document.title).toMatch(/^Cola de Tajima 6 cabezas/);
  });

  it('says when the machine has nothing pending', async () => {
    serveApi({ 'GET /api/auth/details': { body: productionUser }, [`GET ${QUEUE}`]: { body: queue({ operations: [] }) } });
    open();
    expect(await screen.findByRole('heading', { name: 'Sin trabajo pendiente' })).toBeInTheDocument();
  });

  it('answers an address that is no machine without asking the server, and a missing machine with an alert', async () => {
    const api = serveApi({ 'GET /api/auth/details': { body: productionUser }, 'GET /api/production/machines/9/queue': { status: 404, body: { message: 'La máquina no existe.' } } });
    const { unmount } = open('/admin/produccion/maquinas/abc/cola');
    expect(await screen.findByRole('heading', { name: 'Máquina no encontrada' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/production'))).toEqual([]);
    unmount();
    open('/admin/produccion/maquinas/9/cola');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la cola de la máquina');
  });

  it('names the day of a queued operation', () => {
    expect(queueDayText(null, '2026-11-26')).toBe('Sin día');
    expect(queueDayText('2026-11-26', '2026-11-26')).toBe('Hoy');
    expect(queueDayText('2026-11-30', '2026-11-26')).toBe('lunes 30 nov');
  });
});

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
}

describe('Cola de una máquina, live', () => {
  beforeEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it("shows work moved onto the machine by someone else after a 'production' signal", async () => {
    let current = queue();
    serveApi({ 'GET /api/auth/details': { body: productionUser }, [`GET ${QUEUE}`]: () => ({ body: current }) });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Tajima 6 cabezas' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    current = queue({ operations: [...queue().operations, boardOperation({ id: 20, orderFolio: 'OF-00010', plannedDay: '2026-12-01' })] });
    act(() => {
      FakeEventSource.last!.dispatchEvent(new MessageEvent('production', { data: JSON.stringify({ orderId: 10 }) }));
    });
    expect(await screen.findByRole('link', { name: /OF-00010/ })).toHaveAttribute('href', '/admin/produccion/operaciones/20');
  });
});
