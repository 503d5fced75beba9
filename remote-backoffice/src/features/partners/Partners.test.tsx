import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@muestrario/shared/testing';
import { RFC_MESSAGES } from '@muestrario/shared/rules';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { PARTNER, partnerPage, READS } from '../../test/fixtures';

async function open(url: string, title: string, routes: ApiRoutes = {}) {
  const api = serveApi({ ...READS, ...routes });
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}

describe('Socios de Negocio list', () => {
  it('shows the server page with the true total and asks the server to search', async () => {
    const api = await open('/admin/socios/socios-negocios', 'Socios de Negocio');
    const table = await screen.findByRole('table', { name: 'Socios de Negocio' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'RFC', 'Email', 'Tipo', 'Editar']);
    expect(within(within(table).getAllByRole('row')[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Textiles Finos de Puebla, S.A. de C.V.P00001',
      'TFP110504QW9',
      'ventas@textilesfinospuebla.com.mx',
      'Proveedor',
      'Editar Textiles Finos de Puebla, S.A. de C.V.',
    ]);
    expect(screen.getByText('Mostrando 1 a 10 de 29 resultados')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'cumbres');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/business-partners' && r.query.get('search') === 'cumbres')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(api.requests.at(-1)?.query.get('page')).toBe('2'));
  });

  it('keeps the search, the type and the page in the URL: a reload or a shared link shows the same page', async () => {
    const api = await open('/admin/socios/socios-negocios?q=cumbres&tipo=Proveedor&pagina=2', 'Socios de Negocio');
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/api/business-partners').at(-1)!;
      expect([last.query.get('search'), last.query.get('type'), last.query.get('page')]).toEqual(['cumbres', 'Proveedor', '2']);
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar socio' })).toHaveValue('cumbres');
    expect(screen.getByLabelText('Tipo de socio')).toHaveValue('Proveedor');
    // A new filter starts again from the first page.
    await userEvent.selectOptions(screen.getByLabelText('Tipo de socio'), 'Cliente');
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/api/business-partners').at(-1)!;
      expect([last.query.get('search'), last.query.get('type'), last.query.get('page')]).toEqual(['cumbres', 'Cliente', '1']);
    });
  });

  it('says in Spanish when the list cannot be loaded, with Reintentar', async () => {
    await open('/admin/socios/socios-negocios', 'Socios de Negocio', { 'GET /api/business-partners': { status: 503, body: { message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los datos.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('partner master data', () => {
  it('loads every field from the server, with the contacts and addresses tabs', async () => {
    await open('/admin/socios/socios-negocios/1', PARTNER.cardName);
    expect(screen.getByLabelText('Código')).toHaveValue('C00001');
    expect(screen.getByLabelText('RFC')).toHaveValue('CCN150312K22');
    expect(screen.getByLabelText('Sitio web')).toHaveValue('https://cumbresdelnorte.com.mx');
    expect(screen.getByRole('radio', { name: 'Activo' })).toBeChecked();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Personas de Contacto', 'Direcciones', 'Condiciones de pago', 'Ejecución de pago', 'Finanzas', 'Anexos']);
    await userEvent.click(screen.getByRole('tab', { name: 'Personas de Contacto' }));
    expect(screen.getByLabelText('Nombre (contacto 1)')).toHaveValue('Ing. Rodrigo Garza');
    await userEvent.click(screen.getByRole('tab', { name: 'Direcciones' }));
    expect(screen.getByLabelText('Calle y número')).toHaveValue(PARTNER.address);
    expect(screen.getByLabelText('Tipo (dirección 1)')).toHaveValue('Envío');
    await userEvent.click(screen.getByRole('tab', { name: 'Finanzas' }));
    expect(screen.getByLabelText('Régimen fiscal')).toHaveValue('601');
    // A persona moral: the deductions of personas físicas are not offered.
    expect(within(screen.getByLabelText('Uso del CFDI')).queryByRole('option', { name: /D01/ })).not.toBeInTheDocument();
  });

  it('creates a partner with a contact and opens it, warning about the RFC check digit', async () => {
    const created = { ...PARTNER, id: 31, cardCode: 'C00031', cardName: 'Uniformes del Golfo', rfc: 'EKU9003173C8', contacts: [], addresses: [], warnings: [RFC_MESSAGES.checkDigit] };
    const api = await open('/admin/socios/socios-negocios/nuevo', 'Nuevo socio de negocio', {
      'POST /api/business-partners': { status: 201, body: created },
      'GET /api/business-partners/31': { body: created },
    });
    await userEvent.type(screen.getByLabelText('Nombre'), 'Uniformes del Golfo');
    await userEvent.type(screen.getByLabelText('RFC'), 'eku9003173c8');
    expect(screen.getByText(/Persona moral: el dígito verificador no coincide/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Personas de Contacto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar contacto' }));
    await userEvent.type(screen.getByLabelText('Nombre (contacto 1)'), 'Rosa Díaz');
    await userEvent.click(screen.getByRole('button', { name: 'Crear socio' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes del Golfo' })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/business-partners', body: expect.objectContaining({ cardName: 'Uniformes del Golfo', rfc: 'eku9003173c8', contacts: [{ name: 'Rosa Díaz', position: '', phone: '', email: '' }] }) }),
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/socios/socios-negocios/31');
    expect(screen.getByText(`Aviso: ${RFC_MESSAGES.checkDigit}`)).toBeInTheDocument();
  });

  it('checks the form before sending: a bad RFC date and a contact without a name', async () => {
    const api = await open('/admin/socios/socios-negocios/nuevo', 'Nuevo socio de negocio');
    await userEvent.type(screen.getByLabelText('Nombre'), 'X');
    await userEvent.type(screen.getByLabelText('RFC'), 'EKU9013173C9');
    await userEvent.click(screen.getByRole('button', { name: 'Crear socio' }));
    expect(screen.getByLabelText('RFC')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(RFC_MESSAGES.date)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('keeps what was typed and says why in Spanish when saving fails', async () => {
    await open('/admin/socios/socios-negocios/1', PARTNER.cardName, {
      'PUT /api/business-partners/1': { status: 409, body: { message: 'Ya existe un socio con ese código. Escribe otro o déjalo vacío para numerarlo.', fields: ['cardCode'] } },
    });
    await userEvent.clear(screen.getByLabelText('Código'));
    await userEvent.type(screen.getByLabelText('Código'), 'C00002');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un socio con ese código');
    expect(screen.getByLabelText('Código')).toHaveValue('C00002');
    expect(screen.getByLabelText('Código')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what was typed when the network is down', async () => {
    await open('/admin/socios/socios-negocios/1', PARTNER.cardName, { 'PUT /api/business-partners/1': { status: 502, body: {} } });
    await userEvent.type(screen.getByLabelText('Móvil'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar. Revisa tu conexión');
    expect(screen.getByLabelText('Móvil')).toHaveValue('81123456789');
  });

  it('says so when the partner does not exist', async () => {
    await open('/admin/socios/socios-negocios/99', 'No encontramos este socio de negocio', { 'GET /api/business-partners': { body: partnerPage() } });
  });
});
