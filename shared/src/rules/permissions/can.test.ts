import { USER_ROLES, type UserRole } from '../../domain/enums';
import { STAGE } from '../../domain/stages';
import { allows, can, type PermissionActor } from './can';
import { PERMISSION_ACTIONS, PERMISSION_TABLE, type PermissionAction } from './table';

const actor = (role: UserRole, id = 5): PermissionActor => ({ id, role });
const OWN = { ownerId: 5 };
const OTHERS = { ownerId: 6 };

describe('the permission table', () => {
  it('names every action <area>.<verb>, once, admins included in every one', () => {
    expect(new Set(PERMISSION_ACTIONS).size).toBe(PERMISSION_ACTIONS.length);
    for (const action of PERMISSION_ACTIONS) {
      expect(action).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
      expect(PERMISSION_TABLE[action].roles).toContain('admin');
    }
  });

  it('points stage steps at actions of the table', () => {
    for (const action of PERMISSION_ACTIONS) {
      const steps = (PERMISSION_TABLE[action] as { asStageStep?: Record<number, string> }).asStageStep ?? {};
      for (const step of Object.values(steps)) expect(PERMISSION_ACTIONS).toContain(step);
    }
  });

  // The whole table written out by hand, so a changed cell fails here and is a decision, not an accident.
  const WHO: Record<PermissionAction, readonly UserRole[]> = {
    'sample.create': ['seller', 'admin'],
    'sample.editDesign': ['seller', 'admin'],
    'sample.sendDesign': ['seller', 'admin'],
    'sample.uploadRender': ['designer', 'admin'],
    'sample.markMade': ['production', 'admin'],
    'sample.recordQuality': ['quality', 'admin'],
    'sample.completePhotos': ['quality', 'admin'],
    'sample.recordAnswer': ['seller', 'admin'],
    'sample.openRound': ['seller', 'admin'],
    'sample.override': ['admin'],
    'sample.transition': USER_ROLES,
    'sample.uploadPhoto': USER_ROLES,
    'sample.quote': ['seller', 'admin'],
    'sample.watch': USER_ROLES,
    'comment.create': USER_ROLES,
    'comment.edit': USER_ROLES,
    'comment.delete': USER_ROLES,
    'approval.createLink': ['seller', 'admin'],
    'approval.revokeLink': ['seller', 'admin'],
    'approval.emailLink': ['seller', 'admin'],
    'approval.seeNetwork': USER_ROLES,
    'partner.create': ['seller', 'admin'],
    'partner.edit': ['seller', 'admin'],
    'partner.photo': ['seller', 'admin'],
    'partner.seePrivateData': ['seller', 'admin'],
    'item.create': ['production', 'admin'],
    'item.edit': ['production', 'admin'],
    'bom.create': ['production', 'admin'],
    'bom.edit': ['production', 'admin'],
    'quotation.create': ['seller', 'admin'],
    'quotation.edit': ['seller', 'admin'],
    'quotation.setStatus': ['seller', 'admin'],
    'quotation.convert': ['seller', 'admin'],
    'order.create': ['seller', 'admin'],
    'order.edit': ['seller', 'admin'],
    'order.editGrid': ['seller', 'admin'],
    'order.setStatus': ['seller', 'admin'],
    'order.deliver': ['seller', 'admin'],
    'order.return': ['seller', 'admin'],
    'quotation.send': ['seller', 'admin'],
    'order.send': ['seller', 'admin'],
    'invoice.create': ['seller', 'admin'],
    'payment.receive': ['seller', 'admin'],
    'receivables.view': ['seller', 'admin'],
    'invoice.stamp': ['seller', 'admin'],
    'invoice.cancel': ['admin'],
    'sales.seeAmounts': ['seller', 'admin'],
    'report.samples': USER_ROLES,
    'report.sales': ['seller', 'admin'],
    'machine.create': ['production', 'admin'],
    'machine.edit': ['production', 'admin'],
    'stock.editWarehouses': ['production', 'admin'],
    'stock.move': ['production', 'admin'],
    'item.editPlanning': ['production', 'admin'],
    'purchase.request': ['production', 'admin'],
    'purchase.order': ['production', 'admin'],
    'purchase.receive': ['production', 'admin'],
    'purchase.invoice': ['admin'],
    'production.issueMaterials': ['production', 'admin'],
    'production.receive': ['production', 'admin'],
    'production.create': ['seller', 'production', 'admin'],
    'production.setStatus': ['production', 'admin'],
    'production.move': ['production', 'admin'],
    'production.record': ['production', 'quality', 'admin'],
    'programs.view': ['seller', 'admin'],
    'programs.manage': ['seller', 'admin'],
    'programs.reorder': ['seller', 'admin'],
    'programs.allowanceException': ['admin'],
    'programs.portalLink': ['seller', 'admin'],
    'settings.editDecoration': ['admin'],
    'fiscal.settings': ['admin'],
    'user.list': ['admin'],
    'user.create': ['admin'],
    'user.edit': ['admin'],
    'user.setPassword': ['admin'],
    'profile.changePassword': USER_ROLES,
    'session.logout': USER_ROLES,
    'notification.read': USER_ROLES,
    'backoffice.enter': USER_ROLES,
  };

  it.each(PERMISSION_ACTIONS.flatMap((action) => USER_ROLES.map((role) => ({ action, role }))))('$role → $action (no resource)', ({ action, role }) => {
    expect(allows(actor(role), action)).toBe(WHO[action].includes(role));
  });
});

describe('can', () => {
  it('refuses nobody signed in', () => {
    expect(can(null, 'comment.create')).toEqual({ allowed: false, reason: 'Inicia sesión para continuar.' });
    expect(allows(undefined, 'backoffice.enter')).toBe(false);
  });

  it('names the role in Spanish when the role may not', () => {
    expect(can(actor('quality'), 'sample.create')).toEqual({ allowed: false, reason: 'Tu rol (Calidad) no permite crear muestras.' });
    expect(can(actor('designer'), 'sample.editDesign', OWN)).toEqual({ allowed: false, reason: 'Tu rol (Diseñador) no permite editar el diseño.' });
  });

  it('keeps the sales and admin screens’ own sentences', () => {
    expect(can(actor('designer'), 'quotation.create')).toEqual({ allowed: false, reason: 'Tu rol no puede crear cotizaciones ni órdenes de venta.' });
    expect(can(actor('designer'), 'partner.create')).toEqual({ allowed: false, reason: 'Tu rol no puede crear ni editar socios de negocio.' });
    expect(can(actor('seller'), 'item.create')).toEqual({ allowed: false, reason: 'Solo producción y administración crean y editan artículos.' });
    expect(can(actor('seller'), 'user.create')).toEqual({ allowed: false, reason: 'Solo un administrador puede administrar usuarios.' });
    expect(can(actor('seller'), 'settings.editDecoration')).toEqual({ allowed: false, reason: 'Solo un administrador puede cambiar los ajustes de bordado.' });
  });

  it('binds a seller to their own samples and documents, not an admin nor the workshop roles', () => {
    const notOwner = 'Solo el vendedor dueño de la muestra o un administrador pueden hacer cambios en ella.';
    expect(can(actor('seller'), 'sample.editDesign', OTHERS)).toEqual({ allowed: false, reason: notOwner });
    expect(allows(actor('seller'), 'sample.editDesign', OWN)).toBe(true);
    expect(allows(actor('admin'), 'sample.editDesign', OTHERS)).toBe(true);
    expect(allows(actor('designer'), 'sample.uploadRender', OTHERS)).toBe(true);
    expect(allows(actor('seller'), 'comment.create', OTHERS)).toBe(true);
    expect(can(actor('seller'), 'quotation.edit', OTHERS)).toEqual({ allowed: false, reason: 'Solo el vendedor de este documento o un administrador pueden modificarlo.' });
    expect(can(actor('seller'), 'sample.quote', OTHERS)).toEqual({ allowed: false, reason: 'Solo el vendedor dueño de la muestra o un administrador pueden cotizarla.' });
    expect(allows(actor('designer'), 'approval.seeNetwork', OTHERS)).toBe(false);
    expect(allows(actor('admin'), 'approval.seeNetwork', OTHERS)).toBe(true);
  });

  it('binds a seller to the uniform programs they are the seller of; only an admin approves an allowance exception', () => {
    const notYours = 'Solo el vendedor del programa de uniformes o un administrador pueden verlo o cambiarlo.';
    for (const action of ['programs.view', 'programs.manage', 'programs.reorder', 'programs.portalLink'] as const) {
      expect(can(actor('seller'), action, OTHERS)).toEqual({ allowed: false, reason: notYours });
      expect(allows(actor('seller'), action, OWN)).toBe(true);
      expect(allows(actor('admin'), action, OTHERS)).toBe(true);
      expect(can(actor('production'), action)).toEqual({ allowed: false, reason: 'Solo los vendedores y los administradores ven y llevan los programas de uniformes.' });
    }
    expect(can(actor('seller'), 'programs.allowanceException', OWN)).toEqual({
      allowed: false,
      reason: 'Solo un administrador aprueba piezas por encima de la dotación de un empleado.',
    });
  });

  it('does not judge ownership it does not know', () => {
    expect(allows(actor('seller'), 'sample.editDesign')).toBe(true);
    expect(allows(actor('seller'), 'sample.editDesign', {})).toBe(true);
    expect(allows(actor('seller'), 'sample.editDesign', { ownerId: null })).toBe(false);
  });

  it('gives a photo to the role of the stage’s step', () => {
    expect(allows(actor('production'), 'sample.uploadPhoto', { ...OWN, stage: STAGE.making })).toBe(true);
    expect(can(actor('production'), 'sample.uploadPhoto', { ...OWN, stage: STAGE.quality })).toEqual({
      allowed: false,
      reason: 'Tu rol (Producción) no permite registrar la revisión de calidad.',
    });
    expect(allows(actor('quality'), 'sample.uploadPhoto', { stage: STAGE.photography })).toBe(true);
    // Outside 3–5 the table does not refuse: the server answers 409 (no photos at that stage).
    expect(allows(actor('designer'), 'sample.uploadPhoto', { stage: STAGE.design })).toBe(true);
    // Ownership first: another seller's sample.
    expect(can(actor('seller'), 'sample.uploadPhoto', { ...OTHERS, stage: STAGE.design })).toEqual({
      allowed: false,
      reason: 'Solo el vendedor dueño de la muestra o un administrador pueden hacer cambios en ella.',
    });
  });

  it('refuses a role the table does not name', () => {
    expect(can({ id: 1, role: 'owner' as UserRole }, 'comment.create')).toEqual({ allowed: false, reason: 'Tu rol (owner) no permite comentar.' });
  });
});
