import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SampleListItem } from '@muestrario/shared/contract';
import { answer, http, renderRemote, server } from '@muestrario/shared/testing';
import remote from '../../routes';

const sample = (sampleId: number, sampleName: string, cardName: string, sampleStage: SampleListItem['sampleStage']): SampleListItem => ({
  sampleId,
  sampleName,
  cardName,
  title: 'Playera',
  department: 'Ventas',
  sampleOn: 'Prenda',
  sampleStage,
  dueDate: '2026-12-01',
  ownerId: 1,
});
const SAMPLES = [
  sample(1, 'Uniformes planta Querétaro', 'Aceros del Norte', 1),
  sample(2, 'Polo evento', 'TEXTILES DE MÉXICO', 2),
  sample(3, 'Gorras', 'Logística Álamo', 3),
  sample(4, 'Overoles autorizados', 'Minera del Bajío', 7),
];

const table = () => screen.findByRole('table', { name: 'Todas las muestras' });
const projectNames = async () => within(await table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('/samples list', () => {
  it('lists every sample, authorised ones included, under "Muestras"', async () => {
    server.use(http.get('/api/dashboard/samples', () => answer(200, SAMPLES)));
    renderRemote(remote, { url: '/samples' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Muestras' })).toBeInTheDocument();
    expect(await projectNames()).toEqual(['Uniformes planta Querétaro', 'Polo evento', 'Gorras', 'Overoles autorizados']);
    expect(screen.getByText('4 muestras')).toBeInTheDocument();
  });

  it('opens stage 1 in the editor and stages 2 and above in the review screen', async () => {
    server.use(http.get('/api/dashboard/samples', () => answer(200, SAMPLES)));
    renderRemote(remote, { url: '/samples' });
    const t = within(await table());
    expect(t.getByRole('link', { name: 'Uniformes planta Querétaro' })).toHaveAttribute('href', '/samples/1/design');
    expect(t.getByRole('link', { name: 'Polo evento' })).toHaveAttribute('href', '/samples/2');
    expect(t.getByRole('link', { name: 'Gorras' })).toHaveAttribute('href', '/samples/3');
  });

  it('searches project and client ignoring case and accents, and keeps the search in the URL', async () => {
    server.use(http.get('/api/dashboard/samples', () => answer(200, SAMPLES)));
    renderRemote(remote, { url: '/samples' });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar muestra' }), 'mex');
    expect(await projectNames()).toEqual(['Polo evento']);
    expect(screen.getByText('1 de 4 muestras')).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?q=mex');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar muestra' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar muestra' }), 'QUERÉTARO');
    expect(await projectNames()).toEqual(['Uniformes planta Querétaro']);
  });

  it('filters by stage into the URL', async () => {
    server.use(http.get('/api/dashboard/samples', () => answer(200, SAMPLES)));
    renderRemote(remote, { url: '/samples' });
    await table();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Etapa' }), '2. Renderizado');
    expect(await projectNames()).toEqual(['Polo evento']);
    expect(screen.getByTestId('location-search')).toHaveTextContent('?etapa=2');
  });

  it('restores search and stage from the URL (a reload or a shared link)', async () => {
    server.use(http.get('/api/dashboard/samples', () => answer(200, SAMPLES)));
    renderRemote(remote, { url: '/samples?q=m%C3%A9x&etapa=2' });
    expect(await projectNames()).toEqual(['Polo evento']);
    expect(screen.getByRole('searchbox', { name: 'Buscar muestra' })).toHaveValue('méx');
    expect(screen.getByRole('combobox', { name: 'Etapa' })).toHaveValue('2');
  });

  it('says when nothing matches and clears the filters on request', async () => {
    server.use(http.get('/api/dashboard/samples', () => answer(200, SAMPLES)));
    renderRemote(remote, { url: '/samples?q=zzz' });
    expect(await screen.findByRole('heading', { name: 'Ninguna muestra coincide' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await projectNames()).toHaveLength(4);
  });

  it('shows a loading state, then an empty state with "Crear muestra" when there are no samples', async () => {
    let release: (response: Response) => void = () => {};
    server.use(http.get('/api/dashboard/samples', () => new Promise<Response>((resolve) => (release = resolve))));
    renderRemote(remote, { url: '/samples' });
    expect(await screen.findByText('Cargando muestras')).toHaveAttribute('role', 'status');
    release(answer(200, []));
    expect(await screen.findByRole('heading', { name: 'Todavía no hay muestras' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Crear muestra' })[0]).toHaveAttribute('href', '/create-sample');
  });
});

describe('/clients list', () => {
  it('is the same list, opening samples under /clients/{id} (stage 1 still goes to the editor)', async () => {
    server.use(http.get('/api/dashboard/samples', () => answer(200, SAMPLES)));
    renderRemote(remote, { url: '/clients' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    const t = within(await table());
    expect(t.getByRole('link', { name: 'Polo evento' })).toHaveAttribute('href', '/clients/2');
    expect(t.getByRole('link', { name: 'Uniformes planta Querétaro' })).toHaveAttribute('href', '/samples/1/design');
  });
});
