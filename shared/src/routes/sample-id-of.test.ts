import { sampleIdOf } from './paths';

describe("a sample's id from a page's address", () => {
  it.each([
    ['1', 1],
    ['16', 16],
    ['2147483647', 2_147_483_647],
  ])('%s is sample %d', (param, id) => expect(sampleIdOf(param)).toBe(id));

  it.each([undefined, '', '0', '012', '+12', '12.0', '1e3', '0x10', ' 12', '12 ', 'abc', '-1', '2147483648', '9999999999', '12345678901'])(
    '%p names no sample (the API would refuse it)',
    (param) => expect(sampleIdOf(param)).toBeUndefined(),
  );
});
