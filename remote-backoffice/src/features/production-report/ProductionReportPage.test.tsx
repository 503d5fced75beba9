import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductionOrderSummary, ProductionReport } from '@muestrario/shared/contract';
import { daysOfRange, PRODUCTION_REPORT_MESSAGES } from '@muestrario/shared/rules';
import { renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';

const LATE: ProductionOrderSummary = {
  id: 12,
  folio: 'OF-00012',
  status: 'in_progress',
  salesOrderId: 95,
  salesOrderFolio: 'OV00095',
  lineNumber: 1,
  clientId: 1,
  clientName: 'Hotel Costa Esmeralda',
  styleCode: 'POLO-PQ',
  styleDescription: 'Polo piqué',
  sampleId: 7,
  sampleName: 'Polos recepción',
  pieces: 120,
  promisedDate: '2026-11-25',
  plannedStart: '2026-11-18',
  plannedEnd: '2026-11-24',
  late: true,
  progressPercent: 51,
  goodPieces: 0,
  rejectedPieces: 2,
  totalMinutes: 900,
  createdAt: '2026-11-10T16:00:00.000Z',
  createdByName: 'Mariana López',
};

const report = (from: string, to: string): ProductionReport => ({
  from,
  to,
  byStatus: [
    { status: 'planned', orders: 2, pieces: 150 },
    { status: 'released', orders: 1, pieces: 50 },
    { status: 'in_progress', orders: 1, pieces: 120 },
    { status: 'closed', orders: 3, pieces: 200 },
    { status: 'cancelled', orders: 0, pieces: 0 },
  ],
  late: [LATE],
  minutes: [
    { machineId: 1, machineName: 'Tajima 6 cabezas', kind: 'embroidery', operations: 2, estimatedMinutes: 90, actualMinutes: 108 },
    { machineId: null, machineName: 'Sin máquina', kind: 'packing', operations: 1, estimatedMinutes: 10, actualMinutes: 8 },
  ],
  piecesPerDay: daysOfRange(from, to).map((day) =>
    day === '2026-11-20' ? { day, good: 118, rejected: 2 } : day === '2026-11-21' ? { day, good: 0, rejected: 3 } : { day, good: 0, rejected: 0 },
  ),
});

function serve() {
  return serveApi({
    ...READS,
    'GET /api/production/report': ({ query }) => ({ body: report(query.get('from') ?? '2026-10-29', query.get('to') ?? '2026-11-27') }),
  });
}

describe("'Informe de producción'", () => {
  it('shows the cards, each chart with its table, and the late orders linking to their page', async () => {
    const api = serve();
    renderRemote(remote, { url: '/admin/produccion/informes', mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de producción' })).toBeInTheDocument();
    expect(document.title).toBe('Informe de producción · Muestrario');
    expect(await screen.findByText('Del 29 oct 2026 al 27 nov 2026 (días de la Ciudad de México).')).toBeInTheDocument();
    // No range in the address: the server's default.
    expect(api.requests.find((r) => r.path === '/api/production/report')!.query.toString()).toBe('');

    const cards = within(screen.getByRole('region', { name: 'Indicadores' }));
    expect(cards.getByText('Órdenes abiertas').nextSibling).toHaveTextContent('4');
    expect(cards.getByText('Órdenes atrasadas').nextSibling).toHaveTextContent('1');
    expect(cards.getByText('Piezas terminadas').nextSibling).toHaveTextContent('118');
    // 5 rejected of 123.
    expect(cards.getByText('Rechazo').nextSibling).toHaveTextContent('4.1 %');

    const pieces = screen.getByRole('table', { name: 'Piezas por día' });
    expect(within(pieces).getAllByRole('row')).toHaveLength(1 + 2 + 1);
    expect(within(pieces).getByRole('rowheader', { name: '20 nov' }).closest('tr')).toHaveTextContent('20 nov1182');
    expect(screen.getByRole('img', { name: /Piezas por día: 20 nov 26: 118 buenas, 2 rechazadas; 21 nov 26: 0 buenas, 3 rechazadas\./ })).toBeInTheDocument();

    const status = screen.getByRole('table', { name: 'Órdenes por estado' });
    expect(within(status).getByRole('rowheader', { name: 'En proceso' }).closest('tr')).toHaveTextContent('En proceso1120');
    expect(within(status).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('Total7520');

    const minutes = screen.getByRole('table', { name: 'Minutos estimados contra reales' });
    expect(within(minutes).getByRole('rowheader', { name: 'Tajima 6 cabezas' }).closest('tr')).toHaveTextContent('Tajima 6 cabezasBordado290108+20 %');
    expect(within(minutes).getByRole('rowheader', { name: 'Sin máquina' }).closest('tr')).toHaveTextContent('−20 %');
    expect(screen.getByRole('img', { name: /Tajima 6 cabezas · Bordado 90 estimados, 108 reales/ })).toBeInTheDocument();

    const late = screen.getByRole('table', { name: 'Órdenes atrasadas' });
    expect(within(late).getByRole('link', { name: 'OF-00012' })).toHaveAttribute('href', '/admin/produccion/ordenes/12');
    expect(within(late).getByRole('rowheader', { name: 'OF-00012' }).closest('tr')).toHaveTextContent('Hotel Costa Esmeralda');
  });

  it('puts a checked range in the address and asks the server for it; a wrong range is said beside its field', async () => {
    const api = serve();
    renderRemote(remote, { url: '/admin/produccion/informes?from=2026-11-01&to=2026-11-30', mountPath: '/admin/*' });
    expect(await screen.findByText('Del 1 nov 2026 al 30 nov 2026 (días de la Ciudad de México).')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/production/report')!.query.toString()).toBe('from=2026-11-01&to=2026-11-30');

    const from = screen.getByLabelText('Desde');
    const to = screen.getByLabelText('Hasta');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-05');
    await userEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTION_REPORT_MESSAGES.fromAfterTo);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(to).not.toHaveAttribute('aria-invalid', 'true');
    const asked = api.requests.filter((r) => r.path === '/api/production/report').length;

    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-15');
    await userEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(await screen.findByText('Del 15 nov 2026 al 30 nov 2026 (días de la Ciudad de México).')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const requests = api.requests.filter((r) => r.path === '/api/production/report');
    expect(requests.length).toBe(asked + 1);
    expect(requests.at(-1)!.query.toString()).toBe('from=2026-11-15&to=2026-11-30');
  });

  it('says when nothing was made and nothing is late', async () => {
    serveApi({
      ...READS,
      'GET /api/production/report': { body: { ...report('2026-11-01', '2026-11-02'), late: [], minutes: [], piecesPerDay: daysOfRange('2026-11-01', '2026-11-02').map((day) => ({ day, good: 0, rejected: 0 })) } },
    });
    renderRemote(remote, { url: '/admin/produccion/informes', mountPath: '/admin/*' });
    expect(await screen.findByText('Ninguna orden abierta ha pasado su fin planeado ni su fecha prometida.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Indicadores' })).getByText('Rechazo').nextSibling).toHaveTextContent('—');
    expect(within(screen.getByRole('table', { name: 'Minutos estimados contra reales' })).getByText('Sin datos por ahora.')).toBeInTheDocument();
  });

  it('offers to try again when the report cannot be read', async () => {
    serveApi({ ...READS, 'GET /api/production/report': { status: 500, body: { message: 'Ocurrió un error inesperado.' } } });
    renderRemote(remote, { url: '/admin/produccion/informes', mountPath: '/admin/*' });
    expect(await screen.findByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });
});
