import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import remote from '../../routes';
import { localToday } from '@muestrario/shared/rules';
import { answer, http, qualityUser, recordRequests, renderRemote, sampleListItem as sample, samplesListAnswer, server } from '@muestrario/shared/testing';

const SAMPLES = [
  sample({ sampleId: 11, sampleName: 'Uniformes planta Querétaro', cardName: 'Aceros del Norte', sampleStage: 1 }),
  sample({ sampleId: 12, sampleName: 'Polo evento anual', cardName: 'ñandú Textil', title: null, department: null, sampleStage: 3 }),
  sample({ sampleId: 13, sampleName: 'Gorra autorizada', cardName: 'Bajío Logística', sampleStage: 7 }),
  sample({ sampleId: 14, sampleName: 'Overol con error', cardName: 'Grupo Minero', sampleOn: 'Lienzo', sampleStage: 8 }),
];

const user = { id: 1, username: 'demo', firstName: 'Mariana', lastName: 'López', role: 'seller' };

async function table() {
  return screen.findByRole('table', { name: 'Muestras pendientes' });
}

describe('home (remote-samples index)', () => {
  it("lists each user's own work: production the samples to make, another seller none of Mariana's", async () => {
    const production = { ...user, id: 9, role: 'production' } as const;
    server.use(
      http.get('/api/auth/details', () => answer(200, production)),
      http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request, production)),
    );
    renderRemote(remote, { url: '/' });
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['Polo evento anual']);
  });

  it('shows another seller an empty list', async () => {
    const otherSeller = { ...user, id: 9, role: 'seller' } as const;
    server.use(
      http.get('/api/auth/details', () => answer(200, otherSeller)),
      http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request, otherSeller)),
    );
    renderRemote(remote, { url: '/' });
    expect(await screen.findByText('No hay muestras pendientes')).toBeInTheDocument();
  });

  it('greets the signed-in user and links "Crear muestra" and "Ver todas"', async () => {
    server.use(http.get('/api/auth/details', () => answer(200, user)), http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer([], request)));
    renderRemote(remote, { url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByText(/¡Hola, Mariana!/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear muestra' })).toHaveAttribute('href', '/create-sample');
    expect(screen.getByRole('link', { name: /Ver todas/ })).toHaveAttribute('href', '/samples');
  });

  it("offers quality no 'Crear muestra', and an empty list says when work will arrive instead of inviting to create", async () => {
    server.use(http.get('/api/auth/details', () => answer(200, qualityUser)), http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer([], request)));
    renderRemote(remote, { url: '/' });
    expect(await screen.findByText('No hay muestras pendientes')).toBeInTheDocument();
    expect(screen.getByText('Cuando una muestra llegue a tu etapa aparecerá aquí.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear muestra' })).not.toBeInTheDocument();
  });

  it('lists the samples not yet authorised from /api/dashboard/samples', async () => {
    server.use(http.get('/api/auth/details', () => answer(200, user)), http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    const sent = recordRequests();
    renderRemote(remote, { url: '/' });
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Uniformes planta Querétaro',
      'AAceros del Norte',
      'Playera',
      'Ventas',
      'Prenda',
      expect.stringMatching(/^31 dic\.? 2099$/),
      'Diseño',
    ]);
    // Garment and department missing: a dash; the avatar shows the upper-cased initial.
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Polo evento anual',
      'Ññandú Textil',
      '—',
      '—',
      'Prenda',
      expect.stringMatching(/^31 dic\.? 2099$/),
      'Realización de muestra',
    ]);
    expect(screen.queryByText('Gorra autorizada')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Error')).toBeInTheDocument();
    // One page of the user's pending work, chosen by the server from their role.
    expect(sent).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/dashboard/samples?pending=true&limit=25', credentials: 'include' }));
  });

  it('opens stage 1 samples in the editor and the others in the review screen', async () => {
    server.use(http.get('/api/auth/details', () => answer(200, user)), http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/' });
    const t = within(await table());
    expect(t.getByRole('link', { name: 'Uniformes planta Querétaro' })).toHaveAttribute('href', '/samples/11/design');
    expect(t.getByRole('link', { name: 'Polo evento anual' })).toHaveAttribute('href', '/samples/12');
    expect(t.getByRole('link', { name: 'Overol con error' })).toHaveAttribute('href', '/samples/14');
  });

  it('opens the sample when any cell of its row is clicked', async () => {
    server.use(http.get('/api/auth/details', () => answer(200, user)), http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(SAMPLES, request)));
    renderRemote(remote, { url: '/' });
    await userEvent.click(within(await table()).getByText('Realización de muestra'));
    expect(screen.getByTestId('location')).toHaveTextContent('/samples/12');
  });

  it('shows skeleton rows while loading, then the empty state when nothing is pending', async () => {
    let release: (response: Response) => void = () => {};
    server.use(
      http.get('/api/auth/details', () => answer(200, user)),
      http.get('/api/dashboard/samples', () => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderRemote(remote, { url: '/' });
    expect(await screen.findByText('Cargando muestras pendientes')).toHaveAttribute('role', 'status');
    release(answer(200, { items: [], total: 0, nextCursor: null }));
    expect(await screen.findByRole('heading', { name: 'No hay muestras pendientes' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells the user in Spanish when the list cannot be loaded, and loads it on "Reintentar"', async () => {
    let fail = true;
    server.use(
      http.get('/api/auth/details', () => answer(200, user)),
      http.get('/api/dashboard/samples', ({ request }) => (fail ? answer(500, { message: 'Error interno' }) : samplesListAnswer(SAMPLES, request))),
    );
    renderRemote(remote, { url: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las muestras. Revisa tu conexión e inténtalo de nuevo.');
    expect(screen.queryByText('Error interno')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses a neutral welcome when the user is unknown', async () => {
    server.use(http.get('/api/auth/details', () => answer(500, {})), http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer([], request)));
    renderRemote(remote, { url: '/' });
    expect(await screen.findByText(/^Te damos la bienvenida\./)).toBeInTheDocument();
  });
});

describe('unknown remote-samples routes', () => {
  it('answers unknown paths with a Spanish not-found page', async () => {
    renderRemote(remote, { url: '/no-existe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/'));
  });
});

describe('home: due dates', () => {
  it("shows each pending sample's due date and marks the overdue ones in words", async () => {
    const day = (offset: number) => localToday(new Date(Date.now() + offset * 24 * 3600 * 1000));
    const rows = [
      sample({ sampleId: 21, sampleName: 'Atrasada', dueDate: day(-2), sampleStage: 3 }),
      sample({ sampleId: 22, sampleName: 'Para hoy', dueDate: day(0), sampleStage: 2 }),
      sample({ sampleId: 23, sampleName: 'A tiempo', dueDate: day(5), sampleStage: 1 }),
    ];
    server.use(http.get('/api/auth/details', () => answer(200, user)), http.get('/api/dashboard/samples', ({ request }) => samplesListAnswer(rows, request)));
    renderRemote(remote, { url: '/' });
    const list = within(await table());
    expect(list.getByRole('columnheader', { name: 'Fecha compromiso' })).toBeInTheDocument();
    const due = (name: string) => within(list.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[5]!.textContent;
    expect(due('Atrasada')).toMatch(/Vencida$/);
    expect(due('Para hoy')).toMatch(/Vence hoy$/);
    expect(due('A tiempo')).not.toMatch(/Venc/);
  });
});
