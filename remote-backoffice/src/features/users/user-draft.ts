import type { NewUserBody, StaffUser, UserChangeBody } from '@muestrario/shared/contract';
import { isOneOf, USER_ROLES, USERS_MESSAGES, type UserRole } from '@muestrario/shared/domain';
import { emailError, machinesError, machinesOf, passwordError, usernameError } from '@muestrario/shared/rules';

/** The user dialog's fields as typed: machines one per line. */
export interface UserDraft {
  username: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  email: string;
  machines: string;
  active: boolean;
  password: string;
}

export type UserDraftField = keyof UserDraft;
export type UserDraftErrors = Partial<Record<UserDraftField, string>>;

export const EMPTY_USER_DRAFT: UserDraft = { username: '', firstName: '', lastName: '', role: 'seller', email: '', machines: '', active: true, password: '' };

export function draftOfUser(user: StaffUser): UserDraft {
  return { ...EMPTY_USER_DRAFT, username: user.username, firstName: user.firstName, lastName: user.lastName, role: user.role, email: user.email ?? '', machines: user.machines.join('\n'), active: user.active };
}

export const roleOf = (value: string): UserRole => (isOneOf(USER_ROLES, value) ? value : 'seller');

function commonErrors(draft: UserDraft): UserDraftErrors {
  const errors: UserDraftErrors = {};
  const email = emailError(draft.email);
  if (email) errors.email = email;
  const machines = machinesError(machinesOf(draft.machines));
  if (machines) errors.machines = machines;
  return errors;
}

/** A new user's body, or the errors to show beside the fields. */
export function newUserBodyOf(draft: UserDraft): { body: NewUserBody } | { errors: UserDraftErrors } {
  const errors = commonErrors(draft);
  const username = usernameError(draft.username);
  if (username) errors.username = username;
  if (!draft.firstName.trim()) errors.firstName = USERS_MESSAGES.firstNameRequired;
  if (!draft.lastName.trim()) errors.lastName = USERS_MESSAGES.lastNameRequired;
  const password = passwordError(draft.password);
  if (password) errors.password = password;
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      username: draft.username.trim(),
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      role: draft.role,
      email: draft.email.trim() || null,
      machines: machinesOf(draft.machines),
      password: draft.password,
    },
  };
}

/** An existing user's change, or the errors to show beside the fields. */
export function userChangeOf(draft: UserDraft): { body: UserChangeBody } | { errors: UserDraftErrors } {
  const errors = commonErrors(draft);
  if (Object.keys(errors).length) return { errors };
  return { body: { role: draft.role, email: draft.email.trim() || null, machines: machinesOf(draft.machines), active: draft.active } };
}
