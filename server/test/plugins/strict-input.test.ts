import { convertScalar, convertStrings, findForbidden } from '../../src/plugins/strict-input';

describe('convertScalar (path and query strings, no Ajv coercion)', () => {
  const integer = { type: 'integer' };
  it.each([
    ['12', 12],
    ['0', 0],
    ['-3', -3],
    ['2147483648', 2147483648],
  ])('converts the canonical integer %p', (raw, value) => expect(convertScalar(raw, integer)).toBe(value));

  it.each(['0x1F', '0b1', '0o7', '+1', '1.0', '01', '1e3', 'Infinity', '-Infinity', 'NaN', ' 1', '1 ', '', '9007199254740993'])(
    'leaves the non-canonical %p a string (the schema then refuses it)',
    (raw) => expect(convertScalar(raw, integer)).toBe(raw),
  );

  it('converts plain decimals for numbers, true/false for booleans, and never touches strings', () => {
    expect(convertScalar('1.5', { type: 'number' })).toBe(1.5);
    expect(convertScalar('1e309', { type: 'number' })).toBe('1e309');
    expect(convertScalar('true', { type: 'boolean' })).toBe(true);
    expect(convertScalar('1', { type: 'boolean' })).toBe('1');
    expect(convertScalar('12', { type: 'string' })).toBe('12');
    expect(convertScalar('12', { anyOf: [{ type: 'integer' }, { type: 'null' }] })).toBe(12);
    expect(convertScalar('12', undefined)).toBe('12');
    expect(convertScalar('99999999999999999999', { type: 'integer', maximum: 2147483647 })).toBe(1e20);
  });
});

describe('findForbidden', () => {
  it('finds NUL bytes in values and keys, and non-finite numbers, at any depth', () => {
    expect(findForbidden({ a: 'ok', b: [1, 'x'] })).toBeUndefined();
    expect(findForbidden({ a: { b: ['x', 'y\u0000'] } })).toEqual({ path: 'a.b.1', kind: 'nul' });
    expect(findForbidden({ ['k\u0000']: 1 })).toEqual({ path: '?', kind: 'nul' });
    expect(findForbidden({ n: Infinity })).toEqual({ path: 'n', kind: 'number' });
    expect(findForbidden('a\u0000')).toEqual({ path: '', kind: 'nul' });
  });

  it('finds lone surrogates (either half, anywhere) but not surrogate pairs', () => {
    expect(findForbidden({ a: ['😀 👍🏽 𝄞'] })).toBeUndefined();
    expect(findForbidden({ a: ['ok', 'x\ud800'] })).toEqual({ path: 'a.1', kind: 'surrogate' });
    expect(findForbidden({ a: '\udc00x' })).toEqual({ path: 'a', kind: 'surrogate' });
    expect(findForbidden({ a: '😀'.slice(1) + '😀'.slice(0, 1) })).toEqual({ path: 'a', kind: 'surrogate' });
    expect(findForbidden({ ['k\ud800']: 1 })).toEqual({ path: '?', kind: 'surrogate' });
  });
});

describe('convertStrings (a query or params object, in place, by its object schema)', () => {
  it('turns a single or repeated key into a list for an array property, converting each item', () => {
    const schema = { properties: { ids: { type: 'array', items: { type: 'integer' } }, id: { type: 'integer' }, q: { type: 'string' } } };
    const one: Record<string, unknown> = { ids: '3', id: '7', q: '8' };
    convertStrings(one, schema);
    expect(one).toEqual({ ids: [3], id: 7, q: '8' });
    const many: Record<string, unknown> = { ids: ['1', '0x2'], id: '+7' };
    convertStrings(many, schema);
    expect(many).toEqual({ ids: [1, '0x2'], id: '+7' });
  });
});
