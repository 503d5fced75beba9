import { MACHINES_MESSAGES } from '@muestrario/shared/domain';
import { draftOfMachine, EMPTY_MACHINE_DRAFT, kindOf, machineBodyOf } from './machine-draft';

const tajima = { id: 3, name: 'Tajima 6 cabezas', kind: 'embroidery' as const, heads: 6, needles: 15, stitchesPerMinute: 850, shiftMinutes: [480, 480, 480, 480, 480, 300, 0], rateCentsPerHour: 45_050, active: true, updatedAt: '' };

describe('the machine form', () => {
  it('sends a machine as it was read', () => {
    const { id: _id, updatedAt: _at, ...body } = tajima;
    expect(machineBodyOf(draftOfMachine(tajima))).toEqual({ body });
  });

  it('trims the name and drops needles and speed for other kinds', () => {
    const draft = { ...EMPTY_MACHINE_DRAFT, name: '  Plancha neumática ', kind: kindOf('heat_press') };
    expect(machineBodyOf(draft)).toEqual({ body: { name: 'Plancha neumática', kind: 'heat_press', heads: 1, needles: null, stitchesPerMinute: null, shiftMinutes: [480, 480, 480, 480, 480, 300, 0], rateCentsPerHour: 0, active: true } });
    expect(kindOf('laser')).toBe('embroidery');
  });

  it('says per field what is missing or out of range', () => {
    const draft = { ...EMPTY_MACHINE_DRAFT, name: ' ', heads: null, needles: null, shiftMinutes: [480, null, 480, 2000, 480, 300, 0], rate: 10.999 };
    expect(machineBodyOf(draft)).toEqual({
      errors: {
        name: MACHINES_MESSAGES.nameRequired,
        heads: MACHINES_MESSAGES.wholeNumber,
        needles: MACHINES_MESSAGES.needlesRequired,
        shift1: MACHINES_MESSAGES.wholeNumber,
        shift3: MACHINES_MESSAGES.shiftRange('Jueves'),
        rate: MACHINES_MESSAGES.rateRange,
      },
    });
  });
});
