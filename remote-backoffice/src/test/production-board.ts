import type { Board, BoardMachine, BoardOperation, MachineQueue } from '@muestrario/shared/contract';

/** Test data for the floor board and queue screens: a week of 2026-11-23 (Monday) to 29, today Thursday the 26th. */
export const TODAY = '2026-11-26';
export const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const SHIFTS = [480, 480, 480, 480, 480, 300, 0];

export const boardOperation = (over: Partial<BoardOperation> = {}): BoardOperation => ({
  id: 11,
  orderId: 5,
  sequence: 2,
  kind: 'embroidery',
  machineKind: 'embroidery',
  label: 'Bordado · Pecho izquierdo',
  minutes: 200,
  machineId: 1,
  machineName: 'Tajima 6 cabezas',
  plannedDay: '2026-11-23',
  status: 'pending',
  entering: 120,
  good: null,
  rejected: null,
  reason: null,
  note: '',
  startedAt: null,
  startedByName: null,
  finishedAt: null,
  finishedByName: null,
  actualMinutes: null,
  movedAt: null,
  movedByName: null,
  version: 3,
  orderFolio: 'OF-00005',
  orderStatus: 'released',
  clientName: 'Constructora Cumbres del Norte, S.A. de C.V.',
  styleCode: 'POL-001',
  sampleName: 'Polo con escudo',
  pieces: 120,
  promisedDate: '2026-12-04',
  late: false,
  ...over,
});

const machine = (over: Partial<BoardMachine>): BoardMachine => ({
  id: 1,
  name: 'Tajima 6 cabezas',
  kind: 'embroidery',
  heads: 6,
  active: true,
  capacity: SHIFTS,
  load: [0, 0, 0, 0, 0, 0, 0],
  ...over,
});

/** Tajima: Monday 320 of 480 (two operations: the later-due one listed first), Thursday 540 of 480 (overloaded). */
export const EARLY_LATE = boardOperation({ id: 12, orderId: 6, orderFolio: 'OF-00006', clientName: 'Hospital Ángeles del Sur', label: 'Bordado · Manga', minutes: 120, pieces: 40, promisedDate: '2026-11-25', late: true, status: 'in_progress' });
export const LATER = boardOperation({ id: 11, promisedDate: '2026-12-04' });
export const OVERLOAD = boardOperation({ id: 13, orderId: 7, orderFolio: 'OF-00007', label: 'Bordado · Espalda', minutes: 540, plannedDay: '2026-11-26', version: 1 });
export const PRESSING = boardOperation({
  id: 14,
  kind: 'pressing',
  machineKind: 'heat_press',
  label: 'Planchado DTF · Pecho derecho',
  minutes: 90,
  machineId: 3,
  machineName: 'Plancha neumática',
  plannedDay: '2026-11-24',
});
export const UNPLANNED = boardOperation({ id: 15, orderId: 8, orderFolio: 'OF-00008', label: 'Bordado · Gorra frente', machineId: null, machineName: null, plannedDay: null, minutes: 60 });

export const board = (over: Partial<Board> = {}): Board => ({
  today: TODAY,
  days: WEEK,
  machines: [
    machine({ load: [320, 0, 0, 540, 0, 0, 0] }),
    machine({ id: 2, name: 'Brother 1 cabeza', heads: 1 }),
    machine({ id: 3, name: 'Plancha neumática', kind: 'heat_press', heads: 1, load: [0, 90, 0, 0, 0, 0, 0] }),
    machine({ id: 4, name: 'Bordadora vieja', active: false, capacity: [0, 0, 0, 0, 0, 0, 0] }),
  ],
  operations: [LATER, EARLY_LATE, OVERLOAD, PRESSING],
  unplanned: [UNPLANNED],
  ...over,
});

/** A board for another week: its days from `from`, nothing planned. */
export function emptyWeek(from: string): Board {
  const start = new Date(`${from}T00:00:00Z`);
  const days = Array.from({ length: 7 }, (_, i) => new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10));
  return board({ days, operations: [], unplanned: [], machines: board().machines.map((m) => ({ ...m, load: [0, 0, 0, 0, 0, 0, 0] })) });
}

export const queue = (over: Partial<MachineQueue> = {}): MachineQueue => ({
  machine: { id: 1, name: 'Tajima 6 cabezas', kind: 'embroidery', heads: 6 },
  today: TODAY,
  operations: [EARLY_LATE, OVERLOAD, boardOperation({ id: 16, orderFolio: 'OF-00009', plannedDay: '2026-11-30', label: 'Bordado · Espalda', pieces: 1, minutes: 35 })],
  ...over,
});
