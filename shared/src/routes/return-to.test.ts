import { loginPathFrom, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/samples/12/design', '/samples/12/design'],
    ['/samples?stage=2#lista', '/samples?stage=2#lista'],
    ['/admin/business-partners/3', '/admin/business-partners/3'],
    ['/samples/../admin', '/admin'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'samples', '//evil.mx/x', '/\\evil.mx', 'https://evil.mx/', 'javascript:alert(1)', '/login', '/login/', '/network-error', '/a\nb', `/${'x'.repeat(2000)}`])(
    '%j → null',
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );
});

describe('loginPathFrom', () => {
  it('carries the page in returnTo, except home and sign-in pages', () => {
    expect(loginPathFrom('/samples/12/design?x=1')).toBe('/login?returnTo=%2Fsamples%2F12%2Fdesign%3Fx%3D1');
    expect([loginPathFrom('/'), loginPathFrom('/login?returnTo=%2Fx'), loginPathFrom('//evil.mx')]).toEqual(['/login', '/login', '/login']);
  });
});
