import { median, percent } from './median';
import { medianDaysPerStage, stageStays, type StageEvent } from './stage-times';
import { sampleConversion, sampleProductionConversion } from './conversion';
import { lastMonths, monthOf, salesBySellerMonth, type ReportOrder } from './sales-by-month';
import { formatCsvDate, formatMonth, formatReportCents, formatShortMonth, toCsv } from './csv';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString();

describe('median and percent', () => {
  it.each([
    [[], null],
    [[4], 4],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, 0], 5],
  ])('median(%j) is %s', (values, expected) => expect(median(values)).toBe(expected));

  it('percent rounds to one decimal and refuses an empty whole', () => {
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 4)).toBe(0);
    expect(percent(1, 0)).toBeNull();
  });
});

describe('stageStays', () => {
  it('enters stage 1 at creation and each change closes the stay before it, in time order', () => {
    const events: StageEvent[] = [
      { kind: 'stage_changed', at: day(3), to: 3 },
      { kind: 'created', at: day(0) },
      { kind: 'comment_added', at: day(1) },
      { kind: 'stage_changed', at: day(1), to: 2 },
    ];
    expect(stageStays(events)).toEqual([
      { stage: 1, enteredAt: day(0), leftAt: day(1) },
      { stage: 2, enteredAt: day(1), leftAt: day(3) },
      { stage: 3, enteredAt: day(3), leftAt: null },
    ]);
  });

  it('counts a second round through a stage as another stay; ignores unreadable times and changes without a stage', () => {
    const stays = stageStays([
      { kind: 'created', at: day(0) },
      { kind: 'stage_changed', at: day(2), to: 8 },
      { kind: 'stage_changed', at: 'nunca', to: 4 },
      { kind: 'stage_changed', at: day(3) },
      { kind: 'stage_changed', at: day(5), to: 1 },
    ]);
    expect(stays.map((s) => [s.stage, s.leftAt])).toEqual([[1, day(2)], [8, day(5)], [1, null]]);
  });
});

describe('medianDaysPerStage', () => {
  const now = new Date(day(100));
  it('takes the stays that ended within the window, one decimal, in the given stage order', () => {
    const a = [
      { stage: 1, enteredAt: day(0), leftAt: day(20) }, // ended 80 days ago: in
      { stage: 2, enteredAt: day(20), leftAt: day(21.5) },
      { stage: 3, enteredAt: day(21.5), leftAt: null }, // still there: out
    ];
    const b = [
      { stage: 1, enteredAt: day(0), leftAt: day(5) }, // ended 95 days ago: out
      { stage: 2, enteredAt: day(5), leftAt: day(95) },
      { stage: 1, enteredAt: day(95), leftAt: day(99) },
    ];
    expect(medianDaysPerStage([a, b], [1, 2, 3], now, 90)).toEqual([
      { stage: 1, medianDays: 12, stays: 2 },
      { stage: 2, medianDays: 45.8, stays: 2 },
      { stage: 3, medianDays: null, stays: 0 },
    ]);
  });
});

describe('sampleConversion', () => {
  it('counts authorised or sold samples, and those with an order that is not cancelled', () => {
    const samples = [
      { id: 1, stage: 7 },
      { id: 2, stage: 7 },
      { id: 3, stage: 6 }, // sold before authorisation: a candidate
      { id: 4, stage: 2 },
      { id: 5, stage: 7 },
    ];
    const orders = [
      { sampleId: 1, status: 'Abierta' },
      { sampleId: 1, status: 'Cerrada' },
      { sampleId: 3, status: 'Cerrada' },
      { sampleId: 4, status: 'Cancelada' },
      { sampleId: null, status: 'Abierta' },
      { sampleId: 99, status: 'Abierta' },
    ];
    expect(sampleConversion(samples, orders)).toEqual({ candidates: 4, withOrder: 2, percent: 50 });
    expect(sampleConversion([], [])).toEqual({ candidates: 0, withOrder: 0, percent: null });
  });
});

describe('sampleProductionConversion', () => {
  it('counts authorised samples and those with a production order that is not cancelled, with their pieces', () => {
    const samples = [
      { id: 1, stage: 7 },
      { id: 2, stage: 7 },
      { id: 3, stage: 7 },
      { id: 4, stage: 6 },
    ];
    const orders = [
      { sampleId: 1, status: 'closed', pieces: 120 },
      { sampleId: 1, status: 'planned', pieces: 30 },
      { sampleId: 2, status: 'cancelled', pieces: 50 },
      { sampleId: 4, status: 'planned', pieces: 10 }, // not authorised (any more): not counted
      { sampleId: 99, status: 'planned', pieces: 10 },
    ];
    expect(sampleProductionConversion(samples, orders)).toEqual({ authorised: 3, withProductionOrder: 1, percent: 33.3, pieces: 150 });
    expect(sampleProductionConversion([], [])).toEqual({ authorised: 0, withProductionOrder: 0, percent: null, pieces: 0 });
  });
});

describe('salesBySellerMonth', () => {
  const order = (sellerId: number, createdAt: string, totalMxnCents: number, status = 'Abierta'): ReportOrder => ({
    sellerId,
    sellerName: sellerId === 1 ? 'Ana' : 'Beto',
    status,
    createdAt,
    totalMxnCents,
  });

  it('lists the last months ending with the current one, across a year boundary', () => {
    expect(lastMonths(new Date('2027-02-10T12:00:00Z'), 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthOf('2026-11-30T23:59:59.999Z')).toBe('2026-11');
  });

  it('sums integer cents per seller and month; leaves out cancelled orders and other months; highest seller first', () => {
    const months = ['2026-10', '2026-11'];
    const result = salesBySellerMonth(
      [
        order(1, '2026-10-05T10:00:00Z', 10_001),
        order(1, '2026-11-01T00:00:00Z', 20_000),
        order(2, '2026-11-15T10:00:00Z', 50_000),
        order(2, '2026-11-16T10:00:00Z', 99_999, 'Cancelada'),
        order(2, '2026-09-30T23:59:59Z', 70_000),
      ],
      months,
    );
    expect(result).toEqual({
      months,
      sellers: [
        { sellerId: 2, sellerName: 'Beto', cents: [0, 50_000], totalCents: 50_000, orders: 1 },
        { sellerId: 1, sellerName: 'Ana', cents: [10_001, 20_000], totalCents: 30_001, orders: 2 },
      ],
      monthTotals: [10_001, 70_000],
      totalCents: 80_001,
      orders: 3,
    });
  });
});

describe('CSV', () => {
  it('starts with a BOM, separates with commas, quotes what needs it and ends lines with CRLF', () => {
    const csv = toCsv(['Etapa', 'Días'], [['Diseño, revisión', '1,234.5'], ['Dijo "sí"', null], ['=HYPERLINK("x")', '-2']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Etapa,Días\r\n"Diseño, revisión","1,234.5"\r\n"Dijo ""sí""",\r\n"\'=HYPERLINK(""x"")",-2\r\n');
  });

  it('formats es-MX amounts, months and dates', () => {
    expect(formatReportCents(123_456_789)).toBe('1,234,567.89');
    expect(formatReportCents(5)).toBe('0.05');
    expect(formatMonth('2026-11')).toBe('noviembre de 2026');
    expect(formatShortMonth('2026-09')).toMatch(/^sept?$/);
    expect(formatCsvDate('2026-11-26')).toBe('26/11/2026');
  });
});
