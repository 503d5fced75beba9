import type { UserRole } from '../../domain/enums';
import { LIFECYCLE_MESSAGES } from '../../domain/lifecycle';
import { SALES_MESSAGES } from '../../domain/sales-messages';
import type { SampleStage } from '../../domain/stages';
import { USERS_MESSAGES } from '../../domain/users';
import { SETTINGS_MESSAGES } from '../colour/messages';

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
  /** Spanish label of the action (the matrix in docs/permissions.md, buttons). */
  label: string;
}

const notOwner = { roles: ['seller'], message: LIFECYCLE_MESSAGES.notOwner } as const;

/** Every action, in the order the matrix lists them. */
export const PERMISSION_TABLE = {
  // Samples: creation, the design and each step of the stage machine (issue 15).
  'sample.create': { label: 'Crear muestra', roles: SELLERS, refused: { what: 'crear muestras' } },
  'sample.editDesign': { label: 'Editar diseño (prenda, logotipos, textos, proyecto)', roles: SELLERS, refused: { what: 'editar el diseño' }, ownOnly: notOwner, resource: 'sample' },
  'sample.sendDesign': { label: 'Enviar diseño (1 → 2)', roles: SELLERS, refused: { what: 'enviar el diseño' }, ownOnly: notOwner, resource: 'sample' },
  'sample.uploadRender': { label: 'Subir render (2 → 3)', roles: ['designer', 'admin'], refused: { what: 'subir el render' }, ownOnly: notOwner, resource: 'sample' },
  'sample.markMade': { label: 'Marcar muestra realizada (3 → 4)', roles: ['production', 'admin'], refused: { what: 'marcar la muestra como realizada' }, ownOnly: notOwner, resource: 'sample' },
  'sample.recordQuality': { label: 'Registrar revisión de calidad (4 → 5 u 8)', roles: ['quality', 'admin'], refused: { what: 'registrar la revisión de calidad' }, ownOnly: notOwner, resource: 'sample' },
  'sample.completePhotos': { label: 'Registrar fotografías (5 → 6)', roles: ['quality', 'admin'], refused: { what: 'registrar las fotografías' }, ownOnly: notOwner, resource: 'sample' },
  'sample.recordAnswer': { label: 'Registrar respuesta del cliente (6 → 7 u 8)', roles: SELLERS, refused: { what: 'registrar la respuesta del cliente' }, ownOnly: notOwner, resource: 'sample' },
  'sample.openRound': { label: 'Abrir nueva ronda (8 → 1)', roles: SELLERS, refused: { what: 'abrir una nueva ronda' }, ownOnly: notOwner, resource: 'sample' },
  'sample.override': { label: 'Mover a cualquier etapa', roles: ADMIN, refused: { what: 'mover la muestra a cualquier etapa' }, resource: 'sample' },
  'sample.transition': { label: 'Pedir un cambio de etapa (el paso decide)', roles: ALL, refused: { what: 'cambiar la etapa' }, ownOnly: notOwner, resource: 'sample' },
  'sample.uploadPhoto': {
    label: 'Subir fotos (3 producción, 4–5 calidad)',
    roles: ALL,
    refused: { what: 'subir fotos' },
    ownOnly: notOwner,
    asStageStep: { 3: 'sample.markMade', 4: 'sample.recordQuality', 5: 'sample.completePhotos' },
    resource: 'sample',
  },
  'sample.quote': {
    label: 'Cotizar la muestra',
    roles: SELLERS,
    refused: { message: SALES_MESSAGES.cannotSell },
    ownOnly: { roles: ['seller'], message: SALES_MESSAGES.notYourSample },
    resource: 'sample',
  },
  'sample.watch': { label: 'Anunciarse como visitante del editor', roles: ALL, refused: { what: 'ver la muestra' }, resource: 'sample' },
  // Comments (every role, on every sample; editing and deleting one's own is the comment's rule).
  'comment.create': { label: 'Comentar', roles: ALL, refused: { what: 'comentar' }, resource: 'sample' },
  'comment.edit': { label: 'Editar comentario propio', roles: ALL, refused: { what: 'comentar' }, resource: 'sample' },
  'comment.delete': { label: 'Borrar comentario propio', roles: ALL, refused: { what: 'comentar' }, resource: 'sample' },
  // The customer's approval link (stage 6 belongs to the sample's seller).
  'approval.createLink': { label: 'Crear enlace de aprobación', roles: SELLERS, refused: { what: 'registrar la respuesta del cliente' }, ownOnly: notOwner, resource: 'sample' },
  'approval.revokeLink': { label: 'Revocar enlace de aprobación', roles: SELLERS, refused: { what: 'registrar la respuesta del cliente' }, ownOnly: notOwner, resource: 'sample' },
  'approval.emailLink': { label: 'Enviar enlace por correo', roles: SELLERS, refused: { what: 'registrar la respuesta del cliente' }, ownOnly: notOwner, resource: 'sample' },
  'approval.seeNetwork': {
    label: 'Ver IP y navegador del cliente',
    roles: ALL,
    refused: { what: 'ver la red del cliente' },
    ownOnly: { roles: NOT_ADMIN, message: 'Solo el vendedor dueño de la muestra o un administrador ven la red del cliente.' },
    resource: 'sample',
  },
  // Business partners: shared master data, written by those who sell.
  'partner.create': { label: 'Crear socio', roles: SELLERS, refused: { message: SALES_MESSAGES.partnersReadOnly } },
  'partner.edit': { label: 'Editar socio', roles: SELLERS, refused: { message: SALES_MESSAGES.partnersReadOnly } },
  'partner.photo': { label: 'Cambiar o quitar la foto del socio', roles: SELLERS, refused: { message: SALES_MESSAGES.partnersReadOnly } },
  'partner.seePrivateData': { label: 'Ver RFC y correos de socios', roles: SELLERS, refused: { message: SALES_MESSAGES.partnersReadOnly } },
  // Quotations and sales orders: a seller writes their own documents, an admin any.
  'quotation.create': { label: 'Crear cotización', roles: SELLERS, refused: { message: SALES_MESSAGES.cannotSell } },
  'quotation.edit': { label: 'Editar cotización', roles: SELLERS, refused: { message: SALES_MESSAGES.notYours }, ownOnly: { roles: ['seller'], message: SALES_MESSAGES.notYours }, resource: 'quotation' },
  'quotation.setStatus': { label: 'Cerrar o cancelar cotización', roles: SELLERS, refused: { message: SALES_MESSAGES.notYours }, ownOnly: { roles: ['seller'], message: SALES_MESSAGES.notYours }, resource: 'quotation' },
  'quotation.convert': { label: 'Copiar cotización a orden de venta', roles: SELLERS, refused: { message: SALES_MESSAGES.notYours }, ownOnly: { roles: ['seller'], message: SALES_MESSAGES.notYours }, resource: 'quotation' },
  'order.create': { label: 'Crear orden de venta', roles: SELLERS, refused: { message: SALES_MESSAGES.cannotSell } },
  'order.edit': { label: 'Editar orden de venta', roles: SELLERS, refused: { message: SALES_MESSAGES.notYours }, ownOnly: { roles: ['seller'], message: SALES_MESSAGES.notYours }, resource: 'order' },
  'order.setStatus': { label: 'Cerrar o cancelar orden de venta', roles: SELLERS, refused: { message: SALES_MESSAGES.notYours }, ownOnly: { roles: ['seller'], message: SALES_MESSAGES.notYours }, resource: 'order' },
  'sales.seeAmounts': { label: 'Ver precios e importes de ventas', roles: SELLERS, refused: { message: SALES_MESSAGES.cannotSell } },
  // Reports (issue 33): the sales report's scope (own orders for a seller) is the report's own rule.
  'report.samples': { label: 'Ver informe de muestras', roles: ALL, refused: { message: 'Tu rol no puede ver el informe de muestras.' } },
  'report.sales': { label: 'Ver informe de ventas', roles: SELLERS, refused: { message: 'El informe de ventas es solo para vendedores y administradores.' } },
  // Settings and users: admins only.
  'settings.editDecoration': { label: 'Cambiar ajustes de bordado', roles: ADMIN, refused: { message: SETTINGS_MESSAGES.adminOnly } },
  'user.list': { label: 'Ver usuarios', roles: ADMIN, refused: { message: USERS_MESSAGES.adminOnly } },
  'user.create': { label: 'Crear usuario', roles: ADMIN, refused: { message: USERS_MESSAGES.adminOnly } },
  'user.edit': { label: 'Editar usuario (rol, activo, datos)', roles: ADMIN, refused: { message: USERS_MESSAGES.adminOnly } },
  'user.setPassword': { label: 'Poner contraseña a un usuario', roles: ADMIN, refused: { message: USERS_MESSAGES.adminOnly } },
  // One's own session and inbox.
  'profile.changePassword': { label: 'Cambiar mi contraseña', roles: ALL, refused: { what: 'cambiar tu contraseña' } },
  'session.logout': { label: 'Cerrar sesión', roles: ALL, refused: { what: 'cerrar sesión' } },
  'notification.read': { label: 'Marcar notificaciones como leídas', roles: ALL, refused: { what: 'marcar notificaciones' } },
  'backoffice.enter': { label: 'Entrar al back-office', roles: ALL, refused: { what: 'entrar al back-office' } },
} as const satisfies Record<string, PermissionRule>;

export type PermissionAction = keyof typeof PERMISSION_TABLE;

/** Every action, in the table's order. */
export const PERMISSION_ACTIONS = Object.keys(PERMISSION_TABLE) as readonly PermissionAction[];
