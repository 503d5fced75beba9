import { can } from './permissions';
import { canQuoteSample, canSeeApprovalNetwork, canSeePartnerPrivateData, canSeeSalesAmounts, canSell } from './sales-permissions';

const ROLES = ['seller', 'admin', 'designer', 'production', 'quality', 'unknown-role'] as const;

describe('sales permissions', () => {
  it('lets sellers and admins sell, not designers', () => {
    expect(canSell({ id: 1, role: 'seller' })).toBe(true);
    expect(canSell({ id: 1, role: 'admin' })).toBe(true);
    expect(canSell({ id: 1, role: 'designer' })).toBe(false);
    expect(canSell({ id: 1, role: 'production' })).toBe(false);
  });

  it.each(['quotation.edit', 'order.edit'] as const)('%s: a seller only their own documents (the form asks this with the seller as owner); an admin any', (action) => {
    expect(can({ id: 1, role: 'seller' }, action, { ownerId: 1 }).allowed).toBe(true);
    expect(can({ id: 1, role: 'seller' }, action, { ownerId: 2 })).toEqual({ allowed: false, reason: 'Solo el vendedor de este documento o un administrador pueden modificarlo.' });
    expect(can({ id: 9, role: 'admin' }, action, { ownerId: 2 }).allowed).toBe(true);
    expect(can({ id: 2, role: 'designer' }, action, { ownerId: 2 }).allowed).toBe(false);
  });

  it('lets a seller quote only their own samples; an admin any; nobody else', () => {
    expect(canQuoteSample({ id: 1, role: 'seller' }, { ownerId: 1 })).toBe(true);
    expect(canQuoteSample({ id: 1, role: 'seller' }, { ownerId: 2 })).toBe(false);
    expect(canQuoteSample({ id: 9, role: 'admin' }, { ownerId: 2 })).toBe(true);
    expect(canQuoteSample({ id: 2, role: 'designer' }, { ownerId: 2 })).toBe(false);
  });

  it.each(ROLES)('shows amounts, RFC and e-mail to sales and admin only (%s)', (role) => {
    const expected = role === 'seller' || role === 'admin';
    expect(canSeeSalesAmounts({ id: 1, role })).toBe(expected);
    expect(canSeePartnerPrivateData({ id: 1, role })).toBe(expected);
  });

  it.each(ROLES)("shows the customer's IP to the sample's owner and admins only (%s)", (role) => {
    // A role the permission table does not name sees nothing, even on "its own" sample.
    expect(canSeeApprovalNetwork({ id: 1, role }, { ownerId: 1 })).toBe(role !== 'unknown-role');
    expect(canSeeApprovalNetwork({ id: 1, role }, { ownerId: 2 })).toBe(role === 'admin');
  });
});
