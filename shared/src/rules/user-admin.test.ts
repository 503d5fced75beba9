import { USERS_MESSAGES } from '../domain/users';
import { emailError, leavesNoAdmin, machinesError, machinesOf, mayManageUsers, passwordError, passwordResetEmail, usernameError } from './user-admin';

describe('user management rules', () => {
  it('lets only an admin manage users', () => {
    expect(mayManageUsers({ role: 'admin' })).toBe(true);
    for (const role of ['seller', 'designer', 'production', 'quality', 'owner']) expect(mayManageUsers({ role })).toBe(false);
  });

  it('checks a password by length and its confirmation', () => {
    expect(passwordError('1234567')).toBe(USERS_MESSAGES.passwordTooShort);
    expect(passwordError('12345678')).toBeUndefined();
    expect(passwordError('x'.repeat(201))).toBe(USERS_MESSAGES.passwordTooLong);
    expect(passwordError('12345678', '12345679')).toBe(USERS_MESSAGES.passwordMismatch);
    expect(passwordError('12345678', '12345678')).toBeUndefined();
  });

  it('checks usernames and e-mails', () => {
    expect(usernameError('ana.ruiz')).toBeUndefined();
    expect(usernameError('ab')).toBe(USERS_MESSAGES.usernameInvalid);
    expect(usernameError('ana ruiz')).toBe(USERS_MESSAGES.usernameInvalid);
    expect(emailError('')).toBeUndefined();
    expect(emailError('ana@uniformes.mx')).toBeUndefined();
    expect(emailError('ana@uniformes')).toBe(USERS_MESSAGES.emailInvalid);
  });

  it('reads machines one per line or comma, without blanks or repeats', () => {
    expect(machinesOf(' Bordadora  Tajima \n, plancha,\nPlancha\n\n')).toEqual(['Bordadora Tajima', 'plancha']);
    expect(machinesError(machinesOf(Array.from({ length: 11 }, (_, i) => `M${i}`).join('\n')))).toBe(USERS_MESSAGES.tooManyMachines);
    expect(machinesError(['x'.repeat(61)])).toBe(USERS_MESSAGES.machineTooLong);
    expect(machinesError(['Plancha'])).toBeUndefined();
  });

  it('never leaves the shop without an active admin', () => {
    const users = [
      { id: 1, role: 'admin', active: true },
      { id: 2, role: 'seller', active: true },
      { id: 3, role: 'admin', active: false },
    ];
    expect(leavesNoAdmin(users, 1, { role: 'seller', active: true })).toBe(true);
    expect(leavesNoAdmin(users, 1, { role: 'admin', active: false })).toBe(true);
    expect(leavesNoAdmin(users, 2, { role: 'seller', active: false })).toBe(false);
    expect(leavesNoAdmin(users, 3, { role: 'admin', active: true })).toBe(false);
    expect(leavesNoAdmin([...users, { id: 4, role: 'admin', active: true }], 1, { role: 'seller', active: false })).toBe(false);
  });

  it('writes the reset e-mail with the link and its expiry', () => {
    const mail = passwordResetEmail('https://m.mx/recuperar-contrasena/abc', 'Rosa', '2026-12-02T20:05:00.000Z', 'America/Mexico_City');
    expect(mail.subject).toBe('Restablece tu contraseña de Muestrario');
    expect(mail.text).toContain('Hola, Rosa:');
    expect(mail.text).toContain('https://m.mx/recuperar-contrasena/abc');
    expect(mail.text).toContain('2 dic 2026 14:05');
  });
});
