import { addMonths, cleanName, currentPeriodStart, foldName, garmentTypeOfStyle, nextPeriodStart, periodEnd, periodStartOn, styleIdOfGarmentType } from '..';

describe('uniform programs: pure rules', () => {
  it('keys an employee size by style and reads the style back; anything else is not a garment type', () => {
    expect(garmentTypeOfStyle(12)).toBe('item:12');
    expect(styleIdOfGarmentType('item:12')).toBe(12);
    for (const bad of ['12', 'item:', 'item:012', 'item:1e3', 'item:-1', 'ITEM:3', 'item:12 ']) expect(styleIdOfGarmentType(bad)).toBeUndefined();
  });

  it('folds names without case, accents or extra spaces; keeps the name as typed but trimmed and collapsed', () => {
    expect(foldName('  Operador   de Almacén ')).toBe('operador de almacen');
    expect(foldName('JOSÉ PÉREZ')).toBe(foldName('jose perez'));
    expect(cleanName(' Ana\t  Ruiz ')).toBe('Ana Ruiz');
  });

  it('moves dates by months, keeping the last day of short months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-08-31', -6)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });

  it('ends a period the day before the next one starts', () => {
    expect(periodEnd('2025-01-01', 'anual')).toBe('2025-12-31');
    expect(periodEnd('2025-07-01', 'semestral')).toBe('2025-12-31');
    expect(periodEnd('2024-03-01', 'semestral')).toBe('2024-08-31');
    expect(nextPeriodStart('2025-07-01', 'semestral')).toBe('2026-01-01');
  });

  it('finds the period a day falls in, forwards and backwards from the anchor, without drifting', () => {
    expect(periodStartOn('2026-01-01', 'semestral', '2027-09-15')).toBe('2027-07-01');
    expect(periodStartOn('2026-01-01', 'semestral', '2027-07-01')).toBe('2027-07-01');
    expect(periodStartOn('2026-01-01', 'semestral', '2027-06-30')).toBe('2027-01-01');
    expect(periodStartOn('2026-01-01', 'anual', '2024-05-05')).toBe('2024-01-01');
    expect(periodStartOn('2025-08-31', 'semestral', '2026-08-30')).toBe('2026-02-28');
    expect(periodStartOn('2025-08-31', 'semestral', '2026-08-31')).toBe('2026-08-31');
    expect(() => periodStartOn('2025-02-30', 'anual', '2025-03-01')).toThrow();
  });

  it('is in its first period until it starts, then in the period of the day', () => {
    expect(currentPeriodStart('2026-01-01', 'anual', '2025-12-15')).toBe('2026-01-01');
    expect(currentPeriodStart('2026-01-01', 'anual', '2026-01-01')).toBe('2026-01-01');
    expect(currentPeriodStart('2026-01-01', 'anual', '2027-03-02')).toBe('2027-01-01');
    expect(currentPeriodStart('2026-01-01', 'semestral', '2026-07-01')).toBe('2026-07-01');
    expect(currentPeriodStart('2025-08-31', 'semestral', '2025-01-01')).toBe('2025-08-31');
  });
});
