import { USER_LIMITS, USERS_MESSAGES } from '../domain/users';
import { PASSWORD_RESET_MINUTES } from '../domain/users';
import { formatStamp } from './approval-link';
import { allows, type PermissionActor } from './permissions';

/*
 * Users managed in the app (issue 33, item 8): who may manage them, and what a form refuses before
 * sending (the server checks the same). Written beside the other permission rules (sales-permissions.ts,
 * colour/settings.ts) until they are gathered into one table.
 */

export interface UsersActor {
  role: string;
}

/** Only an admin lists, creates, changes, deactivates users and resets their passwords. */
export function mayManageUsers(actor: UsersActor): boolean {
  return allows({ id: 0, ...actor } as PermissionActor, 'user.edit');
}

/** Why a new password is refused (undefined when it is fine): the current rules are about length only. */
export function passwordError(password: string, confirmation?: string): string | undefined {
  if (password.length < USER_LIMITS.password.min) return USERS_MESSAGES.passwordTooShort;
  if (password.length > USER_LIMITS.password.max) return USERS_MESSAGES.passwordTooLong;
  if (confirmation !== undefined && confirmation !== password) return USERS_MESSAGES.passwordMismatch;
  return undefined;
}

const USERNAME = new RegExp(USER_LIMITS.username.pattern);
/** One '@', something on both sides, a dot in the domain, no spaces: enough to catch a typo. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeUsernameInput = (username: string) => username.trim().toLowerCase();

export function usernameError(username: string): string | undefined {
  const u = username.trim();
  if (u.length < USER_LIMITS.username.min || u.length > USER_LIMITS.username.max || !USERNAME.test(u)) return USERS_MESSAGES.usernameInvalid;
  return undefined;
}

/** An empty e-mail is allowed (the person gets no reset link); a written one must look like one. */
export function emailError(email: string): string | undefined {
  const e = email.trim();
  if (!e) return undefined;
  return e.length <= USER_LIMITS.email.max && EMAIL.test(e) ? undefined : USERS_MESSAGES.emailInvalid;
}

/**
 * The machines a person operates, from what was typed (one per line or comma): trimmed, blank ones and
 * repeats (case-insensitive) dropped, in the order written.
 */
export function machinesOf(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\n,]/)) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

export function machinesError(machines: readonly string[]): string | undefined {
  if (machines.length > USER_LIMITS.machines.max) return USERS_MESSAGES.tooManyMachines;
  if (machines.some((m) => m.length > USER_LIMITS.machineName.max)) return USERS_MESSAGES.machineTooLong;
  return undefined;
}

/** A user as the last-admin rule needs it. */
export interface AdminCount {
  id: number;
  role: string;
  active: boolean;
}

/**
 * Whether changing `targetId` to `next` (role and active) would leave no active admin. Checked inside
 * the write's transaction against every user, so two admins demoting each other at once cannot both win.
 */
export function leavesNoAdmin(users: readonly AdminCount[], targetId: number, next: { role: string; active: boolean }): boolean {
  return !users.some((u) => {
    const after = u.id === targetId ? { ...u, ...next } : u;
    return after.role === 'admin' && after.active;
  });
}

/** The reset e-mail's subject and body (plain text). */
export function passwordResetEmail(url: string, firstName: string, expiresAt: string, timeZone?: string): { subject: string; text: string } {
  return {
    subject: 'Restablece tu contraseña de Muestrario',
    text:
      `Hola, ${firstName}:\n\nAlguien pidió restablecer la contraseña de tu usuario en Muestrario. ` +
      `Si fuiste tú, abre este enlace y escribe una contraseña nueva:\n\n${url}\n\n` +
      `El enlace sirve una sola vez y vence en ${PASSWORD_RESET_MINUTES} minutos (${formatStamp(expiresAt, timeZone)}). ` +
      `Si no lo pediste, ignora este correo: tu contraseña no cambia.\n`,
  };
}
