import type { UserRole } from '../../domain/enums';
import { PERMISSION_MESSAGES as M } from '../../domain/permission-messages';
import type { SampleStage } from '../../domain/stages';

/*
 * THE permission table (issue 29): every action of every area, who may do it, and why not, as data.
 * `can()` (./can.ts) reads it; the server checks each endpoint's declared action with it before the
 * handler; the screens ask the same function; docs/permissions.md is generated from it
 * (`node scripts/permissions-matrix.mjs`). A role added later is refused everything until it is named here.
 */

const ALL: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const SELLERS: readonly UserRole[] = ['seller', 'admin'];
const ADMIN: readonly UserRole[] = ['admin'];
/** Everyone but admins acts on their own resources only (an admin is never bound by ownership). */
const NOT_ADMIN: readonly UserRole[] = ['seller', 'designer', 'production', 'quality'];

/** The resource an action is about, loaded by the server by the endpoint's `:id` (none: no resource). */
export type PermissionResourceKind = 'sample' | 'quotation' | 'order';

export interface PermissionRule {
  /** Roles that may do the action at all. */
  roles: readonly UserRole[];
  /**
   * Why another role may not: `what` reads 'Tu rol (Calidad) no permite <what>.'; `message` is a fixed
   * sentence (the sales and admin screens' texts).
   */
  refused: { what: string } | { message: string };
  /** Roles that may act only on their own resource (`resource.ownerId === actor.id`), and the refusal. */
  ownOnly?: { roles: readonly UserRole[]; message: string };
  /**
   * Stage rule: at these stages the action is that stage's step, so only the step's roles may (a photo at
   * 3 is production's, at 4 and 5 quality's). At other stages the table does not refuse (the server's
   * 409 tells that nothing is done at that stage).
   */
  asStageStep?: Partial<Record<SampleStage, string>>;
  /** The resource the server loads (by `:id`) to judge ownership and stage. */
  resource?: PermissionResourceKind;
}

const notOwner = { roles: ['seller'], message: M.notOwner } as const;
const notYourProgram = { roles: ['seller'], message: M.notYourProgram } as const;

/** Every action, in the order the matrix lists them. */
export const PERMISSION_TABLE = {
  // Samples: creation, the design and each step of the stage machine (issue 15).
  'sample.create': { roles: SELLERS, refused: { what: 'crear muestras' } },
  'sample.editDesign': { roles: SELLERS, refused: { what: 'editar el diseño' }, ownOnly: notOwner, resource: 'sample' },
  'sample.sendDesign': { roles: SELLERS, refused: { what: 'enviar el diseño' }, ownOnly: notOwner, resource: 'sample' },
  'sample.uploadRender': { roles: ['designer', 'admin'], refused: { what: 'subir el render' }, ownOnly: notOwner, resource: 'sample' },
  'sample.markMade': { roles: ['production', 'admin'], refused: { what: 'marcar la muestra como realizada' }, ownOnly: notOwner, resource: 'sample' },
  'sample.recordQuality': { roles: ['quality', 'admin'], refused: { what: 'registrar la revisión de calidad' }, ownOnly: notOwner, resource: 'sample' },
  'sample.completePhotos': { roles: ['quality', 'admin'], refused: { what: 'registrar las fotografías' }, ownOnly: notOwner, resource: 'sample' },
  'sample.recordAnswer': { roles: SELLERS, refused: { what: 'registrar la respuesta del cliente' }, ownOnly: notOwner, resource: 'sample' },
  'sample.openRound': { roles: SELLERS, refused: { what: 'abrir una nueva ronda' }, ownOnly: notOwner, resource: 'sample' },
  'sample.override': { roles: ADMIN, refused: { what: 'mover la muestra a cualquier etapa' }, resource: 'sample' },
  'sample.transition': { roles: ALL, refused: { what: 'cambiar la etapa' }, ownOnly: notOwner, resource: 'sample' },
  'sample.uploadPhoto': {
    roles: ALL,
    refused: { what: 'subir fotos' },
    ownOnly: notOwner,
    asStageStep: { 3: 'sample.markMade', 4: 'sample.recordQuality', 5: 'sample.completePhotos' },
    resource: 'sample',
  },
  'sample.quote': {
    roles: SELLERS,
    refused: { message: M.cannotSell },
    ownOnly: { roles: ['seller'], message: M.notYourSample },
    resource: 'sample',
  },
  'sample.watch': { roles: ALL, refused: { what: 'ver la muestra' }, resource: 'sample' },
  // Comments (every role, on every sample; editing and deleting one's own is the comment's rule).
  'comment.create': { roles: ALL, refused: { what: 'comentar' }, resource: 'sample' },
  'comment.edit': { roles: ALL, refused: { what: 'comentar' }, resource: 'sample' },
  'comment.delete': { roles: ALL, refused: { what: 'comentar' }, resource: 'sample' },
  // The customer's approval link (stage 6 belongs to the sample's seller).
  'approval.createLink': { roles: SELLERS, refused: { what: 'registrar la respuesta del cliente' }, ownOnly: notOwner, resource: 'sample' },
  'approval.revokeLink': { roles: SELLERS, refused: { what: 'registrar la respuesta del cliente' }, ownOnly: notOwner, resource: 'sample' },
  'approval.emailLink': { roles: SELLERS, refused: { what: 'registrar la respuesta del cliente' }, ownOnly: notOwner, resource: 'sample' },
  'approval.seeNetwork': {
    roles: ALL,
    refused: { what: 'ver la red del cliente' },
    ownOnly: { roles: NOT_ADMIN, message: M.networkOwnerOnly },
    resource: 'sample',
  },
  // Business partners: shared master data, written by those who sell.
  'partner.create': { roles: SELLERS, refused: { message: M.partnersReadOnly } },
  'partner.edit': { roles: SELLERS, refused: { message: M.partnersReadOnly } },
  'partner.photo': { roles: SELLERS, refused: { message: M.partnersReadOnly } },
  'partner.seePrivateData': { roles: SELLERS, refused: { message: M.partnersReadOnly } },
  // Items (issue 30): styles, variants and services, master data kept by production; everyone reads them.
  'item.create': { roles: ['production', 'admin'], refused: { message: M.itemsReadOnly } },
  'item.edit': { roles: ['production', 'admin'], refused: { message: M.itemsReadOnly } },
  // Bills of materials (issue 30 item 3): production and admin write; everyone reads.
  'bom.create': { roles: ['production', 'admin'], refused: { message: M.bomsReadOnly } },
  'bom.edit': { roles: ['production', 'admin'], refused: { message: M.bomsReadOnly } },
  // Quotations and sales orders: a seller writes their own documents, an admin any.
  'quotation.create': { roles: SELLERS, refused: { message: M.cannotSell } },
  'quotation.edit': { roles: SELLERS, refused: { message: M.notYours }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'quotation' },
  'quotation.setStatus': { roles: SELLERS, refused: { message: M.notYours }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'quotation' },
  'quotation.convert': { roles: SELLERS, refused: { message: M.notYours }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'quotation' },
  'order.create': { roles: SELLERS, refused: { message: M.cannotSell } },
  'order.edit': { roles: SELLERS, refused: { message: M.notYours }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'order' },
  // A sales order line's size grid and name list (issue 30): the order's seller or an admin; the rest read.
  'order.editGrid': { roles: SELLERS, refused: { message: M.notYours }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'order' },
  'order.setStatus': { roles: SELLERS, refused: { message: M.notYours }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'order' },
  // Deliveries and returns of an order (issue 32 item 1): the order's seller or an admin; quotations and orders
  // printed for anyone who reads them, sent by e-mail by their seller or an admin (item 7).
  'order.deliver': { roles: SELLERS, refused: { message: M.cannotSell }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'order' },
  'order.return': { roles: SELLERS, refused: { message: M.cannotSell }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'order' },
  'quotation.send': { roles: SELLERS, refused: { message: M.cannotSell }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'quotation' },
  'order.send': { roles: SELLERS, refused: { message: M.cannotSell }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'order' },
  // Accounts receivable (issue 32 items 6 and 8): a seller invoices, collects and reads their own documents
  // (the handlers scope them by the document's seller), an admin any.
  'invoice.create': { roles: SELLERS, refused: { message: M.receivablesSellers } },
  'payment.receive': { roles: SELLERS, refused: { message: M.receivablesSellers } },
  'receivables.view': { roles: SELLERS, refused: { message: M.receivablesSellers } },
  // Stamping CFDIs through the PAC (issue 32 items 3–5): a seller stamps their own invoices and payments; only an admin cancels one.
  'invoice.stamp': { roles: SELLERS, refused: { message: M.receivablesSellers } },
  'invoice.cancel': { roles: ADMIN, refused: { message: M.fiscalCancelAdminOnly } },
  'sales.seeAmounts': { roles: SELLERS, refused: { message: M.cannotSell } },
  // Reports (issue 33): the sales report's scope (own orders for a seller) is the report's own rule.
  'report.samples': { roles: ALL, refused: { message: M.samplesReport } },
  'report.sales': { roles: SELLERS, refused: { message: M.salesReport } },
  // Production machines (issue 30): production and admins write them; everyone reads.
  'machine.create': { roles: ['production', 'admin'], refused: { message: M.machinesReadOnly } },
  'machine.edit': { roles: ['production', 'admin'], refused: { message: M.machinesReadOnly } },
  // Stock (issue 31): warehouse staff (production) and admins keep warehouses, locations and post movements; everyone reads.
  'stock.editWarehouses': { roles: ['production', 'admin'], refused: { message: M.stockReadOnly } },
  'stock.move': { roles: ['production', 'admin'], refused: { message: M.stockReadOnly } },
  // An item's planning data (minimum stock, preferred supplier): like the warehouses.
  'item.editPlanning': { roles: ['production', 'admin'], refused: { message: M.stockReadOnly } },
  // Purchasing (issue 31 item 5): production (the warehouse and buying staff; the role list has no 'compras')
  // and admins request, quote, order and receive; supplier invoices, credit notes and payments are accounts
  // payable: admins.
  'purchase.request': { roles: ['production', 'admin'], refused: { message: M.purchasingReadOnly } },
  'purchase.order': { roles: ['production', 'admin'], refused: { message: M.purchasingReadOnly } },
  'purchase.receive': { roles: ['production', 'admin'], refused: { message: M.purchasingReadOnly } },
  'purchase.invoice': { roles: ADMIN, refused: { message: M.supplierInvoicesAdminOnly } },
  // Production and stock (issue 31 item 4): materials issued to a production order, finished goods received.
  'production.issueMaterials': { roles: ['production', 'admin'], refused: { message: M.productionStock } },
  'production.receive': { roles: ['production', 'admin'], refused: { message: M.productionStock } },
  // Production orders (issue 30 items 4, 6, 7): the order's seller (or production) sends a line to production;
  // production plans, releases and moves operations; production and quality record operations (quality the rejects).
  'production.create': { roles: ['seller', 'production', 'admin'], refused: { message: M.productionCreate }, ownOnly: { roles: ['seller'], message: M.notYours }, resource: 'order' },
  'production.setStatus': { roles: ['production', 'admin'], refused: { message: M.productionPlans } },
  'production.move': { roles: ['production', 'admin'], refused: { message: M.productionPlans } },
  'production.record': { roles: ['production', 'quality', 'admin'], refused: { message: M.productionRecords } },
  // Uniform programs (issue 35): a client's program belongs to its seller (`uniform_programs.seller_id`); the
  // seller and admins read and keep it (job titles, kits, roster, import), reorder from it and hand the HR
  // contact a portal link; only an admin approves pieces over an employee's allowance. The routes name the
  // program under several parameters, so the server's `programAccess` (server/src/modules/programs/access.ts)
  // loads it and asks `can()` with its seller as owner, rather than `route()` loading a resource by `:id`.
  'programs.view': { roles: SELLERS, refused: { message: M.programsSellers }, ownOnly: notYourProgram },
  'programs.manage': { roles: SELLERS, refused: { message: M.programsSellers }, ownOnly: notYourProgram },
  'programs.reorder': { roles: SELLERS, refused: { message: M.programsSellers }, ownOnly: notYourProgram },
  'programs.allowanceException': { roles: ADMIN, refused: { message: M.allowanceExceptionAdminOnly } },
  'programs.portalLink': { roles: SELLERS, refused: { message: M.programsSellers }, ownOnly: notYourProgram },
  // Settings and users: admins only.
  'settings.editDecoration': { roles: ADMIN, refused: { message: M.settingsAdminOnly } },
  // The company's fiscal data and its CSD (issue 32 item 2): admins only, reading included (the CSD's data is not everyone's).
  'fiscal.settings': { roles: ADMIN, refused: { message: M.fiscalAdminOnly } },
  'user.list': { roles: ADMIN, refused: { message: M.usersAdminOnly } },
  'user.create': { roles: ADMIN, refused: { message: M.usersAdminOnly } },
  'user.edit': { roles: ADMIN, refused: { message: M.usersAdminOnly } },
  'user.setPassword': { roles: ADMIN, refused: { message: M.usersAdminOnly } },
  // One's own session and inbox.
  'profile.changePassword': { roles: ALL, refused: { what: 'cambiar tu contraseña' } },
  'session.logout': { roles: ALL, refused: { what: 'cerrar sesión' } },
  'notification.read': { roles: ALL, refused: { what: 'marcar notificaciones' } },
  'backoffice.enter': { roles: ALL, refused: { what: 'entrar al back-office' } },
} as const satisfies Record<string, PermissionRule>;

export type PermissionAction = keyof typeof PERMISSION_TABLE;

/** Every action, in the table's order. */
export const PERMISSION_ACTIONS = Object.keys(PERMISSION_TABLE) as readonly PermissionAction[];
