import type { MachineBody } from '../../contract/machines';
import { MACHINES_MESSAGES } from '../../domain/machines';
import { estimateMachine, machineErrors, machineNameKey } from './machines';

const tajima: MachineBody = { name: 'Tajima 6 cabezas', kind: 'embroidery', heads: 6, needles: 15, stitchesPerMinute: 850, shiftMinutes: [480, 480, 480, 480, 480, 300, 0], rateCentsPerHour: 45_000, active: true };
const press: MachineBody = { ...tajima, name: 'Plancha neumática', kind: 'heat_press', heads: 1, needles: null, stitchesPerMinute: null };

describe('machineErrors', () => {
  it('accepts a complete embroidery machine and a press without needles', () => {
    expect(machineErrors(tajima)).toEqual({});
    expect(machineErrors(press)).toEqual({});
  });

  it('wants a rate per hour in whole cents from $0 to $100,000', () => {
    expect(machineErrors({ ...press, rateCentsPerHour: 0 })).toEqual({});
    expect(machineErrors({ ...press, rateCentsPerHour: 10_000_000 })).toEqual({});
    expect(machineErrors({ ...press, rateCentsPerHour: -1 })).toEqual({ rateCentsPerHour: MACHINES_MESSAGES.rateRange });
    expect(machineErrors({ ...press, rateCentsPerHour: 10_000_001 })).toEqual({ rateCentsPerHour: MACHINES_MESSAGES.rateRange });
    expect(machineErrors({ ...press, rateCentsPerHour: 1.5 })).toEqual({ rateCentsPerHour: MACHINES_MESSAGES.rateRange });
  });

  it('asks an embroidery machine for its needles and speed, and refuses them elsewhere', () => {
    expect(machineErrors({ ...tajima, needles: null, stitchesPerMinute: 50 })).toEqual({ needles: MACHINES_MESSAGES.needlesRequired, stitchesPerMinute: MACHINES_MESSAGES.speedRequired });
    expect(machineErrors({ ...press, needles: 12 })).toEqual({ needles: MACHINES_MESSAGES.embroideryOnly });
  });

  it('names the day whose minutes are out of range, and a blank name', () => {
    expect(machineErrors({ ...tajima, name: '  ', shiftMinutes: [480, 480, 1441, 480, 480, 300, -1] })).toEqual({
      name: MACHINES_MESSAGES.nameRequired,
      shift2: MACHINES_MESSAGES.shiftRange('Miércoles'),
      shift6: MACHINES_MESSAGES.shiftRange('Domingo'),
    });
    expect(machineErrors({ ...tajima, heads: 0 }).heads).toBe(MACHINES_MESSAGES.headsRange);
  });
});

describe('machineNameKey', () => {
  it('folds case, accents and spaces', () => {
    expect(machineNameKey('  Plancha   Neumática ')).toBe(machineNameKey('plancha neumatica'));
  });
});

describe('estimateMachine', () => {
  const m = (id: number, kind: string, active = true) => ({ id, kind, active, needles: kind === 'embroidery' ? 15 : null, stitchesPerMinute: kind === 'embroidery' ? 800 : null });
  it('is the active embroidery machine added first', () => {
    expect(estimateMachine([m(5, 'embroidery'), m(1, 'heat_press'), m(2, 'embroidery', false), m(3, 'embroidery')])?.id).toBe(3);
    expect(estimateMachine([m(1, 'heat_press'), m(2, 'embroidery', false)])).toBeUndefined();
    expect(estimateMachine([])).toBeUndefined();
  });
});
