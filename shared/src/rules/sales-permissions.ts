import type { UserRole } from '../domain/enums';
import { allows, type PermissionActor, type PermissionAction } from './permissions';

/*
 * Who may write and read what of quotations, sales orders and partners, in one place: the server checks
 * it on every write and shapes every read with it, and the screens use it to offer and show only what
 * the user may do and see. Written with the roles of today (seller, designer, production, quality,
 * admin); a role added later is refused until it is named here. Thin wrappers over the permission
 * table (`can(actor, action, resource)`, ./permissions), which decides.
 */

export interface SalesActor {
  id: number;
  role: UserRole | string;
}

/** The permission table's answer for a sales actor (a role the table does not name is refused). */
const sales = (user: SalesActor, action: PermissionAction, ownerId?: number) => allows(user as PermissionActor, action, ownerId === undefined ? undefined : { ownerId });

/** May create a quotation or an order (and partners). */
export function canSell(user: SalesActor): boolean {
  return sales(user, 'quotation.create');
}

/** May quote a sample ('Cotizar'): an admin any; a seller only the samples they own. */
export function canQuoteSample(user: SalesActor, sample: { ownerId: number }): boolean {
  return sales(user, 'sample.quote', sample.ownerId);
}

/**
 * May see prices and amounts (unit prices, subtotals, tax, totals) of quotations and orders: sales and
 * admin only. The others (design, production, quality) read the documents without them.
 */
export function canSeeSalesAmounts(user: SalesActor): boolean {
  return sales(user, 'sales.seeAmounts');
}

/** May see a partner's RFC and e-mail addresses (the partner's and its contacts'): sales and admin only. */
export function canSeePartnerPrivateData(user: SalesActor): boolean {
  return sales(user, 'partner.seePrivateData');
}

/** May see the customer's IP address and browser on an approval answer: the sample's owner and admins. */
export function canSeeApprovalNetwork(user: SalesActor, sample: { ownerId: number }): boolean {
  return sales(user, 'approval.seeNetwork', sample.ownerId);
}
