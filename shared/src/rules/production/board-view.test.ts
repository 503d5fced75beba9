import { boardDayLabel, boardFrom, byDueDateInCell, cellKey, cellLoad, groupByCell, loadPercent, moveTargets, weekNavigation } from './board-view';
import { weekStart } from './board';

const op = (id: number, machineId: number | null, plannedDay: string | null, promisedDate: string | null) => ({ id, machineId, plannedDay, promisedDate });

describe('groupByCell', () => {
  it('puts each operation in its machine × day cell, ordered by due date (none last), then id', () => {
    const cells = groupByCell([
      op(1, 7, '2026-11-23', '2026-12-10'),
      op(2, 7, '2026-11-23', null),
      op(3, 7, '2026-11-23', '2026-12-01'),
      op(4, 8, '2026-11-23', '2026-12-01'),
      op(5, 7, '2026-11-24', '2026-12-01'),
      op(6, 7, '2026-11-23', '2026-12-01'),
    ]);
    expect(cells.get(cellKey(7, '2026-11-23'))!.map((o) => o.id)).toEqual([3, 6, 1, 2]);
    expect(cells.get(cellKey(8, '2026-11-23'))!.map((o) => o.id)).toEqual([4]);
    expect(cells.get(cellKey(7, '2026-11-24'))!.map((o) => o.id)).toEqual([5]);
    expect(cells.size).toBe(3);
  });

  it('leaves out operations without a machine or a day', () => {
    expect(groupByCell([op(1, null, '2026-11-23', null), op(2, 7, null, null)]).size).toBe(0);
  });

  it('byDueDateInCell sorts null due dates after every date', () => {
    expect([op(1, 1, 'd', null), op(2, 1, 'd', '2027-01-01')].sort(byDueDateInCell).map((o) => o.id)).toEqual([2, 1]);
  });
});

describe('week navigation', () => {
  it('finds the Monday of a week, across months and years', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(weekStart('nada')).toBe('nada');
  });

  it('steps a week back and forth and tells whether today is shown', () => {
    expect(weekNavigation('2026-11-23', '2026-11-26')).toEqual({ previous: '2026-11-16', next: '2026-11-30', current: '2026-11-23', showsToday: true });
    expect(weekNavigation('2026-12-28', '2026-11-26')).toMatchObject({ previous: '2026-12-21', next: '2027-01-04', current: '2026-11-23', showsToday: false });
    expect(weekNavigation('2026-11-23', '2026-11-29').showsToday).toBe(true);
    expect(weekNavigation('2026-11-23', '2026-11-30').showsToday).toBe(false);
  });

  it('keeps only a real calendar day from the address bar', () => {
    expect(boardFrom('2026-11-23')).toBe('2026-11-23');
    expect(boardFrom('2026-02-30')).toBeUndefined();
    expect(boardFrom('mañana')).toBeUndefined();
    expect(boardFrom(null)).toBeUndefined();
  });
});

describe('cell load', () => {
  it('is the share of the capacity, whole, capped at 100', () => {
    expect(loadPercent(320, 480)).toBe(67);
    expect(loadPercent(0, 480)).toBe(0);
    expect(loadPercent(600, 480)).toBe(100);
    expect(loadPercent(30, 0)).toBe(100);
    expect(loadPercent(0, 0)).toBe(0);
  });

  it('reads "320 de 480 min", overloaded past the capacity, closed without capacity', () => {
    expect(cellLoad(320, 480)).toEqual({ load: 320, capacity: 480, percent: 67, overloaded: false, closed: false, text: '320 de 480 min' });
    expect(cellLoad(480, 480).overloaded).toBe(false);
    expect(cellLoad(481, 480)).toMatchObject({ overloaded: true, percent: 100 });
    expect(cellLoad(0, 0)).toMatchObject({ closed: true, overloaded: false, text: '0 de 0 min' });
    expect(cellLoad(90, 0)).toMatchObject({ closed: true, overloaded: true });
    expect(cellLoad(1500, 2400).text).toBe('1,500 de 2,400 min');
    expect(cellLoad(Number.NaN, -5)).toMatchObject({ load: 0, capacity: 0, closed: true });
  });
});

describe('board labels and move targets', () => {
  it('names a column by weekday and es-MX date', () => {
    expect(boardDayLabel('2026-11-23')).toEqual({ weekday: 'lunes', date: '23 nov' });
    expect(boardDayLabel('2026-09-06')).toEqual({ weekday: 'domingo', date: '6 sept' });
    expect(boardDayLabel('x')).toEqual({ weekday: '', date: '' });
  });

  it('offers only machines of the operation kind: active ones and the one it is on', () => {
    const machines = [
      { id: 1, kind: 'embroidery', active: true },
      { id: 2, kind: 'embroidery', active: false },
      { id: 3, kind: 'heat_press', active: true },
      { id: 4, kind: 'embroidery', active: true },
    ];
    expect(moveTargets(machines, { machineKind: 'embroidery', machineId: 1 }).map((m) => m.id)).toEqual([1, 4]);
    expect(moveTargets(machines, { machineKind: 'embroidery', machineId: 2 }).map((m) => m.id)).toEqual([1, 2, 4]);
    expect(moveTargets(machines, { machineKind: 'dtf_printer', machineId: null })).toEqual([]);
  });
});
