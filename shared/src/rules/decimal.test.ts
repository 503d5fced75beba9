import { parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    ['-3', -3],
    ['12.5', 12.5],
    ['-0.25', -0.25],
    ['2147483647', 2147483647],
  ])('reads %s as %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', ' 5 ', '5 ', ' 5', '0x10', '1e2', '1E2', '+1', '01', '1.', '.5', '1.2.3', 'Infinity', 'NaN', '١٢', '5px', '−5', '1_000', '9'.repeat(400)])(
    'refuses %j',
    (text) => {
      expect(parseDecimal(text)).toBeUndefined();
    },
  );

  it('refuses a fraction where an integer is expected', () => {
    expect(parseDecimal('1.5', { integer: true })).toBeUndefined();
    expect(parseDecimal('1.0', { integer: true })).toBeUndefined();
    expect(parseDecimal('-12', { integer: true })).toBe(-12);
    expect(parseDecimal('-0', { integer: true })).toBeUndefined();
  });
});
