import {
  boardDays,
  buildBoard,
  cellOverloaded,
  dayInSentence,
  defaultBoardFrom,
  isOrderLate,
  MOVE_MESSAGES,
  moveRefusal,
  queueOrder,
  weekStart,
  type BoardMachineInput,
  type BoardOperationInput,
  type MoveInput,
} from './board';

const WEEK = [480, 480, 480, 480, 480, 300, 0];
const tajima: BoardMachineInput = { id: 1, name: 'Tajima 6', kind: 'embroidery', active: true, shiftMinutes: WEEK };
const brother: BoardMachineInput = { id: 2, name: 'Brother 1', kind: 'embroidery', active: true, shiftMinutes: WEEK };
const table: BoardMachineInput = { id: 3, name: 'Mesa de empaque', kind: 'manual_station', active: true, shiftMinutes: [480, 480, 480, 480, 480, 0, 0] };
const retired: BoardMachineInput = { id: 4, name: 'Vieja', kind: 'embroidery', active: false, shiftMinutes: WEEK };

let nextId = 1;
const op = (over: Partial<BoardOperationInput>): BoardOperationInput => ({
  id: nextId++, orderId: 1, sequence: 1, machineId: 1, plannedDay: '2026-11-23', minutes: 60, status: 'pending', promisedDate: '2026-12-01', ...over,
});

describe('days of the board', () => {
  it('starts on the Monday of this week in Mexico City', () => {
    // Friday 27 Nov 2026, 12:00 UTC → Monday 23.
    expect(defaultBoardFrom(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-23');
    // Monday 30 Nov 03:00 UTC is still Sunday 29 in Mexico City: the week of the 23rd.
    expect(defaultBoardFrom(new Date('2026-11-30T03:00:00Z'))).toBe('2026-11-23');
    expect(defaultBoardFrom(new Date('2026-11-30T07:00:00Z'))).toBe('2026-11-30');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  it('lists consecutive days across a month end', () => {
    expect(boardDays('2026-11-28', 4)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
    expect(boardDays('2026-11-28', 0)).toEqual([]);
  });

  it('says a day in a Spanish sentence', () => {
    expect(dayInSentence('2026-11-29')).toBe('el domingo 29 de noviembre');
    expect(dayInSentence('2027-01-04')).toBe('el lunes 4 de enero');
  });
});

describe('isOrderLate', () => {
  const today = '2026-11-27';
  it('is late when open and the planned end or the promised date passed', () => {
    expect(isOrderLate({ status: 'released', plannedEnd: '2026-11-26', promisedDate: '2026-12-01' }, today)).toBe(true);
    expect(isOrderLate({ status: 'in_progress', plannedEnd: '2026-11-30', promisedDate: '2026-11-26' }, today)).toBe(true);
    expect(isOrderLate({ status: 'planned', plannedEnd: null, promisedDate: '2026-11-26' }, today)).toBe(true);
  });
  it('is not late on the day itself, without dates, or once closed or cancelled', () => {
    expect(isOrderLate({ status: 'planned', plannedEnd: today, promisedDate: today }, today)).toBe(false);
    expect(isOrderLate({ status: 'planned', plannedEnd: null, promisedDate: null }, today)).toBe(false);
    expect(isOrderLate({ status: 'closed', plannedEnd: '2026-11-01', promisedDate: '2026-11-01' }, today)).toBe(false);
    expect(isOrderLate({ status: 'cancelled', plannedEnd: '2026-11-01', promisedDate: '2026-11-01' }, today)).toBe(false);
  });
});

describe('buildBoard', () => {
  it('gives each machine its capacity and load per day and flags overloaded days', () => {
    const ops = [
      op({ machineId: 1, plannedDay: '2026-11-23', minutes: 300 }),
      op({ machineId: 1, plannedDay: '2026-11-23', minutes: 250, status: 'done' }),
      op({ machineId: 1, plannedDay: '2026-11-28', minutes: 100 }),
      op({ machineId: 3, plannedDay: '2026-11-29', minutes: 30 }),
    ];
    const board = buildBoard({ machines: [table, tajima, brother], operations: ops, from: '2026-11-23', days: 7 });
    expect(board.days).toHaveLength(7);
    expect(board.rows.map((r) => r.machine.name)).toEqual(['Brother 1', 'Tajima 6', 'Mesa de empaque']);
    const t = board.rows[1]!;
    expect(t.capacity).toEqual([480, 480, 480, 480, 480, 300, 0]);
    expect(t.load).toEqual([550, 0, 0, 0, 0, 100, 0]);
    expect(t.overloaded).toEqual([true, false, false, false, false, false, false]);
    // Work on a closed day overloads it.
    expect(board.rows[2]!.overloaded[6]).toBe(true);
    expect(board.rows[0]!.load).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('orders operations by day, then the due date (no date last), then order and sequence', () => {
    const a = op({ orderId: 7, plannedDay: '2026-11-24', promisedDate: '2026-12-10' });
    const b = op({ orderId: 8, plannedDay: '2026-11-24', promisedDate: '2026-12-02' });
    const c = op({ orderId: 9, plannedDay: '2026-11-24', promisedDate: null });
    const d = op({ orderId: 8, sequence: 2, plannedDay: '2026-11-24', promisedDate: '2026-12-02' });
    const e = op({ orderId: 10, plannedDay: '2026-11-23', promisedDate: '2027-01-01' });
    const board = buildBoard({ machines: [tajima], operations: [a, b, c, d, e], from: '2026-11-23', days: 7 });
    expect(board.operations.map((o) => o.id)).toEqual([e, b, d, a, c].map((o) => o.id));
  });

  it('puts operations with no machine or day, or left before the first day and not done, in unplanned', () => {
    const none = op({ machineId: null, plannedDay: null });
    const noMachine = op({ machineId: null, plannedDay: '2026-11-24' });
    const leftBehind = op({ plannedDay: '2026-11-20' });
    const doneBefore = op({ plannedDay: '2026-11-20', status: 'done' });
    const after = op({ plannedDay: '2026-12-05' });
    const board = buildBoard({ machines: [tajima], operations: [none, noMachine, leftBehind, doneBefore, after], from: '2026-11-23', days: 7 });
    expect(board.operations).toEqual([]);
    expect(new Set(board.unplanned.map((o) => o.id))).toEqual(new Set([none.id, noMachine.id, leftBehind.id]));
  });

  it('shows a retired machine only while it carries work on a shown day', () => {
    expect(buildBoard({ machines: [tajima, retired], operations: [], from: '2026-11-23', days: 7 }).rows.map((r) => r.machine.id)).toEqual([1]);
    const board = buildBoard({ machines: [tajima, retired], operations: [op({ machineId: 4 })], from: '2026-11-23', days: 7 });
    expect(board.rows.map((r) => r.machine.id)).toEqual([1, 4]);
    expect(board.rows[1]!.capacity).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(board.rows[1]!.overloaded[0]).toBe(true);
  });

  it('cellOverloaded: more minutes than capacity', () => {
    expect(cellOverloaded(480, 480)).toBe(false);
    expect(cellOverloaded(481, 480)).toBe(true);
    expect(cellOverloaded(0, 0)).toBe(false);
  });
});

describe('queueOrder', () => {
  it('puts the one in progress first, then by day (unplanned last), then due date; leaves done out', () => {
    const later = op({ plannedDay: '2026-11-25' });
    const sooner = op({ plannedDay: '2026-11-24', promisedDate: '2026-12-20' });
    const soonerDue = op({ plannedDay: '2026-11-24', promisedDate: '2026-12-01' });
    const running = op({ plannedDay: '2026-11-26', status: 'in_progress' });
    const nowhere = op({ plannedDay: null });
    const done = op({ plannedDay: '2026-11-23', status: 'done' });
    expect(queueOrder([later, sooner, soonerDue, running, nowhere, done]).map((o) => o.id)).toEqual([running, soonerDue, sooner, later, nowhere].map((o) => o.id));
  });
});

describe('moveRefusal', () => {
  const base: MoveInput = {
    operation: { kind: 'embroidery', machineKind: 'embroidery', status: 'pending', minutes: 200, machineId: 1, plannedDay: '2026-11-27' },
    orderStatus: 'released',
    machine: brother,
    day: '2026-11-30',
    today: '2026-11-27',
    otherLoad: 0,
  };
  const refusal = (over: Partial<MoveInput>) => moveRefusal({ ...base, ...over });

  it('lets a pending operation of an open order move to a free day of a machine of its kind', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ orderStatus: 'planned' })).toBeNull();
    expect(refusal({ orderStatus: 'in_progress' })).toBeNull();
    expect(refusal({ day: '2026-11-27' })).toBeNull();
  });

  it('refuses another kind of machine, in Spanish', () => {
    expect(refusal({ machine: table })).toBe('Bordado se hace en una bordadora: elige una máquina de ese tipo.');
    const packing = { ...base.operation, kind: 'packing' as const, machineKind: 'manual_station' as const };
    expect(refusal({ operation: packing })).toBe('Empaque se hace en una estación manual: elige una máquina de ese tipo.');
  });

  it('refuses a retired machine, a closed day, a past day and a day that does not exist', () => {
    expect(refusal({ machine: { ...brother, active: false } })).toBe(MOVE_MESSAGES.inactive('Brother 1'));
    expect(refusal({ day: '2026-11-29' })).toBe('La máquina «Brother 1» no trabaja el domingo 29 de noviembre: elige otro día.');
    expect(refusal({ day: '2026-11-26' })).toBe(MOVE_MESSAGES.pastDay);
    expect(refusal({ day: '2026-02-30' })).toBe(MOVE_MESSAGES.badDay);
  });

  it('refuses operations started or done, and orders closed or cancelled', () => {
    expect(refusal({ operation: { ...base.operation, status: 'done' } })).toBe(MOVE_MESSAGES.done);
    expect(refusal({ operation: { ...base.operation, status: 'in_progress' } })).toBe(MOVE_MESSAGES.inProgress);
    expect(refusal({ orderStatus: 'closed' })).toBe(MOVE_MESSAGES.orderClosed);
    expect(refusal({ orderStatus: 'cancelled' })).toBe(MOVE_MESSAGES.orderCancelled);
  });

  it('refuses passing the capacity when the day has other work; exactly full is fine', () => {
    expect(refusal({ otherLoad: 280 })).toBeNull();
    expect(refusal({ otherLoad: 281 })).toBe('La máquina «Brother 1» tiene 480 min el lunes 30 de noviembre y ya lleva 281 min planeados: esta operación (200 min) no cabe. Elige otro día u otra máquina.');
    // Saturday: 300 minutes.
    expect(refusal({ day: '2026-11-28', otherLoad: 101 })).toMatch(/tiene 300 min el sábado 28 de noviembre/);
  });

  it('lets a long operation alone on its day spill over the capacity', () => {
    const long = { ...base.operation, minutes: 900 };
    expect(refusal({ operation: long, otherLoad: 0 })).toBeNull();
    expect(refusal({ operation: long, otherLoad: 10 })).toMatch(/no cabe/);
  });

  it('never refuses for capacity when the operation stays where it is', () => {
    expect(refusal({ machine: tajima, day: '2026-11-27', otherLoad: 400 })).toBeNull();
    expect(refusal({ machine: tajima, day: '2026-11-30', otherLoad: 400 })).toMatch(/no cabe/);
  });
});
