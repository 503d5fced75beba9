import { decorationLimitProblem, decorationLimits, inRange, rangeMessage, ROTATION_RANGE } from './decoration-limits';

describe('decorationLimits', () => {
  it('without a ratio (server): each side 0.1 cm to the view width, rotation ±360°', () => {
    expect(decorationLimits(107)).toEqual({ heightCm: { min: 0.1, max: 107 }, widthCm: { min: 0.1, max: 107 }, rotateDegrees: ROTATION_RANGE });
  });

  it('with the picture ratio (editor): the longer side caps the shorter one', () => {
    // A 2:1 logo on a 107 cm view: at most 53.5 cm high and 107 cm wide.
    const limits = decorationLimits(107, 2);
    expect(limits.heightCm).toEqual({ min: 0.1, max: 53.5 });
    expect(limits.widthCm).toEqual({ min: 0.2, max: 107 });
    // A 1:4 (tall) logo on a 31 cm cap view.
    expect(decorationLimits(31, 0.25).heightCm).toEqual({ min: 0.4, max: 31 });
    expect(decorationLimits(31, 0.25).widthCm).toEqual({ min: 0.1, max: 7.75 });
  });

  it('rounds inwards to 0.01 cm, so a value at the limit keeps the other side inside the view', () => {
    const { heightCm } = decorationLimits(143, 3);
    expect(heightCm.max).toBe(47.66);
    expect(heightCm.max * 3).toBeLessThanOrEqual(143);
  });

  it('ignores a ratio that is not a positive number', () => {
    expect(decorationLimits(59, 0)).toEqual(decorationLimits(59));
    expect(decorationLimits(59, Number.NaN)).toEqual(decorationLimits(59));
  });
});

describe('decorationLimitProblem', () => {
  const limits = decorationLimits(107, 2);

  it('names the first field out of range with the allowed range in Spanish', () => {
    expect(decorationLimitProblem({ heightCm: 500 }, limits)).toEqual({ field: 'heightCm', message: 'El alto debe estar entre 0.1 y 53.5 cm.' });
    expect(decorationLimitProblem({ heightCm: 0 }, limits)?.message).toBe('El alto debe estar entre 0.1 y 53.5 cm.');
    expect(decorationLimitProblem({ widthCm: 200 }, limits)?.message).toBe('El ancho debe estar entre 0.2 y 107 cm.');
    expect(decorationLimitProblem({ rotateDegrees: 361 }, limits)?.message).toBe('La rotación debe estar entre -360 y 360°.');
    expect(decorationLimitProblem({ heightCm: Number.NaN }, limits)?.field).toBe('heightCm');
  });

  it('accepts values at the limits and fields not given', () => {
    expect(decorationLimitProblem({ heightCm: 53.5, widthCm: 107, rotateDegrees: -360 }, limits)).toBeUndefined();
    expect(decorationLimitProblem({ heightCm: 0.1 }, limits)).toBeUndefined();
    expect(decorationLimitProblem({}, limits)).toBeUndefined();
  });

  it('inRange and rangeMessage', () => {
    expect(inRange(5, { min: 0.1, max: 5 })).toBe(true);
    expect(inRange(5.01, { min: 0.1, max: 5 })).toBe(false);
    expect(rangeMessage('widthCm', { min: 0.1, max: 31 })).toBe('El ancho debe estar entre 0.1 y 31 cm.');
  });
});
