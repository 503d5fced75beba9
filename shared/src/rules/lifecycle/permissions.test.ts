import { USER_ROLES, type UserRole } from '../../domain/enums';
import { ACTIONS, may, mayWriteSample, refusal, rolesActingOn, waitsFor, type Action } from './permissions';

/** Issue 15's permission table, written out: who may do each action (admin may do all). */
const TABLE: Record<Action, UserRole[]> = {
  createSample: ['seller', 'admin'],
  editDesign: ['seller', 'admin'],
  sendDesign: ['seller', 'admin'],
  uploadRender: ['designer', 'admin'],
  markMade: ['production', 'admin'],
  recordQuality: ['quality', 'admin'],
  completePhotos: ['quality', 'admin'],
  recordAnswer: ['seller', 'admin'],
  openRound: ['seller', 'admin'],
  override: ['admin'],
  comment: ['seller', 'designer', 'production', 'quality', 'admin'],
};

describe('permissions', () => {
  const own = { ownerId: 5 };
  it.each(ACTIONS.flatMap((action) => USER_ROLES.map((role) => ({ action, role }))))('$role → $action', ({ action, role }) => {
    expect(may({ id: 5, role }, action, own)).toBe(TABLE[action].includes(role));
  });

  it('a seller changes only the samples they own, but may comment on any', () => {
    const other = { id: 6, role: 'seller' as const };
    for (const action of ['editDesign', 'sendDesign', 'recordAnswer', 'openRound'] as const) {
      expect(refusal(other, action, own)).toBe('Solo el vendedor dueño de la muestra o un administrador pueden hacer cambios en ella.');
    }
    expect(may(other, 'comment', own)).toBe(true);
    expect(may(other, 'createSample')).toBe(true);
    expect(mayWriteSample(other, own)).toBe(false);
    expect(mayWriteSample({ id: 6, role: 'designer' }, own)).toBe(true);
  });

  it('refusals name the role in Spanish', () => {
    expect(refusal({ id: 1, role: 'designer' }, 'editDesign', own)).toBe('Tu rol (Diseñador) no permite editar el diseño.');
  });

  it("what waits for whom: a seller's own samples at 1, 6 and 8; other roles their stage", () => {
    expect(waitsFor({ id: 5, role: 'seller' }, 6, own)).toBe(true);
    expect(waitsFor({ id: 6, role: 'seller' }, 6, own)).toBe(false);
    expect(waitsFor({ id: 5, role: 'seller' }, 4, own)).toBe(false);
    expect(waitsFor({ id: 1, role: 'quality' }, 5, own)).toBe(true);
    expect(waitsFor({ id: 1, role: 'production' }, 3, own)).toBe(true);
    expect(waitsFor({ id: 1, role: 'admin' }, 3, own)).toBe(false);
    expect(rolesActingOn(2)).toEqual(['designer']);
    expect(rolesActingOn(7)).toEqual([]);
  });
});
