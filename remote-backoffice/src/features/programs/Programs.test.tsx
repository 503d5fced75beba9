import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, demoUser, designerUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';
import { employee, KIT_OPTIONS, PROGRAM, ROSTER } from './program-fixtures';

const PROGRAM_URL = '/admin/socios/socios-negocios/1/programas/5';
const open = (url = PROGRAM_URL) => renderRemote(remote, { url, mountPath: '/admin/*' });
const reads = (over: ApiRoutes = {}): ApiRoutes => ({
  ...READS,
  'GET /api/auth/details': { body: demoUser },
  'GET /api/programs/5': { body: PROGRAM },
  'GET /api/programs/5/employees': { body: ROSTER },
  'GET /api/programs/5/kit-options': { body: KIT_OPTIONS },
  ...over,
});

describe('a client’s uniform programs', () => {
  it('lists the client’s programs on its partner page and creates one, opening its page', async () => {
    const api = serveApi(
      reads({
        'GET /api/business-partners/1/programs': { body: [PROGRAM] },
        'POST /api/business-partners/1/programs': { status: 201, body: { ...PROGRAM, id: 5 } },
      }),
    );
    open('/admin/socios/socios-negocios/1');
    const section = within(await screen.findByRole('region', { name: 'Programas de uniformes' }));
    const table = within(await section.findByRole('table', { name: 'Programas de uniformes' }));
    expect(table.getByRole('link', { name: 'Uniformes 2026' })).toHaveAttribute('href', PROGRAM_URL);
    expect(table.getAllByRole('row')[1]).toHaveTextContent('Anual: 01/01/2026 al 31/12/2026');
    await userEvent.click(section.getByRole('button', { name: 'Nuevo programa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo programa de uniformes' }));
    const name = dialog.getByLabelText(/^Nombre del programa/);
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Crear programa' }));
    expect(await dialog.findByText('Escribe el nombre.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Dotación planta');
    await userEvent.selectOptions(dialog.getByLabelText(/^Periodo/), 'semestral');
    await userEvent.click(dialog.getByRole('button', { name: 'Crear programa' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes 2026' })).toBeInTheDocument();
    const post = api.writes().find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ name: 'Dotación planta', period: 'semestral', sellerId: null, active: true });
  });

  it('shows no programs to a role that may not see them', async () => {
    const api = serveApi(reads({ 'GET /api/auth/details': { body: designerUser } }));
    open('/admin/socios/socios-negocios/1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Programas de uniformes' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path.endsWith('/programs'))).toBe(false);
  });

  it('opens the program on its own page with its title and the job titles with their kits', async () => {
    serveApi(reads());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes 2026' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Programa Uniformes 2026/);
    expect(screen.getByRole('tab', { name: 'Puestos y kits', selected: true })).toBeInTheDocument();
    const kit = within(screen.getByRole('table', { name: 'Kit de Operador de almacén' }));
    expect(kit.getAllByRole('row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Estilo'),
      expect.stringMatching(/POL-001.*Azul marino.*Polos operadores Logística.*CH, M, G, XG, 2XG, 3XG.*2/),
      expect.stringMatching(/GOR-001.*Gorras Logística.*UNI.*1/),
    ]);
    expect(screen.getByRole('region', { name: 'Supervisor' })).toHaveTextContent('4 piezas por empleado por periodo');
  });

  it('adds a kit line: the samples offered follow the chosen style’s garment', async () => {
    const api = serveApi(reads({ 'POST /api/programs/5/job-titles/11/kit-lines': { status: 201, body: PROGRAM } }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar prenda al kit de Supervisor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar prenda al kit de Supervisor' }));
    await userEvent.selectOptions(await dialog.findByLabelText(/^Estilo/), '8');
    const samples = dialog.getByLabelText(/^Muestra autorizada/);
    expect(within(samples).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige la muestra', 'Chamarras Logística (Chamarra de trabajo)', 'Logo en lienzo']);
    await userEvent.selectOptions(samples, '42');
    const pieces = dialog.getByLabelText(/^Piezas por periodo/);
    await userEvent.clear(pieces);
    await userEvent.type(pieces, '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar al kit' }));
    expect(await screen.findByText('Prenda agregada al kit.')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ path: '/api/programs/5/job-titles/11/kit-lines', body: { itemId: 8, colourId: 80, sampleId: 42, piecesPerPeriod: 2 } });
  });

  it('lists the roster with a size column per garment, filters it, and adds an employee with the sizes of its kit', async () => {
    const api = serveApi(
      reads({
        'POST /api/programs/5/employees': (request) =>
          (request.body as { employeeNumber: string }).employeeNumber === 'E0001'
            ? { status: 409, body: { message: 'El número de empleado E0001 ya es de Juan Pérez.', fields: ['employeeNumber'] } }
            : { status: 201, body: employee({ id: 102, name: 'Martha Ibarra' }) },
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Plantilla' }));
    const table = within(await screen.findByRole('table', { name: '2 empleados' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Empleado', 'Puesto y área', 'Talla POL-001', 'Talla GOR-001', 'Talla CHM-001', 'Ingreso', 'Estado', 'Acciones']);
    expect(table.getByRole('rowheader', { name: 'Juan Pérez Núm. E0001' })).toBeInTheDocument();
    expect(table.getByRole('rowheader', { name: 'Rosa Díaz' }).closest('tr')).toHaveTextContent(/Rosa DíazSupervisorPatioG—XG01\/06\/2024Activo/);
    await userEvent.selectOptions(screen.getByLabelText('Área'), 'Patio');
    expect(api.requests.some((r) => r.path === '/api/programs/5/employees' && r.query.get('area') === 'Patio' && r.query.get('active') === 'true')).toBe(true);
    // A job title chosen: only its kit's sizes are columns.
    await userEvent.selectOptions(screen.getByLabelText('Puesto'), '11');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '2 empleados' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Empleado', 'Puesto y área', 'Talla POL-001', 'Talla CHM-001', 'Ingreso', 'Estado', 'Acciones']),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Agregar empleado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar empleado' }));
    await userEvent.type(dialog.getByLabelText(/^Número de empleado/), 'E0001');
    await userEvent.type(dialog.getByLabelText(/^Nombre completo/), 'Martha Ibarra');
    const kitSizes = within(dialog.getByRole('group', { name: 'Tallas de su kit' }));
    await userEvent.selectOptions(kitSizes.getByLabelText(/^Talla de Polo/), 'G');
    await userEvent.selectOptions(kitSizes.getByLabelText(/^Talla de Gorra/), 'UNI');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar empleado' }));
    const number = dialog.getByLabelText(/^Número de empleado/);
    expect(await dialog.findByText('El número de empleado E0001 ya es de Juan Pérez.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(number);
    await userEvent.type(number, 'E0100');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar empleado' }));
    expect(await screen.findByText('Martha Ibarra agregado a la plantilla.')).toBeInTheDocument();
    expect(api.writes().at(-1)?.body).toEqual({ employeeNumber: 'E0100', name: 'Martha Ibarra', jobTitleId: 10, area: null, startDate: null, active: true, sizes: { 'item:7': 'G', 'item:9': 'UNI' } });
  });

  it('offers an admin the seller; offers no writing to a seller on another seller’s program', async () => {
    serveApi(reads({ 'GET /api/auth/details': { body: adminUser } }));
    const { unmount } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar programa' }));
    expect(await screen.findByLabelText(/^Vendedor/)).toBeInTheDocument();
    unmount();
    serveApi(reads({ 'GET /api/programs/5': { body: { ...PROGRAM, sellerId: 99 } } }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar programa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agregar prenda/ })).not.toBeInTheDocument();
  });

  it('says a program that does not exist is not found', async () => {
    serveApi(reads({ 'GET /api/programs/5': { status: 404, body: { message: 'El programa de uniformes no existe.' } } }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos este programa de uniformes' })).toBeInTheDocument();
  });
});
