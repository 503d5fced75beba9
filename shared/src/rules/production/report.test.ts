import {
  actualMinutes,
  daysOfRange,
  instantInRange,
  instantWindow,
  minutesByMachine,
  ordersByStatus,
  piecesPerDay,
  PRODUCTION_REPORT_MESSAGES,
  productionOrderIsLate,
  productionReportRange,
  productionReportTotals,
  type ReportOperation,
} from './report';

const op = (over: Partial<ReportOperation>): ReportOperation => ({
  orderId: 1,
  sequence: 1,
  last: false,
  kind: 'embroidery',
  machineId: 1,
  machineName: 'Tajima',
  minutes: 60,
  startedAt: '2026-11-20T16:00:00.000Z',
  finishedAt: '2026-11-20T17:30:00.000Z',
  good: 10,
  rejected: 0,
  ...over,
});

describe('productionReportRange', () => {
  it('defaults to the last 30 days up to today, today included', () => {
    expect(productionReportRange({}, '2026-11-27')).toEqual({ ok: true, from: '2026-10-29', to: '2026-11-27' });
  });
  it('takes 30 days back from a given end, and today as the end of a given start', () => {
    expect(productionReportRange({ to: '2026-03-01' }, '2026-11-27')).toEqual({ ok: true, from: '2026-01-31', to: '2026-03-01' });
    expect(productionReportRange({ from: '2026-11-01' }, '2026-11-27')).toEqual({ ok: true, from: '2026-11-01', to: '2026-11-27' });
  });
  it('accepts one day and a whole leap year, and refuses from after to or 367 days', () => {
    expect(productionReportRange({ from: '2026-11-27', to: '2026-11-27' }, '2026-11-27')).toEqual({ ok: true, from: '2026-11-27', to: '2026-11-27' });
    expect(productionReportRange({ from: '2028-01-01', to: '2028-12-31' }, '2026-11-27')).toMatchObject({ ok: true });
    expect(productionReportRange({ from: '2027-01-01', to: '2028-01-02' }, '2026-11-27')).toEqual({ ok: false, message: PRODUCTION_REPORT_MESSAGES.tooLong });
    expect(productionReportRange({ from: '2026-11-28', to: '2026-11-27' }, '2026-11-27')).toEqual({ ok: false, message: PRODUCTION_REPORT_MESSAGES.fromAfterTo });
    expect(productionReportRange({ from: '2026-12-01' }, '2026-11-27')).toEqual({ ok: false, message: PRODUCTION_REPORT_MESSAGES.fromAfterTo });
  });
});

describe('days and instants', () => {
  it('lists every day of a range across a month end', () => {
    expect(daysOfRange('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
  it('places an instant on its Mexico City day (UTC−6), and the SQL window holds it', () => {
    // 03:00 UTC on the 28th is still the 27th in Mexico City.
    expect(instantInRange('2026-11-28T03:00:00.000Z', '2026-11-27', '2026-11-27')).toBe(true);
    expect(instantInRange('2026-11-27T03:00:00.000Z', '2026-11-27', '2026-11-27')).toBe(false);
    expect(instantInRange('no es fecha', '2026-11-27', '2026-11-27')).toBe(false);
    const { since, until } = instantWindow('2026-11-27', '2026-11-27');
    expect(since < '2026-11-27T06:00:00.000Z' && '2026-11-28T05:59:59.999Z' < until).toBe(true);
  });
});

describe('productionOrderIsLate', () => {
  const order = { status: 'released' as const, plannedEnd: '2026-11-26', promisedDate: '2026-11-30' };
  it('is late when open and the planned end or the promised date is before today', () => {
    expect(productionOrderIsLate(order, '2026-11-27')).toBe(true);
    expect(productionOrderIsLate({ ...order, plannedEnd: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(productionOrderIsLate({ ...order, plannedEnd: null, promisedDate: '2026-11-26' }, '2026-11-27')).toBe(true);
    expect(productionOrderIsLate({ ...order, plannedEnd: null, promisedDate: null }, '2026-11-27')).toBe(false);
  });
  it('is never late once closed or cancelled', () => {
    expect(productionOrderIsLate({ ...order, status: 'closed' }, '2026-11-27')).toBe(false);
    expect(productionOrderIsLate({ ...order, status: 'cancelled' }, '2026-11-27')).toBe(false);
    expect(productionOrderIsLate({ ...order, status: 'in_progress' }, '2026-11-27')).toBe(true);
  });
});

describe('sums', () => {
  it('counts orders and pieces per status, every status listed', () => {
    expect(
      ordersByStatus([
        { status: 'planned', pieces: 120 },
        { status: 'planned', pieces: 30 },
        { status: 'closed', pieces: 50 },
      ]),
    ).toEqual([
      { status: 'planned', orders: 2, pieces: 150 },
      { status: 'released', orders: 0, pieces: 0 },
      { status: 'in_progress', orders: 0, pieces: 0 },
      { status: 'closed', orders: 1, pieces: 50 },
      { status: 'cancelled', orders: 0, pieces: 0 },
    ]);
  });

  it('measures actual minutes whole, floored, never negative', () => {
    expect(actualMinutes('2026-11-20T16:00:00.000Z', '2026-11-20T17:30:59.999Z')).toBe(90);
    expect(actualMinutes(null, '2026-11-20T17:30:00.000Z')).toBe(0);
    expect(actualMinutes('2026-11-20T18:00:00.000Z', '2026-11-20T17:30:00.000Z')).toBe(0);
  });

  it('adds estimated and actual minutes per machine and kind: machines by name, no machine last, kinds in order', () => {
    const rows = minutesByMachine([
      op({ machineId: 2, machineName: 'ZSK', minutes: 40 }),
      op({ machineId: 1, machineName: 'Barudan', kind: 'inspection', minutes: 10, startedAt: '2026-11-20T10:00:00.000Z', finishedAt: '2026-11-20T10:12:00.000Z' }),
      op({ machineId: 1, machineName: 'Barudan', minutes: 60 }),
      op({ machineId: 1, machineName: 'Barudan', minutes: 30, startedAt: '2026-11-21T16:00:00.000Z', finishedAt: '2026-11-21T16:45:00.000Z' }),
      op({ machineId: null, machineName: null, kind: 'packing', minutes: 5 }),
    ]);
    expect(rows).toEqual([
      { machineId: 1, machineName: 'Barudan', kind: 'embroidery', operations: 2, estimatedMinutes: 90, actualMinutes: 135 },
      { machineId: 1, machineName: 'Barudan', kind: 'inspection', operations: 1, estimatedMinutes: 10, actualMinutes: 12 },
      { machineId: 2, machineName: 'ZSK', kind: 'embroidery', operations: 1, estimatedMinutes: 40, actualMinutes: 90 },
      { machineId: null, machineName: 'Sin máquina', kind: 'packing', operations: 1, estimatedMinutes: 5, actualMinutes: 90 },
    ]);
  });

  it('counts finished pieces from last operations and rejects from all, per Mexico City day, every day of the range', () => {
    const days = piecesPerDay(
      [
        op({ last: false, good: 118, rejected: 2, finishedAt: '2026-11-20T18:00:00.000Z' }),
        op({ last: true, kind: 'packing', good: 117, rejected: 1, finishedAt: '2026-11-21T02:00:00.000Z' }), // still the 20th in Mexico City
        op({ last: true, good: 50, rejected: null, finishedAt: '2026-11-22T18:00:00.000Z' }),
        op({ last: true, good: 99, rejected: 9, finishedAt: '2026-11-25T18:00:00.000Z' }), // outside the range
      ],
      '2026-11-20',
      '2026-11-22',
    );
    expect(days).toEqual([
      { day: '2026-11-20', good: 117, rejected: 3 },
      { day: '2026-11-21', good: 0, rejected: 0 },
      { day: '2026-11-22', good: 50, rejected: 0 },
    ]);
  });

  it('gives the cards: open and late orders, finished and rejected pieces, rejection percent', () => {
    const totals = productionReportTotals({
      byStatus: ordersByStatus([{ status: 'planned', pieces: 1 }, { status: 'in_progress', pieces: 1 }, { status: 'closed', pieces: 1 }]),
      late: [{}],
      piecesPerDay: [
        { good: 117, rejected: 3 },
        { good: 0, rejected: 0 },
      ],
    });
    expect(totals).toEqual({ openOrders: 2, lateOrders: 1, finishedPieces: 117, rejectedPieces: 3, rejectionPercent: 2.5 });
    expect(productionReportTotals({ byStatus: [], late: [], piecesPerDay: [] }).rejectionPercent).toBeNull();
  });
});
