import type { UserRole } from '../domain/enums';

/*
 * Who may write and read what of quotations, sales orders and partners, in one place: the server checks
 * it on every write and shapes every read with it, and the screens use it to offer and show only what
 * the user may do and see. Written with the roles of today (seller, designer, production, quality,
 * admin); a role added later is refused until it is named here. Pure functions, so a later
 * `can(actor, action, resource)` table can gather them.
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

/** May quote a sample ('Cotizar'): an admin any; a seller only the samples they own. */
export function canQuoteSample(user: SalesActor, sample: { ownerId: number }): boolean {
  if (user.role === 'admin') return true;
  return canSell(user) && sample.ownerId === user.id;
}

/**
 * May see prices and amounts (unit prices, subtotals, tax, totals) of quotations and orders: sales and
 * admin only. The others (design, production, quality) read the documents without them.
 */
export function canSeeSalesAmounts(user: SalesActor): boolean {
  return canSell(user);
}

/** May see a partner's RFC and e-mail addresses (the partner's and its contacts'): sales and admin only. */
export function canSeePartnerPrivateData(user: SalesActor): boolean {
  return canSell(user);
}

/** May see the customer's IP address and browser on an approval answer: the sample's owner and admins. */
export function canSeeApprovalNetwork(user: SalesActor, sample: { ownerId: number }): boolean {
  return user.role === 'admin' || sample.ownerId === user.id;
}
