import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { ProgramReport } from '@muestrario/shared/contract';
import { demoUser } from '@muestrario/shared/testing';
import { serveApi } from '../../../test/api-handlers';
import { ReportTab } from './ReportTab';

const ROW = { employeeId: 1, employeeName: 'Ana Garza', employeeNumber: 'E0001', jobTitle: 'Operador', area: 'Almacén', active: true, kitLineId: 10, garment: 'Polo piqué · Azul marino' };
const REPORT: ProgramReport = {
  programId: 7,
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  rows: [
    { ...ROW, allowance: 2, extra: 1, ordered: 3, delivered: 1, due: 2, toOrder: 0, orders: ['OV00120', 'OV00125'] },
    { ...ROW, employeeId: 2, employeeName: 'Luis Treviño', allowance: 2, extra: 0, ordered: 0, delivered: 0, due: 2, toOrder: 2, orders: [] },
  ],
  totals: { employees: 2, allowance: 4, extra: 1, ordered: 3, delivered: 1, due: 4, toOrder: 2 },
  exceptions: [
    {
      id: 1, employeeId: 1, employeeName: 'Ana Garza', kitLineId: 10, garment: 'Polo piqué · Azul marino', extraPieces: 1, reason: 'Uniforme dañado',
      approvedBy: { id: 6, name: 'Sofía Treviño' }, approvedAt: '2025-03-10T15:00:00.000Z', order: { id: 125, folio: 'OV00125', status: 'Abierta' }, counts: true,
    },
  ],
};

describe('the program’s Informe tab', () => {
  it('shows per employee the allowance with exceptions, ordered, delivered and due, the exceptions with who and why, and downloads a CSV', async () => {
    serveApi({ 'GET /api/auth/details': { body: demoUser }, 'GET /api/programs/7/report': { body: REPORT } });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter>
          <ReportTab programId={7} programName="Uniformes 2025" />
        </MemoryRouter>
      </SWRConfig>,
    );
    const table = await screen.findByRole('table', { name: 'Piezas por empleado' });
    const ana = within(table).getByRole('row', { name: /Ana Garza/ });
    expect(within(ana).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Polo piqué · Azul marino', '2 + 1', '3', '1', '2', '0', 'OV00120, OV00125']);
    const exceptions = screen.getByRole('table', { name: 'Excepciones autorizadas' });
    expect(within(exceptions).getByRole('row', { name: /Ana Garza/ })).toHaveTextContent('Uniforme dañado');
    expect(within(exceptions).getByRole('row', { name: /Ana Garza/ })).toHaveTextContent('Sofía Treviño');
    expect(within(exceptions).getByRole('link', { name: 'OV00125' })).toHaveAttribute('href', '/admin/ventas/pedidos/125');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(created).toHaveLength(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    const text = await created[0]!.text();
    expect(text.split('\r\n')[1]).toBe('E0001,Ana Garza,Operador,Almacén,Sí,Polo piqué · Azul marino,2,1,3,1,2,0,OV00120 OV00125');
  });
});
