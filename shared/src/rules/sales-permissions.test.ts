import { canEditSalesDocument, canSell } from './sales-permissions';

describe('sales permissions', () => {
  it('lets sellers and admins sell, not designers', () => {
    expect(canSell({ id: 1, role: 'seller' })).toBe(true);
    expect(canSell({ id: 1, role: 'admin' })).toBe(true);
    expect(canSell({ id: 1, role: 'designer' })).toBe(false);
    expect(canSell({ id: 1, role: 'designer' })).toBe(false);
  });

  it('lets a seller edit only their own documents; an admin any', () => {
    expect(canEditSalesDocument({ id: 1, role: 'seller' }, { sellerId: 1 })).toBe(true);
    expect(canEditSalesDocument({ id: 1, role: 'seller' }, { sellerId: 2 })).toBe(false);
    expect(canEditSalesDocument({ id: 9, role: 'admin' }, { sellerId: 2 })).toBe(true);
    expect(canEditSalesDocument({ id: 2, role: 'designer' }, { sellerId: 2 })).toBe(false);
  });
});
