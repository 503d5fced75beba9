import type { UserRole } from '../domain/enums';

/*
 * Who may write quotations and sales orders, in one place: the server checks it on every write and the
 * screens use it to offer only what the user may do. Written with the roles of today (seller, designer,
 * production, quality, admin); a role added later is refused until it is named here.
 */

export interface SalesActor {
  id: number;
  role: UserRole | string;
}

/** Roles that sell: they create quotations and orders and edit their own. */
const SELLING_ROLES: readonly string[] = ['seller', 'admin'];

/** May create a quotation or an order (and partners). */
export function canSell(user: SalesActor): boolean {
  return SELLING_ROLES.includes(user.role);
}

/** May change this document: an admin any; a seller only their own. */
export function canEditSalesDocument(user: SalesActor, doc: { sellerId: number }): boolean {
  if (user.role === 'admin') return true;
  return canSell(user) && doc.sellerId === user.id;
}
