import { REGIMENES_FISCALES, USOS_CFDI } from '../domain/sat';
import { isRegimenFor, isUsoCfdiFor, ivaLabel, ivaRateBpFor, regimenesFor, usosCfdiFor } from './fiscal';

describe('IVA rate', () => {
  it('is 16 % in general and 8 % in the border region', () => {
    expect(ivaRateBpFor(false)).toBe(1600);
    expect(ivaRateBpFor(true)).toBe(800);
    expect(ivaLabel(800)).toBe('IVA 8%');
  });
});

describe('SAT catalogues by person type', () => {
  it('gives each person type its own regimes', () => {
    expect(isRegimenFor('601', 'moral')).toBe(true);
    expect(isRegimenFor('601', 'fisica')).toBe(false);
    expect(isRegimenFor('612', 'fisica')).toBe(true);
    expect(isRegimenFor('612', 'moral')).toBe(false);
    expect(isRegimenFor('626', 'moral')).toBe(true);
    expect(isRegimenFor('626', 'fisica')).toBe(true);
  });

  it('keeps the personal deductions and payroll for personas físicas', () => {
    for (const code of ['D01', 'D05', 'D10', 'CN01'] as const) {
      expect(isUsoCfdiFor(code, 'fisica')).toBe(true);
      expect(isUsoCfdiFor(code, 'moral')).toBe(false);
    }
    expect(isUsoCfdiFor('G03', 'moral')).toBe(true);
    expect(usosCfdiFor('moral').map((u) => u.code)).not.toContain('D01');
  });

  it('lists every entry for at least one person type, codes unique', () => {
    for (const list of [REGIMENES_FISCALES, USOS_CFDI]) {
      expect(new Set(list.map((e) => e.code)).size).toBe(list.length);
      expect(list.every((e) => e.fisica || e.moral)).toBe(true);
    }
    expect(regimenesFor('moral').length + regimenesFor('fisica').length).toBeGreaterThan(REGIMENES_FISCALES.length);
  });
});
