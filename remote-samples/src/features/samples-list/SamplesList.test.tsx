import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SampleListItem } from '@muestrario/shared/contract';
import { designSentNotice } from '@muestrario/shared/domain';
import { answer, http, qualityUser, recordRequests, renderRemote, sampleListItem, samplesListAnswer, server } from '@muestrario/shared/testing';
import remote from '../../routes';

const sample = (sampleId: number, sampleName: string, cardName: string, sampleStage: SampleListItem['sampleStage']) => sampleListItem({ sampleId, sampleName, cardName, sampleStage });
const SAMPLES = [
  sample(1, 'Uniformes planta Querétaro', 'Aceros del Norte', 1),
  sample(2, 'Polo evento', 'TEXTILES DE MÉXICO', 2),
  sample(3, 'Gorras', 'Logística Álamo', 3),
  sample(4, 'Overoles autorizados', 'Minera del Bajío', 7),
];

const table = () => screen.findByRole('table', { name: 'Todas las muestras' });
const projectNames = async () => within(await table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);

const onTestEnd: (() => void)[] = [];
afterEach(() => onTestEnd.splice(0).forEach((undo) => undo()));

describe('/samples list', () => {
  it("shows the notice another screen left ('Diseño enviado…') until it is closed", async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples', state: { notice: designSentNotice('Polo evento') } });
    const text = await screen.findByText('Diseño enviado: «Polo evento» pasó a Renderizado.');
    const status = text.closest<HTMLElement>('[role="status"]')!;
    expect(status).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText(/Diseño enviado/)).not.toBeInTheDocument();
  });

  it('shows no notice when none was left', async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples' });
    await screen.findByRole('table', { name: 'Todas las muestras' });
    expect(screen.queryByText(/Diseño enviado/)).not.toBeInTheDocument();
  });

  it('lists every sample, authorised ones included, under "Muestras"', async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Muestras' })).toBeInTheDocument();
    expect(await projectNames()).toEqual(['Uniformes planta Querétaro', 'Polo evento', 'Gorras', 'Overoles autorizados']);
    expect(screen.getByText('4 muestras')).toBeInTheDocument();
  });

  it('marks the authorised samples that became production orders, in words', async () => {
    const made = [...SAMPLES.slice(0, 3), { ...SAMPLES[3]!, production: { orders: 1, pieces: 120, latestFolio: 'OF-00012' } }, { ...sample(5, 'Camisolas', 'Hotel Costa', 7), production: { orders: 2, pieces: 1240, latestFolio: 'OF-00031' } }];
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(made, request)));
    renderRemote(remote, { url: '/samples' });
    const t = within(await table());
    const row = (name: string) => t.getByRole('link', { name }).closest('tr')!;
    expect(row('Overoles autorizados')).toHaveTextContent('En producción: OF-00012 · 120 piezas');
    expect(row('Camisolas')).toHaveTextContent('En producción: 2 órdenes · 1,240 piezas');
    expect(row('Gorras')).not.toHaveTextContent('En producción');
  });

  it('opens stage 1 in the editor and stages 2 and above in the review screen', async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples' });
    const t = within(await table());
    expect(t.getByRole('link', { name: 'Uniformes planta Querétaro' })).toHaveAttribute('href', '/samples/1/design');
    expect(t.getByRole('link', { name: 'Polo evento' })).toHaveAttribute('href', '/samples/2');
    expect(t.getByRole('link', { name: 'Gorras' })).toHaveAttribute('href', '/samples/3');
  });

  it('searches project and client ignoring case and accents, and keeps the search in the URL', async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples' });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar muestra' }), 'mex');
    // The search goes to the server once typing pauses; the previous rows stay until the answer.
    await waitFor(async () => expect(await projectNames()).toEqual(['Polo evento']));
    expect(screen.getByText('1 muestra coincide')).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?q=mex');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar muestra' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar muestra' }), 'QUERÉTARO');
    await waitFor(async () => expect(await projectNames()).toEqual(['Uniformes planta Querétaro']));
  });

  it('filters by stage into the URL', async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples' });
    await table();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Etapa' }), '2. Renderizado');
    await waitFor(async () => expect(await projectNames()).toEqual(['Polo evento']));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?etapa=2');
  });

  it('restores search and stage from the URL (a reload or a shared link)', async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples?q=m%C3%A9x&etapa=2' });
    expect(await projectNames()).toEqual(['Polo evento']);
    expect(screen.getByRole('searchbox', { name: 'Buscar muestra' })).toHaveValue('méx');
    expect(screen.getByRole('combobox', { name: 'Etapa' })).toHaveValue('2');
  });

  it('says when nothing matches and clears the filters on request', async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples?q=zzz' });
    expect(await screen.findByRole('heading', { name: 'Ninguna muestra coincide' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await projectNames()).toHaveLength(4);
  });

  it('asks the server with the search and the stage, one page at a time', async () => {
    const sent = recordRequests();
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/samples?q=m%C3%A9x&etapa=2' });
    await table();
    expect(sent.map((r) => r.path)).toContain('/api/dashboard/samples?q=m%C3%A9x&stage=2&limit=25');
  });

  it('loads the next page at the end of the list ("Cargar más muestras"), appending the rows', async () => {
    // Rows as tall as a browser makes them (jsdom lays nothing out): the windowed list measures them.
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(57);
    onTestEnd.push(() => offsetHeight.mockRestore());
    const many = Array.from({ length: 60 }, (_, i) => sample(100 + i, `Proyecto ${i + 1}`, 'Cliente', 1));
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(many, request)));
    renderRemote(remote, { url: '/samples' });
    expect(await projectNames()).toHaveLength(25);
    expect(screen.getByText('60 muestras')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más muestras' }));
    await waitFor(async () => expect(await projectNames()).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más muestras' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más muestras' })).not.toBeInTheDocument());
    expect(screen.getByText('No hay más muestras.')).toBeInTheDocument();
    // Past two pages only the rows near the viewport are in the page (jsdom's is at the top); the table
    // still counts every row, and the rows stand where they are among them.
    const names = await projectNames();
    expect(names[0]).toBe('Proyecto 1');
    expect(names.length).toBeLessThan(60);
    expect(await table()).toHaveAttribute('aria-rowcount', '61');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.at(-1)).toHaveAttribute('aria-rowindex', String(names.length + 1));
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const many = Array.from({ length: 30 }, (_, i) => sample(100 + i, `Proyecto ${i + 1}`, 'Cliente', 1));
    const observed: IntersectionObserverCallback[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(many, request)));
      renderRemote(remote, { url: '/samples' });
      expect(await projectNames()).toHaveLength(25);
      act(() => observed.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(async () => expect(await projectNames()).toHaveLength(30));
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('tells the user when a search fails, keeps what they typed, and retries on "Reintentar"', async () => {
    let fail = false;
    server.use(http.get('/api/dashboard/samples', ({ request }) => (fail ? answer(503, { message: 'x' }) : samplesListAnswer(SAMPLES, request))));
    renderRemote(remote, { url: '/samples' });
    await table();
    fail = true;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar muestra' }), 'Gorr');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las muestras. Revisa tu conexión e inténtalo de nuevo.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar muestra' })).toHaveValue('Gorr');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(async () => expect(await projectNames()).toEqual(['Gorras']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loading state, then an empty state with "Crear muestra" when there are no samples', async () => {
    let release: (response: Response) => void = () => {};
    server.use(http.get('/api/dashboard/samples', () => new Promise<Response>((resolve) => (release = resolve))));
    renderRemote(remote, { url: '/samples' });
    expect(await screen.findByText('Cargando muestras')).toHaveAttribute('role', 'status');
    release(answer(200, { items: [], total: 0, nextCursor: null }));
    expect(await screen.findByRole('heading', { name: 'Todavía no hay muestras' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Crear muestra' })[0]).toHaveAttribute('href', '/create-sample');
  });

  it("offers quality no way to create a sample: no 'Crear muestra' above the list nor in its empty state", async () => {
    server.use(http.get('/api/auth/details', () => answer(200, qualityUser)), http.get('/api/dashboard/samples', () => answer(200, { items: [], total: 0, nextCursor: null })));
    renderRemote(remote, { url: '/samples' });
    expect(await screen.findByRole('heading', { name: 'Todavía no hay muestras' })).toBeInTheDocument();
    expect(screen.getByText('Cuando un vendedor cree una muestra aparecerá aquí.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear muestra' })).not.toBeInTheDocument();
  });
});

describe('/clients list', () => {
  it('is the same list, opening samples under /clients/{id} (stage 1 still goes to the editor)', async () => {
    server.use(http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/clients' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    const t = within(await table());
    expect(t.getByRole('link', { name: 'Polo evento' })).toHaveAttribute('href', '/clients/2');
    expect(t.getByRole('link', { name: 'Uniformes planta Querétaro' })).toHaveAttribute('href', '/samples/1/design');
  });
});
