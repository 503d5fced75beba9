import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { designerUser, productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { board, emptyWeek } from '../../test/production-board';

const BOARD = '/api/production/board';
const open = (url = '/admin/produccion/tablero') => renderRemote(remote, { url, mountPath: '/admin/*' });
const boardTable = () => within(screen.getByRole('table', { name: /Tablero de planta/ }));
const boardReads = (api: ReturnType<typeof serveApi>) => api.requests.filter((r) => r.method === 'GET' && r.path === BOARD);

/** The page picks the wide table or the phone list from the window's width. */
function windowIsWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const serveBoard = (user: object = productionUser, more: ApiRoutes = {}) =>
  serveApi({ 'GET /api/auth/details': { body: user }, [`GET ${BOARD}`]: { body: board() }, ...more });

/** The cell of a machine's row under a day's column (columns: Máquina, then the days). */
function cell(machine: string, column: number) {
  const row = boardTable().getByRole('rowheader', { name: new RegExp(machine) }).closest('tr')!;
  return within(within(row).getAllByRole('cell')[column]!);
}

describe('Producción › Tablero de planta', () => {
  beforeEach(() => windowIsWide(true));

  it('shows machines as rows and the days as columns, today marked, with links to each queue', async () => {
    serveBoard();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tablero de planta' })).toBeInTheDocument();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    const headers = boardTable().getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Máquina', 'lunes23 nov', 'martes24 nov', 'miércoles25 nov', 'jueves26 nov· Hoy', 'viernes27 nov', 'sábado28 nov', 'domingo29 nov']);
    expect(headers[4]).toHaveAttribute('aria-current', 'date');
    expect(headers[1]).not.toHaveAttribute('aria-current');
    const rowHeaders = boardTable().getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual([
      'Tajima 6 cabezasBordadora · 6 cabezas',
      'Brother 1 cabezaBordadora · 1 cabeza',
      'Plancha neumáticaPlancha / prensa · 1 cabeza',
      'Bordadora viejaBordadora · 6 cabezasInactiva',
    ]);
    expect(within(rowHeaders[0]!).getByRole('link', { name: 'Tajima 6 cabezas' })).toHaveAttribute('href', '/admin/produccion/maquinas/1/cola');
    expect(document.title).toMatch(/^Tablero de planta/);
  });

  it('lists each cell by due date with folio, client, label, minutes, pieces, status, and marks late orders in words', async () => {
    serveBoard();
    open();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    const monday = cell('Tajima', 0);
    expect(monday.getByText('320 de 480 min')).toBeInTheDocument();
    const cards = monday.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['OF-00006 · Bordado · Manga', 'OF-00005 · Bordado · Pecho izquierdo']);
    expect(within(cards[0]!).getByRole('link', { name: 'OF-00006' })).toHaveAttribute('href', '/admin/produccion/ordenes/6');
    expect(cards[0]).toHaveTextContent('Hospital Ángeles del Sur');
    expect(cards[0]).toHaveTextContent('120 min');
    expect(cards[0]).toHaveTextContent('40 piezas');
    expect(cards[0]).toHaveTextContent('En proceso');
    expect(within(cards[0]!).getByText('Atrasada')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Atrasada')).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Pendiente');
    expect(cell('Plancha', 1).getByRole('article')).toHaveAccessibleName('OF-00005 · Planchado DTF · Pecho derecho');
  });

  it('says "Sobrecargada" on an overloaded cell and "Cerrado" on a closed day, not by colour alone', async () => {
    serveBoard();
    open();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    const thursday = cell('Tajima', 3);
    expect(thursday.getByText('540 de 480 min')).toBeInTheDocument();
    expect(thursday.getByText('Sobrecargada')).toBeInTheDocument();
    expect(cell('Tajima', 0).queryByText('Sobrecargada')).not.toBeInTheDocument();
    expect(cell('Tajima', 6).getByText('Cerrado')).toBeInTheDocument();
    expect(cell('Tajima', 5).getByText('0 de 300 min')).toBeInTheDocument();
    expect(cell('Bordadora vieja', 0).getByText('Cerrado')).toBeInTheDocument();
    expect(screen.getAllByText('Sobrecargada')).toHaveLength(1);
  });

  it("lists the operations without machine or day under 'Sin planear'", async () => {
    serveBoard();
    open();
    const section = within(await screen.findByRole('region', { name: 'Sin planear' }));
    expect(section.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['OF-00008 · Bordado · Gorra frente']);
  });

  it('steps through weeks with the first day in the address, and "Hoy" goes back to this week', async () => {
    const api = serveBoard(productionUser, {
      [`GET ${BOARD}`]: (request) => ({ body: request.query.get('from') ? emptyWeek(request.query.get('from')!) : board() }),
    });
    open();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    const weeks = within(screen.getByRole('navigation', { name: 'Semanas del tablero' }));
    expect(weeks.getByRole('link', { name: 'Semana anterior' })).toHaveAttribute('href', '/admin/produccion/tablero?from=2026-11-16');
    expect(weeks.getByRole('link', { name: 'Hoy' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(weeks.getByRole('link', { name: 'Semana siguiente' }));
    // A busy machine may take longer than the default second to render the next week.
    expect(await screen.findByRole('columnheader', { name: /lunes\s*30 nov/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?from=2026-11-30');
    expect(boardReads(api).at(-1)?.query.get('from')).toBe('2026-11-30');
    expect(screen.getByText('Del 30 nov – 6 dic')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Semanas del tablero' })).getByRole('link', { name: 'Hoy' })).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('link', { name: 'Hoy' }));
    expect(await screen.findByRole('columnheader', { name: /jueves\s*26 nov/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
    // This week comes from SWR's cache (read when the page opened, within its deduping interval): no
    // request is due, so what counts is the address and the navigation, and that no other week was read.
    expect(within(screen.getByRole('navigation', { name: 'Semanas del tablero' })).getByRole('link', { name: 'Hoy' })).toHaveAttribute('aria-current', 'page');
    expect(boardReads(api).map((r) => r.query.get('from'))).toEqual(expect.arrayContaining([null, '2026-11-30']));
    expect(new Set(boardReads(api).map((r) => r.query.get('from')))).toEqual(new Set([null, '2026-11-30']));
  });

  it('reads the week a link gives and ignores a `from` that is no date', async () => {
    const api = serveBoard(productionUser, { [`GET ${BOARD}`]: (request) => ({ body: emptyWeek(request.query.get('from') ?? '2026-11-23') }) });
    const { unmount } = open('/admin/produccion/tablero?from=2026-11-16');
    expect(await screen.findByRole('columnheader', { name: /lunes\s*16 nov/ })).toBeInTheDocument();
    expect(boardReads(api)[0]?.query.get('from')).toBe('2026-11-16');
    unmount();
    open('/admin/produccion/tablero?from=ayer');
    await screen.findByRole('table', { name: /Tablero de planta/ });
    expect(boardReads(api).at(-1)?.query.has('from')).toBe(false);
  });

  it('moves an operation: only machines of its kind, the day, and the version seen; then the board reads again', async () => {
    const api = serveBoard(productionUser, {
      'PUT /api/production/operations/11/plan': (request) => ({ body: { ...board().operations[0], ...(request.body as object), machineName: 'Brother 1 cabeza', version: 4 } }),
    });
    open();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    const reads = boardReads(api).length;
    await userEvent.click(cell('Tajima', 0).getByRole('button', { name: 'Mover OF-00005 · Bordado · Pecho izquierdo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mover OF-00005 · Bordado · Pecho izquierdo' }));
    const machine = dialog.getByLabelText(/^Máquina/);
    expect(within(machine).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tajima 6 cabezas', 'Brother 1 cabeza']);
    expect(machine).toHaveValue('1');
    const day = dialog.getByLabelText(/^Día/);
    expect(day).toHaveValue('2026-11-23');
    await userEvent.selectOptions(machine, '2');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-27');
    await userEvent.click(dialog.getByRole('button', { name: 'Mover' }));
    expect(await screen.findByText('OF-00005 · Bordado · Pecho izquierdo: ahora en Brother 1 cabeza, viernes 27 nov.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes().map((r) => [r.method, r.path, r.body])).toEqual([['PUT', '/api/production/operations/11/plan', { machineId: 2, plannedDay: '2026-11-27', version: 3 }]]);
    await waitFor(() => expect(boardReads(api).length).toBeGreaterThan(reads));
  });

  it('shows a refusal (409: someone moved it first) inside the dialog as an alert, reads the board again, and retries with the new version', async () => {
    const message = 'Alguien más cambió esta operación mientras la veías. Revisa el tablero y vuelve a intentarlo.';
    let current = board();
    let puts = 0;
    const api = serveBoard(productionUser, {
      [`GET ${BOARD}`]: () => ({ body: current }),
      'PUT /api/production/operations/13/plan': (request) => {
        puts += 1;
        if (puts === 1) {
          // Someone else changed it meanwhile: the next read shows version 2.
          current = board({ operations: current.operations.map((o) => (o.id === 13 ? { ...o, version: 2 } : o)) });
          return { status: 409, body: { message } };
        }
        return { body: { ...current.operations[2], ...(request.body as object), version: 3 } };
      },
    });
    open();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    const reads = boardReads(api).length;
    await userEvent.click(cell('Tajima', 3).getByRole('button', { name: /^Mover OF-00007/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Mover OF-00007/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mover' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(api.writes()[0]?.body).toEqual({ machineId: 1, plannedDay: '2026-11-26', version: 1 });
    await waitFor(() => expect(boardReads(api).length).toBeGreaterThan(reads));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()[1]?.body).toEqual({ machineId: 1, plannedDay: '2026-11-26', version: 2 });
  });

  it('marks an empty day beside its field and sends nothing', async () => {
    const api = serveBoard();
    open();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    await userEvent.click(screen.getByRole('button', { name: /^Mover OF-00008/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Mover OF-00008/ }));
    expect(dialog.getByLabelText(/^Máquina/)).toHaveValue('1');
    const day = dialog.getByLabelText(/^Día/);
    expect(day).toHaveValue('2026-11-26');
    await userEvent.clear(day);
    await userEvent.click(dialog.getByRole('button', { name: 'Mover' }));
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('alert')).toHaveTextContent('Escribe un día válido.');
    expect(api.writes()).toEqual([]);
  });

  it('offers no "Mover" to whoever may not move operations (a designer)', async () => {
    serveBoard(designerUser);
    open();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    expect(cell('Tajima', 0).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Mover/ })).not.toBeInTheDocument();
  });

  it('says when it cannot read the board, with a retry', async () => {
    serveApi({ 'GET /api/auth/details': { body: productionUser }, [`GET ${BOARD}`]: { status: 500, body: { message: 'x' } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el tablero de planta');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('Tablero de planta on a phone', () => {
  beforeEach(() => windowIsWide(false));

  it('shows one day at a time (today first), machines stacked, instead of the wide table', async () => {
    serveBoard();
    open();
    const list = within(await screen.findByRole('region', { name: 'Tablero por día' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const day = list.getByLabelText('Día');
    expect(day).toHaveValue('2026-11-26');
    expect(within(day).getAllByRole('option')[3]).toHaveTextContent('jueves 26 nov (hoy)');
    const machines = list.getAllByRole('heading', { level: 3 });
    expect(machines.map((h) => within(h).getByRole('link').textContent)).toEqual(['Tajima 6 cabezas', 'Brother 1 cabeza', 'Plancha neumática', 'Bordadora vieja']);
    expect(list.getByText('540 de 480 min')).toBeInTheDocument();
    expect(list.getByText('Sobrecargada')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Mover OF-00007 · Bordado · Espalda' })).toBeInTheDocument();

    await userEvent.selectOptions(day, '2026-11-23');
    expect(list.getByText('320 de 480 min')).toBeInTheDocument();
    expect(list.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['OF-00006 · Bordado · Manga', 'OF-00005 · Bordado · Pecho izquierdo']);
    expect(list.queryByText('Sobrecargada')).not.toBeInTheDocument();
  });
});

/** A stand-in for the browser's EventSource: the test sends the server's signals through it. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
}

describe('Tablero de planta, live', () => {
  beforeEach(() => {
    windowIsWide(true);
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it("shows another person's move after a 'production' signal, without a reload", async () => {
    let current = board();
    const api = serveBoard(productionUser, { [`GET ${BOARD}`]: () => ({ body: current }) });
    open();
    await screen.findByRole('table', { name: /Tablero de planta/ });
    expect(cell('Brother', 4).queryByRole('article')).not.toBeInTheDocument();
    const reads = boardReads(api).length;

    const moved = { ...current.operations[0]!, machineId: 2, machineName: 'Brother 1 cabeza', plannedDay: '2026-11-27', version: 4 };
    current = board({ operations: [moved, ...current.operations.slice(1)] });
    expect(FakeEventSource.last?.url).toMatch(/events/);
    act(() => {
      FakeEventSource.last!.dispatchEvent(new MessageEvent('production', { data: JSON.stringify({ orderId: 5 }) }));
    });
    expect(await cell('Brother', 4).findByRole('article', { name: 'OF-00005 · Bordado · Pecho izquierdo' })).toBeInTheDocument();
    expect(cell('Tajima', 0).getAllByRole('article')).toHaveLength(1);
    expect(boardReads(api).length).toBeGreaterThan(reads);
  });
});
