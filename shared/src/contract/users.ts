import { Type, type Static } from '@sinclair/typebox';
import { APPROVAL_TOKEN_PATTERN } from '../domain/approval';
import { USER_ROLES } from '../domain/enums';
import { USER_LIMITS as L } from '../domain/users';
import { literalUnion } from './literal-union';

/* Users managed in the app (issue 33, item 8): the admin's users screen, 'Mi perfil' and the reset link. */

const Password = Type.String({ minLength: L.password.min, maxLength: L.password.max, description: 'Contraseña (solo se pide su largo)' });
/** No control characters (NUL included, which PostgreSQL refuses) in anything stored. */
const NO_CONTROL = '[^\\u0000-\\u001f\\u007f]';
const Machines = Type.Array(Type.String({ minLength: L.machineName.min, maxLength: L.machineName.max, pattern: `^\\s*[^\\s\\u0000-\\u001f\\u007f]${NO_CONTROL}*$` }), {
  maxItems: L.machines.max,
  description: 'Máquinas que opera: nombres cortos escritos a mano (aún no hay un catálogo de máquinas)',
});
const Email = Type.Union([Type.String({ minLength: 3, maxLength: L.email.max, pattern: '^[^\\s@\\u0000-\\u001f\\u007f]+@[^\\s@\\u0000-\\u001f\\u007f]+\\.[^\\s@\\u0000-\\u001f\\u007f]+$' }), Type.Null()], {
  description: 'Correo para el enlace de restablecer contraseña; null si no tiene',
});
const Name = Type.String({ minLength: L.name.min, maxLength: L.name.max, pattern: `^\\s*[^\\s\\u0000-\\u001f\\u007f]${NO_CONTROL}*$` });

/** A staff member as the users screen lists them. */
export const StaffUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: literalUnion(USER_ROLES),
  email: Type.Union([Type.String(), Type.Null()]),
  machines: Type.Array(Type.String()),
  active: Type.Boolean(),
  createdAt: Type.String(),
});
export type StaffUser = Static<typeof StaffUser>;

export const NewUserBody = Type.Object(
  {
    username: Type.String({ minLength: L.username.min, maxLength: L.username.max, pattern: L.username.pattern }),
    firstName: Name,
    lastName: Name,
    role: literalUnion(USER_ROLES),
    email: Email,
    machines: Machines,
    password: Password,
  },
  { additionalProperties: false },
);
export type NewUserBody = Static<typeof NewUserBody>;

/** What an admin changes on a user (every field optional; the username and the name stay). */
export const UserChangeBody = Type.Object(
  {
    role: Type.Optional(literalUnion(USER_ROLES)),
    email: Type.Optional(Email),
    machines: Type.Optional(Machines),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UserChangeBody = Static<typeof UserChangeBody>;

export const SetPasswordBody = Type.Object({ password: Password }, { additionalProperties: false });
export type SetPasswordBody = Static<typeof SetPasswordBody>;

export const OwnPasswordBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: L.password.max }), newPassword: Password },
  { additionalProperties: false },
);
export type OwnPasswordBody = Static<typeof OwnPasswordBody>;

export const PasswordResetRequestBody = Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;

/** The same answer for every username: whether e-mail is configured at all, nothing about the user. */
export const PasswordResetRequested = Type.Object({ emailAvailable: Type.Boolean() });
export type PasswordResetRequested = Static<typeof PasswordResetRequested>;

export const PasswordResetParams = Type.Object({ token: Type.String({ pattern: APPROVAL_TOKEN_PATTERN }) });
export type PasswordResetParams = Static<typeof PasswordResetParams>;

/** What the reset page greets with: the username the link belongs to and when it expires. */
export const PasswordResetLink = Type.Object({ username: Type.String(), expiresAt: Type.String() });
export type PasswordResetLink = Static<typeof PasswordResetLink>;
