import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import type { ReorderPreview } from '@muestrario/shared/contract';
import { adminUser, demoUser } from '@muestrario/shared/testing';
import { ToastProvider } from '@muestrario/shared/ui';
import { serveApi } from '../../../test/api-handlers';
import { ReorderTab } from './ReorderTab';

const PROGRAM = { id: 7, sellerId: demoUser.id };
const EMPLOYEES = [
  { id: 1, name: 'Ana Garza', employeeNumber: 'E0001', jobTitleName: 'Operador', area: 'Almacén', active: true },
  { id: 2, name: 'Luis Treviño', employeeNumber: 'E0002', jobTitleName: 'Operador', area: 'Patio', active: true },
  { id: 3, name: 'Rosa Baja', employeeNumber: null, jobTitleName: 'Operador', area: null, active: false },
];
const OVER = {
  employeeId: 2,
  employeeName: 'Luis Treviño',
  kitLineId: 10,
  garment: 'Polo piqué · Azul marino',
  allowed: 2,
  taken: 2,
  asked: 2,
  refused: 2,
  reason: 'overAllowance' as const,
  message: 'Excede su asignación del periodo: le corresponden 2 piezas, ya lleva 2 piezas y se piden 2 piezas; se rechazan 2 piezas.',
};
const preview = (over: Partial<ReorderPreview> = {}): ReorderPreview => ({
  programId: 7,
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  employees: [
    { id: 1, name: 'Ana Garza', employeeNumber: 'E0001', jobTitle: 'Operador', area: 'Almacén' },
    { id: 2, name: 'Luis Treviño', employeeNumber: 'E0002', jobTitle: 'Operador', area: 'Patio' },
  ],
  lines: [
    {
      sampleId: 40,
      sampleName: 'Polos almacén',
      itemId: 5,
      styleCode: 'POL-001',
      garment: 'Polo piqué · Azul marino',
      colours: ['Azul marino'],
      sizes: ['CH', 'M', 'G'],
      quantities: [[0, 2, 0]],
      total: 2,
      names: [
        { name: 'Ana Garza', size: 'M', colour: 'Azul marino', text: 'NOMBRE', employeeId: 1 },
        { name: 'Ana Garza', size: 'M', colour: 'Azul marino', text: 'NOMBRE', employeeId: 1 },
      ],
    },
  ],
  refusals: [OVER],
  exceptions: [],
  problems: [],
  servedEmployees: 1,
  pieces: 2,
  ...over,
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function open() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/programa']}>
          <Routes>
            <Route path="*" element={<ReorderTab program={PROGRAM} employees={EMPLOYEES} jobTitles={[{ id: 4, name: 'Operador' }]} areas={['Almacén', 'Patio']} />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('the program’s Reorden tab', () => {
  it('a quick pick ticks whom the server chose and shows each garment’s grid, its names and the refusals with the reason', async () => {
    const api = serveApi({ 'GET /api/auth/details': { body: demoUser }, 'POST /api/programs/7/reorders/preview': { body: preview() } });
    open();
    const picker = within(screen.getByRole('region', { name: 'Empleados' }));
    // Only active employees are offered.
    expect(picker.queryByText('Rosa Baja')).not.toBeInTheDocument();
    await userEvent.click(picker.getByRole('button', { name: 'Nuevos ingresos' }));
    expect(await screen.findByText('1 empleado · 2 piezas en 1 línea')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ pick: { kind: 'nuevos', days: 30 } });
    expect(picker.getByRole('checkbox', { name: /Ana Garza/ })).toBeChecked();
    expect(picker.getByRole('checkbox', { name: /Luis Treviño/ })).toBeChecked();

    const grid = screen.getByRole('table', { name: /POL-001/ });
    const row = within(grid).getByRole('row', { name: /Azul marino/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '2', '0', '2']);
    expect(screen.getByRole('list', { name: 'Nombres de POL-001' })).toHaveTextContent('Ana GarzaAzul marino · M · 2 piezas');
    const refusals = screen.getByRole('table', { name: 'Rechazadas (1)' });
    expect(within(refusals).getByRole('row', { name: /Luis Treviño/ })).toHaveTextContent(OVER.message);
    // A seller may create the order but not authorise exceptions.
    expect(screen.getByRole('button', { name: 'Crear orden de venta' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Autorizar excepción' })).not.toBeInTheDocument();
  });

  it('a changed selection makes the preview stale; creating sends the ids and the previewed pieces, then opens the order', async () => {
    const api = serveApi({
      'GET /api/auth/details': { body: demoUser },
      'POST /api/programs/7/reorders/preview': { body: preview() },
      'POST /api/programs/7/reorders': { status: 201, body: { ...preview(), orderId: 321, folio: 'OV00321', requestId: null } },
    });
    open();
    const picker = within(screen.getByRole('region', { name: 'Empleados' }));
    await userEvent.click(picker.getByRole('button', { name: 'Todos' }));
    await screen.findByText('1 empleado · 2 piezas en 1 línea');
    await userEvent.click(picker.getByRole('checkbox', { name: /Luis Treviño/ }));
    expect(screen.getByText(/La selección cambió/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Crear orden de venta' })).toBeDisabled();
    await userEvent.click(picker.getByRole('checkbox', { name: /Luis Treviño/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear orden de venta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/ventas/pedidos/321'));
    const create = api.requests.find((r) => r.path === '/api/programs/7/reorders');
    expect(create?.body).toEqual({ pick: { kind: 'empleados', employeeIds: [1, 2] }, expectedPieces: 2 });
  });

  it('an admin authorises an exception with a required reason: the preview runs again with it', async () => {
    const api = serveApi({
      'GET /api/auth/details': { body: { ...adminUser, id: 99 } },
      'POST /api/programs/7/reorders/preview': (request) => {
        const body = request.body as { exceptions?: unknown[] } | undefined;
        return body?.exceptions
          ? { body: preview({ refusals: [], pieces: 4, servedEmployees: 2, exceptions: [{ employeeId: 2, employeeName: 'Luis Treviño', kitLineId: 10, garment: OVER.garment, extraPieces: 2, reason: 'Uniforme dañado' }] }) }
          : { body: preview() };
      },
    });
    open();
    await userEvent.click(within(screen.getByRole('region', { name: 'Empleados' })).getByRole('button', { name: 'Todos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Autorizar excepción' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Autorizar excepción' }));
    expect(dialog.getByRole('checkbox', { name: /Luis Treviño/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Autorizar' }));
    const reason = dialog.getByLabelText(/^Motivo/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('alert')).toHaveTextContent('Escribe el motivo de la excepción.');
    await userEvent.type(reason, 'Uniforme dañado');
    await userEvent.click(dialog.getByRole('button', { name: 'Autorizar' }));
    expect(await screen.findByText(/Luis Treviño · Polo piqué · Azul marino: 2 piezas más\. Motivo: Uniforme dañado/)).toBeInTheDocument();
    const last = api.requests.filter((r) => r.path === '/api/programs/7/reorders/preview').at(-1);
    expect(last?.body).toEqual({ pick: { kind: 'empleados', employeeIds: [1, 2] }, exceptions: [{ employeeId: 2, kitLineId: 10, reason: 'Uniforme dañado' }] });
  });
});
