import { formatNumberText, isNumberText, parseNumberText } from './number-text';

describe('isNumberText', () => {
  it('accepts digits only by default', () => {
    expect(isNumberText('')).toBe(true);
    expect(isNumberText('120')).toBe(true);
    expect(isNumberText('12.5')).toBe(false);
    expect(isNumberText('-3')).toBe(false);
    expect(isNumberText('12a')).toBe(false);
    expect(isNumberText('e5')).toBe(false);
  });

  it('accepts one decimal point (or comma) when asked', () => {
    const o = { decimals: true };
    expect(isNumberText('12.', o)).toBe(true);
    expect(isNumberText('12.75', o)).toBe(true);
    expect(isNumberText('12,7', o)).toBe(true);
    expect(isNumberText('.5', o)).toBe(true);
    expect(isNumberText('1.2.3', o)).toBe(false);
    expect(isNumberText('-1.5', o)).toBe(false);
  });

  it('accepts a leading minus when asked', () => {
    const o = { decimals: true, negative: true };
    expect(isNumberText('-', o)).toBe(true);
    expect(isNumberText('-45.5', o)).toBe(true);
    expect(isNumberText('4-5', o)).toBe(false);
    expect(isNumberText('--4', o)).toBe(false);
  });
});

describe('parseNumberText', () => {
  it('reads numbers, commas as decimal points, and null for incomplete text', () => {
    expect(parseNumberText('12.5')).toBe(12.5);
    expect(parseNumberText('12,5')).toBe(12.5);
    expect(parseNumberText('-90')).toBe(-90);
    expect(parseNumberText('12.')).toBe(12);
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('-')).toBeNull();
    expect(parseNumberText('.')).toBeNull();
  });
});

describe('formatNumberText', () => {
  it('writes a number plainly, and nothing for null', () => {
    expect(formatNumberText(7.25)).toBe('7.25');
    expect(formatNumberText(null)).toBe('');
    expect(formatNumberText(Number.NaN)).toBe('');
  });
});
