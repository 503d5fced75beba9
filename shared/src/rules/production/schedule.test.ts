import { addDays } from '../new-sample';
import { businessDay, scheduleBackward, type ScheduleMachine, type SchedulableOperation } from './schedule';

const tajima: ScheduleMachine = { kind: 'embroidery', active: true, shiftMinutes: [480, 480, 480, 480, 480, 300, 0] };
const table: ScheduleMachine = { kind: 'manual_station', active: true, shiftMinutes: [480, 480, 480, 480, 480, 0, 0] };
const ops: SchedulableOperation[] = [
  { machineKind: 'manual_station', minutes: 45 }, // preparación
  { machineKind: 'embroidery', minutes: 700 },
  { machineKind: 'manual_station', minutes: 65 }, // inspección
  { machineKind: 'manual_station', minutes: 58 }, // empaque
];

describe('businessDay and addDays', () => {
  it("gives Mexico City's calendar day of an instant", () => {
    // 03:30 UTC on the 28th is 21:30 on the 27th in Mexico City (UTC−6).
    expect(businessDay(new Date('2026-11-28T03:30:00Z'))).toBe('2026-11-27');
    expect(businessDay(new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
    expect(businessDay(new Date('2026-11-28T03:30:00Z'), 'UTC')).toBe('2026-11-28');
  });

  it('moves across months and leap days', () => {
    expect(addDays('2026-12-01', -1)).toBe('2026-11-30');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('scheduleBackward', () => {
  it('places the operations backwards from the eve of the promised date over daily capacity', () => {
    const plan = scheduleBackward({ promisedDate: '2026-12-04', operations: ops, machines: [tajima, table], today: '2026-12-01' });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.operations.map((o) => [o.index, o.startDay, o.endDay])).toEqual([
      [0, '2026-12-02', '2026-12-02'],
      [1, '2026-12-02', '2026-12-03'],
      [2, '2026-12-03', '2026-12-03'],
      [3, '2026-12-03', '2026-12-03'],
    ]);
    // 480 minutes of the Thursday, the other 220 on the Wednesday.
    expect(plan.operations[1]!.days).toEqual([
      { day: '2026-12-02', minutes: 220 },
      { day: '2026-12-03', minutes: 480 },
    ]);
    expect(plan).toMatchObject({ plannedStart: '2026-12-02', plannedEnd: '2026-12-03', late: false });
  });

  it('is late when the plan starts before today', () => {
    const plan = scheduleBackward({ promisedDate: '2026-12-04', operations: ops, machines: [tajima, table], today: '2026-12-03' });
    expect(plan).toMatchObject({ ok: true, late: true });
  });

  it('skips closed days and shares a day between operations of one kind', () => {
    // Monday 30 Nov: the eve is Sunday (closed), the tables are closed on Saturday too, so empaque is on Friday.
    const plan = scheduleBackward({ promisedDate: '2026-11-30', operations: [{ machineKind: 'manual_station', minutes: 300 }, { machineKind: 'manual_station', minutes: 300 }], machines: [table], today: '2026-11-20' });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.operations[1]!.days).toEqual([{ day: '2026-11-27', minutes: 300 }]);
    expect(plan.operations[0]!.days).toEqual([
      { day: '2026-11-26', minutes: 120 },
      { day: '2026-11-27', minutes: 180 },
    ]);
  });

  it('adds the capacity of every active machine of the kind and leaves what others booked', () => {
    const second = { ...tajima };
    const idle = { ...tajima, active: false };
    const both = scheduleBackward({ promisedDate: '2026-12-04', operations: [ops[1]!], machines: [tajima, second, idle], today: '2026-11-01' });
    expect(both).toMatchObject({ ok: true, plannedStart: '2026-12-03' });
    const booked = scheduleBackward({ promisedDate: '2026-12-04', operations: [ops[1]!], machines: [tajima], today: '2026-11-01', booked: (kind, day) => (kind === 'embroidery' && day === '2026-12-03' ? 400 : 0) });
    if (!booked.ok) throw new Error(booked.message);
    expect(booked.operations[0]!.days).toEqual([
      { day: '2026-12-01', minutes: 140 },
      { day: '2026-12-02', minutes: 480 },
      { day: '2026-12-03', minutes: 80 },
    ]);
  });

  it('puts a zero-minute operation on the next one’s day and honours deliveryDays', () => {
    const plan = scheduleBackward({ promisedDate: '2026-12-04', operations: [{ machineKind: 'heat_press', minutes: 0 }, ops[3]!], machines: [table], today: '2026-11-01', deliveryDays: 0 });
    expect(plan).toMatchObject({ ok: true, plannedStart: '2026-12-04', plannedEnd: '2026-12-04' });
  });

  it('refuses a bad promised date and a kind with no capacity, in Spanish', () => {
    expect(scheduleBackward({ promisedDate: '2026-02-30', operations: ops, machines: [tajima, table], today: '2026-01-01' })).toEqual({ ok: false, message: 'La fecha prometida no es una fecha válida.' });
    const none = scheduleBackward({ promisedDate: '2026-12-04', operations: [{ machineKind: 'dtf_printer', minutes: 10 }], machines: [tajima], today: '2026-11-01' });
    expect(none).toMatchObject({ ok: false, message: expect.stringMatching(/Impresora DTF/) });
  });
});
