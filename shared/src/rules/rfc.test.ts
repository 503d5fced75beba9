import { checkRfc, normalizeRfc, rfcCheckDigit } from './rfc';

describe('checkRfc', () => {
  it.each([
    // Published RFCs whose check digit is right (the SAT's own, its CFDI test taxpayers).
    ['SAT970701NN3', 'moral'],
    ['EKU9003173C9', 'moral'],
    ['XIQB891116QE4', 'fisica'],
    ['CACX7605101P8', 'fisica'],
  ] as const)('accepts %s as persona %s without warnings', (rfc, personType) => {
    expect(checkRfc(rfc)).toEqual({ ok: true, rfc, personType, generic: false, warnings: [] });
  });

  it.each(['XAXX010101000', 'XEXX010101000'])('accepts the generic RFC %s', (rfc) => {
    expect(checkRfc(rfc)).toMatchObject({ ok: true, generic: true, warnings: [] });
  });

  it('accepts a wrong check digit with a warning', () => {
    expect(checkRfc('EKU9003173C8')).toMatchObject({ ok: true, personType: 'moral', warnings: ['checkDigit'] });
    expect(checkRfc('XIQB891116QE5')).toMatchObject({ ok: true, personType: 'fisica', warnings: ['checkDigit'] });
  });

  it.each([
    ['EKU9013173C9', 'date'], // month 13
    ['EKU900230AB1', 'date'], // 30 February
    ['XIQB010229QE4', 'date'], // 29 February 1901 / 2001
    ['EKU900317', 'length'],
    ['EKU9003173C9XX', 'length'],
    ['E1U9003173C9', 'format'],
    ['EKUX9003173C', 'format'],
    ['EKU9003173-_9', 'format'], // dashes go, the underscore stays
  ] as const)('refuses %s (%s)', (rfc, problem) => {
    expect(checkRfc(rfc)).toMatchObject({ ok: false, problem });
  });

  it('takes 29 February of a leap year', () => {
    expect(checkRfc('XIQB000229QE4')).toMatchObject({ ok: true });
  });

  it('normalises case, spaces and dashes', () => {
    expect(normalizeRfc(' eku-900317 3c9 ')).toBe('EKU9003173C9');
    expect(checkRfc(' eku-900317 3c9 ')).toMatchObject({ ok: true, rfc: 'EKU9003173C9', warnings: [] });
  });

  it('computes the check digit with its 0 and A cases', () => {
    expect(rfcCheckDigit('EKU9003173C')).toBe('9');
    expect(rfcCheckDigit('SAT970701NN')).toBe('3');
    // Some prefix gives each special remainder; find them rather than hard-code.
    const digits = new Set(Array.from({ length: 200 }, (_, i) => rfcCheckDigit(`ABC0101${String(i).padStart(2, '0')}X1`.slice(0, 11))));
    expect(digits).toContain('0');
    expect(digits).toContain('A');
  });
});
