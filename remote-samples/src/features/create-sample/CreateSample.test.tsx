import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientSearchResult } from '@muestrario/shared/contract';
import { tomorrowLocal } from '@muestrario/shared/rules';
import { answer, designerUser, http, qualityUser, recordRequests, renderRemote, server, type RecordedRequest } from '@muestrario/shared/testing';
import remote from '../../routes';

const CLIENT: ClientSearchResult = {
  cardCode: 'C00002',
  cardName: 'Logística Álamo',
  email: 'rh@alamo.example.mx',
  phone1: '8187654321',
  address: 'Calle Hidalgo 5',
  city: 'Monterrey',
  county: 'San Pedro Garza García',
  state: 'Nuevo León',
  zipCode: '66220',
};

const NEW_CLIENT_VALUES = {
  'Nombre del cliente': 'Textiles de México',
  'Correo electrónico del cliente': 'compras@textiles.mx',
  'Teléfono del cliente (10 dígitos)': '5598765432',
  'Calle y número': 'Av. Juárez 45',
  'Alcaldía/Municipio': 'Cuauhtémoc',
  Estado: 'Ciudad de México',
  'Código postal': '06050',
} as const;

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Comenzar a diseñar' }));
const posts = (sent: RecordedRequest[]) => sent.filter((r) => r.method === 'POST');
const invalidLabels = () =>
  [...document.querySelectorAll('[aria-invalid="true"]')].map((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('role'));

/** Opens the form with the client search answering CLIENT, unless `handlers` (tried first) say otherwise. */
async function openForm(...handlers: Parameters<typeof server.use>) {
  // MSW tries handlers in the order given: the test's own first.
  server.use(...handlers, http.get('/api/business-partner/clients-search', () => answer(200, [CLIENT])));
  const sent = recordRequests();
  renderRemote(remote, { url: '/create-sample' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Nueva muestra' })).toBeInTheDocument();
  return sent;
}

async function chooseNewClient() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Te');
  await userEvent.click(await screen.findByRole('option', { name: 'Definir nuevo cliente' }));
  // The searched text is carried into 'Nombre del cliente' (issue 33).
  expect(field('Nombre del cliente')).toHaveValue('Te');
  await userEvent.clear(field('Nombre del cliente'));
}

async function fillValidNewSample() {
  await userEvent.type(field('Nombre del proyecto'), 'Uniformes de invierno');
  await chooseNewClient();
  for (const [label, value] of Object.entries(NEW_CLIENT_VALUES)) await userEvent.type(field(label), value);
}

describe('/create-sample', () => {
  it.each([
    ['Calidad', qualityUser],
    ['Diseñador', designerUser],
  ])('shows %s why they may not create samples, with no form to fill and nothing sent', async (label, user) => {
    server.use(http.get('/api/auth/details', () => answer(200, user)));
    const sent = recordRequests();
    renderRemote(remote, { url: '/create-sample' });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Tu rol (${label}) no permite crear muestras.`);
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva muestra' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nueva muestra' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las muestras' })).toHaveAttribute('href', '/samples');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('starts with tomorrow as due date and minimum, and no client fields until a client is chosen', async () => {
    await openForm();
    expect(field('Fecha de entrega')).toHaveValue(tomorrowLocal(new Date()));
    expect(field('Fecha de entrega')).toHaveAttribute('min', tomorrowLocal(new Date()));
    expect(screen.queryByLabelText('Nombre del cliente')).not.toBeInTheDocument();
  });

  it('marks the project name and the client when nothing is filled in, and sends nothing', async () => {
    const sent = await openForm();
    await submit();
    expect(invalidLabels()).toEqual(['Nombre del proyecto', 'Cliente']);
    expect(screen.getAllByTestId('invalid-icon')).toHaveLength(2);
    expect(posts(sent)).toHaveLength(0);
  });

  it.each<[string, string, string]>([
    ['Nombre del cliente', '', 'Nombre del cliente'],
    ['Correo electrónico del cliente', 'compras@textiles', 'Correo electrónico del cliente'],
    ['Teléfono del cliente (10 dígitos)', '559876543', 'Teléfono del cliente (10 dígitos)'],
    ['Calle y número', '', 'Calle y número'],
    ['Alcaldía/Municipio', '', 'Alcaldía/Municipio'],
    ['Estado', '', 'Estado'],
    ['Código postal', '0605', 'Código postal'],
    ['Nombre del proyecto', '', 'Nombre del proyecto'],
  ])('flags only "%s" when it breaks its rule, and sends nothing', async (label, value, flagged) => {
    const sent = await openForm();
    await fillValidNewSample();
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
    await submit();
    expect(invalidLabels()).toEqual([flagged]);
    expect(posts(sent)).toHaveLength(0);
    // Editing the field clears its flag.
    await userEvent.type(field(label), '1');
    expect(field(label)).not.toHaveAttribute('aria-invalid');
  });

  it('flags a due date before tomorrow', async () => {
    const sent = await openForm();
    await fillValidNewSample();
    await userEvent.clear(field('Fecha de entrega'));
    await userEvent.type(field('Fecha de entrega'), '2020-01-01');
    await submit();
    expect(invalidLabels()).toEqual(['Fecha de entrega']);
    expect(posts(sent)).toHaveLength(0);
  });

  it('searches clients only from 2 characters, lists "Definir nuevo cliente" first and fills a chosen client', async () => {
    const sent = await openForm();
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await userEvent.type(input, 'á');
    // Longer than the search's debounce: whatever it would do happens now, inside act.
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(sent.filter((r) => r.path.includes('clients-search'))).toHaveLength(0);
    await userEvent.type(input, 'l');
    const option = await screen.findByRole('option', { name: 'Logística Álamo' });
    expect(sent.find((r) => r.path.includes('clients-search'))!).toMatchObject({ method: 'GET', path: expect.stringContaining('search=%C3%A1l') });
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Definir nuevo cliente', 'Logística Álamo']);
    await userEvent.click(option);
    expect(field('Nombre del cliente')).toHaveValue('Logística Álamo');
    expect(field('Teléfono del cliente (10 dígitos)')).toHaveValue('8187654321');
    expect(field('Alcaldía/Municipio')).toHaveValue('San Pedro Garza García');
    expect(field('Código postal')).toHaveAttribute('readonly');
  });

  it('offers only "Definir nuevo cliente" when the search fails', async () => {
    await openForm(http.get('/api/business-partner/clients-search', () => answer(500, { message: 'Error' })));
    await userEvent.type(screen.getByRole('combobox', { name: 'Cliente' }), 'ac');
    await waitFor(() => expect(screen.getByText('No se pudo buscar. Intenta de nuevo.')).toBeVisible());
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Definir nuevo cliente']);
  });

  it('sends the payload, shows "Preparando área de diseño" and replaces the page with the editor', async () => {
    let release: (response: Response) => void = () => {};
    const sent = await openForm(http.post('/api/business/samples', () => new Promise<Response>((resolve) => (release = resolve))));
    await fillValidNewSample();
    await submit();
    const busy = await screen.findByRole('button', { name: 'Preparando área de diseño' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(posts(sent)[0]?.body).toBeDefined());
    expect(posts(sent)).toHaveLength(1);
    expect(posts(sent)[0]!.path).toBe('/api/business/samples');
    expect(posts(sent)[0]!.body).toEqual({
      sampleName: 'Uniformes de invierno',
      dueDate: tomorrowLocal(new Date()),
      department: '',
      cardCode: null,
      cardName: 'Textiles de México',
      address: 'Av. Juárez 45',
      zipCode: '06050',
      phone1: '5598765432',
      county: 'Cuauhtémoc',
      state: 'Ciudad de México',
      country: 'MEX',
      email: 'compras@textiles.mx',
    });
    release(answer(200, { sampleId: 41 }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/samples/41/design'));
  });

  it('shows the server’s message in a toast when creation fails, and flags the fields it names', async () => {
    await openForm(http.post('/api/business/samples', () => answer(400, { message: 'Revisa el campo: Estado.', fields: ['state'] })));
    await fillValidNewSample();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa el campo: Estado.');
    expect(invalidLabels()).toEqual(['Estado']);
    expect(screen.getByRole('button', { name: 'Comenzar a diseñar' })).toBeEnabled();
  });
});
