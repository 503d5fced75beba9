import { NEW_PARTNER } from './partner-detail.data';
import { PARTNER_MESSAGES, photoProblem, validatePartner } from './partner-draft';

describe('validatePartner', () => {
  it('asks for a name in a blank form', () => {
    expect(validatePartner(NEW_PARTNER)).toEqual({ name: PARTNER_MESSAGES.name });
  });

  it.each(['CCN150312K27', 'LOPM800101AB1', 'ccn150312k27'])('accepts the RFC %j', (rfc) => {
    expect(validatePartner({ ...NEW_PARTNER, name: 'X', rfc })).toEqual({});
  });

  it.each(['CCN15031K27', 'C1N150312K27', 'CCN150312K2', 'CCN150312K27X'])('refuses the RFC %j', (rfc) => {
    expect(validatePartner({ ...NEW_PARTNER, name: 'X', rfc })).toEqual({ rfc: PARTNER_MESSAGES.rfc });
  });

  it.each([['a@b'], ['sin-arroba.com'], ['dos@@b.com']])('refuses the e-mail %j', (email) => {
    expect(validatePartner({ ...NEW_PARTNER, name: 'X', email })).toEqual({ email: PARTNER_MESSAGES.email });
  });
});

describe('photoProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1_000_000 }, null],
    [{ type: 'image/jpeg', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, null],
    [{ type: 'image/png', size: 1_000_001 }, PARTNER_MESSAGES.photoSize],
    [{ type: 'image/svg+xml', size: 10 }, PARTNER_MESSAGES.photoType],
    [{ type: '', size: 10 }, PARTNER_MESSAGES.photoType],
  ])('%j → %j', (file, expected) => {
    expect(photoProblem(file)).toBe(expected);
  });
});
