import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { draftOfUser, EMPTY_USER_DRAFT, newUserBodyOf, userChangeOf } from './user-draft';

describe('the user dialog draft', () => {
  it('turns a filled draft into a new user, machines one per line', () => {
    const result = newUserBodyOf({ ...EMPTY_USER_DRAFT, username: ' tomas ', firstName: 'Tomás', lastName: 'Galindo', role: 'production', machines: 'Tajima\n\nPlancha', password: 'inicial-2026' });
    expect(result).toEqual({
      body: { username: 'tomas', firstName: 'Tomás', lastName: 'Galindo', role: 'production', email: null, machines: ['Tajima', 'Plancha'], password: 'inicial-2026' },
    });
  });

  it('names every field that is wrong', () => {
    const result = newUserBodyOf({ ...EMPTY_USER_DRAFT, username: 'a b', email: 'x@', password: 'corta' });
    expect(result).toEqual({
      errors: {
        username: USERS_MESSAGES.usernameInvalid,
        firstName: USERS_MESSAGES.firstNameRequired,
        lastName: USERS_MESSAGES.lastNameRequired,
        email: USERS_MESSAGES.emailInvalid,
        password: USERS_MESSAGES.passwordTooShort,
      },
    });
  });

  it('edits role, e-mail, machines and state of an existing user', () => {
    const draft = draftOfUser({ id: 3, username: 'rosa', firstName: 'Rosa', lastName: 'Medina', role: 'production', email: null, machines: ['Tajima'], active: true, createdAt: '' });
    expect(draft.machines).toBe('Tajima');
    expect(userChangeOf({ ...draft, active: false, email: ' rosa@u.mx ' })).toEqual({ body: { role: 'production', email: 'rosa@u.mx', machines: ['Tajima'], active: false } });
    expect(userChangeOf({ ...draft, email: 'rosa' })).toEqual({ errors: { email: USERS_MESSAGES.emailInvalid } });
  });
});
