import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicEmployee, PublicProgram, PublicReorderRequest } from '@muestrario/shared/contract';
import { answer, http, server } from '@muestrario/shared/testing';
import { freshRuntimeConfig, TEST_API as API } from '../test/runtime-config';
import { PortalEntry } from './PortalEntry';

const TOKEN = 'p'.repeat(43);
const POLO = 'item:1';
const PANTS = 'item:2';
const employee = (id: number, name: string, over: Partial<PublicEmployee> = {}): PublicEmployee => ({
  id,
  employeeNumber: `E${id}`,
  name,
  jobTitleId: 10,
  area: 'Almacén',
  active: true,
  startDate: '2025-01-15',
  sizes: { [POLO]: 'M', [PANTS]: '32' },
  ...over,
});
const program: PublicProgram = {
  programName: 'Uniformes 2026',
  clientName: 'Hotel Pacífico',
  period: 'anual',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  contactName: 'Laura Méndez',
  expiresAt: '2026-04-09T20:05:00.000Z',
  jobTitles: [
    { id: 10, name: 'Operador', garmentTypes: [POLO, PANTS] },
    { id: 11, name: 'Recepción', garmentTypes: [POLO] },
  ],
  garmentTypes: [
    { garmentType: POLO, label: 'Polo piqué', sizes: ['S', 'M', 'L'] },
    { garmentType: PANTS, label: 'Pantalón', sizes: ['30', '32', '34'] },
  ],
  employees: [employee(1, 'Ana Ruiz'), employee(2, 'Juan Pérez', { active: false }), employee(3, 'Luis Soto', { jobTitleId: 11, sizes: { [POLO]: 'L' } })],
  requests: [],
};

beforeEach(() => freshRuntimeConfig({ answering: true }));
const serve = (p: PublicProgram = program) => server.use(http.get(`${API}/public/programs/${TOKEN}`, () => answer(200, p)));

describe('the HR portal page', () => {
  it("a link that does not open shows only why, with the page's own title", async () => {
    server.use(http.get(`${API}/public/programs/${TOKEN}`, () => answer(410, { message: 'Este enlace ya venció. Pide uno nuevo a tu vendedor.' })));
    render(<PortalEntry token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Este enlace no está disponible' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace ya venció. Pide uno nuevo a tu vendedor.');
    expect(document.title).toBe('Portal de uniformes · Muestrario');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('shows the program, its client and the roster as a table; inactive people cannot be chosen', async () => {
    serve();
    render(<PortalEntry token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes 2026' })).toBeInTheDocument();
    expect(screen.getByText('Cliente: Hotel Pacífico')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal de uniformes · Uniformes 2026 · Hotel Pacífico · Muestrario'));
    const table = screen.getByRole('table', { name: /Empleados del programa/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const ana = within(table).getByRole('row', { name: /Ana Ruiz/ });
    expect(within(ana).getByText('Polo M · Pantalón 32')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Luis Soto/ })).getByText('Polo L')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Elegir a Juan Pérez' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Elegir a Ana Ruiz' })).toBeEnabled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar empleado' }), 'recepcion');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it("adds a new hire: the job title's garments with their runs only, each size required, then the new row", async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/public/programs/${TOKEN}/employees`, async ({ request }) => {
        bodies.push(await request.json());
        return answer(201, employee(9, 'Rosa Ibarra', { jobTitleId: 10, sizes: { [POLO]: 'S', [PANTS]: '34' }, startDate: '2026-03-01' }));
      }),
    );
    const user = userEvent.setup();
    render(<PortalEntry token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Agregar empleado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar empleado' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar empleado' }));
    expect(within(dialog).getByRole('textbox', { name: /Nombre completo/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Escribe el nombre.')).toBeInTheDocument();
    expect(within(dialog).getByText('Elige el puesto.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Nombre completo/ }), 'Rosa Ibarra');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Puesto/ }), 'Operador');
    const polo = within(dialog).getByRole('combobox', { name: /Talla de Polo piqué/ });
    expect(within(polo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige la talla', 'S', 'M', 'L']);
    await user.selectOptions(polo, 'S');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar empleado' }));
    expect(within(dialog).getByText('Elige la talla de Pantalón.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Talla de Pantalón/ })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Talla de Pantalón/ }), '34');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar empleado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Rosa Ibarra', employeeNumber: null, jobTitleId: 10, area: null, startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sizes: { [POLO]: 'S', [PANTS]: '34' } }]);
    expect(screen.getByText('Agregaste a Rosa Ibarra.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Elegir a Rosa Ibarra' })).toBeInTheDocument();
  });

  it('edits sizes and marks someone inactive; a refusal is shown in the dialog and keeps it open', async () => {
    serve();
    const bodies: unknown[] = [];
    let status = 400;
    server.use(
      http.patch(`${API}/public/programs/${TOKEN}/employees/1`, async ({ request }) => {
        bodies.push(await request.json());
        return status === 200 ? answer(200, employee(1, 'Ana Ruiz', { active: false, sizes: { [POLO]: 'L', [PANTS]: '32' } })) : answer(400, { message: 'La talla «L» no es de Polo piqué.' });
      }),
    );
    const user = userEvent.setup();
    render(<PortalEntry token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Editar a Ana Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar a Ana Ruiz' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Talla de Polo piqué/ }), 'L');
    await user.click(within(dialog).getByRole('checkbox', { name: /Activo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La talla «L» no es de Polo piqué.');
    status = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({ sizes: { [POLO]: 'L', [PANTS]: '32' }, active: false });
    expect(screen.getByRole('checkbox', { name: 'Elegir a Ana Ruiz' })).toBeDisabled();
  });

  it('asks for a reorder for the chosen employees with a note, then lists it; with none chosen it says so', async () => {
    serve();
    const bodies: unknown[] = [];
    const sent: PublicReorderRequest = { id: 5, status: 'pendiente', note: 'Para el lunes', createdAt: '2026-03-10T16:00:00.000Z', employeeNames: ['Ana Ruiz', 'Luis Soto'] };
    server.use(
      http.post(`${API}/public/programs/${TOKEN}/requests`, async ({ request }) => {
        bodies.push(await request.json());
        return answer(201, sent);
      }),
    );
    const user = userEvent.setup();
    render(<PortalEntry token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar reorden' }));
    expect(screen.getByText('Elige al menos un empleado para la solicitud.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Elegir a todos los activos mostrados' }));
    expect(screen.getByText(/^2 empleados elegidos: Ana Ruiz, Luis Soto\.$/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nota para tu vendedor/ }), 'Para el lunes');
    await user.click(screen.getByRole('button', { name: 'Solicitar reorden' }));
    expect(await screen.findByText('Enviamos tu solicitud para 2 empleados. Tu vendedor ya la recibió.')).toBeInTheDocument();
    expect(bodies).toEqual([{ employeeIds: [1, 3], note: 'Para el lunes' }]);
    const history = screen.getByRole('list', { name: 'Solicitudes enviadas' });
    expect(within(history).getByText('Pendiente')).toBeInTheDocument();
    expect(within(history).getByText(/2 empleados: Ana Ruiz, Luis Soto/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Elegir a Ana Ruiz' })).not.toBeChecked();
  });

  it('a link revoked meanwhile turns the page into the refusal', async () => {
    serve();
    server.use(http.post(`${API}/public/programs/${TOKEN}/requests`, () => answer(410, { message: 'Este enlace ya no es válido: tu vendedor lo canceló.' })));
    const user = userEvent.setup();
    render(<PortalEntry token={TOKEN} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir a Ana Ruiz' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar reorden' }));
    expect(await screen.findByRole('heading', { name: 'Este enlace no está disponible' })).toBeInTheDocument();
    expect(screen.queryByText('Uniformes 2026')).not.toBeInTheDocument();
  });
});
