import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { NoContent } from '../no-content';
import {
  NewUserBody,
  OwnPasswordBody,
  PasswordResetLink,
  PasswordResetParams,
  PasswordResetRequestBody,
  PasswordResetRequested,
  SetPasswordBody,
  StaffUser,
  UserChangeBody,
} from '../users';

const addresses = defineRoutes({
  listUsers: { method: 'GET', path: '/business/users', action: 'user.list' },
  createUser: { method: 'POST', path: '/business/users', action: 'user.create' },
  updateUser: { method: 'PATCH', path: '/business/users/:id', action: 'user.edit' },
  setUserPassword: { method: 'PUT', path: '/business/users/:id/password', action: 'user.setPassword' },
  changeOwnPassword: { method: 'PUT', path: '/auth/password', action: 'profile.changePassword' },
  requestPasswordReset: { method: 'POST', path: '/public/password-reset' },
  getPasswordReset: { method: 'GET', path: '/public/password-reset/:token' },
  completePasswordReset: { method: 'POST', path: '/public/password-reset/:token' },
});

const refusedLink = 'Un enlace desconocido, usado o vencido se rechaza con 404 y el mismo mensaje en español.';

/** Users managed in the app (issue 33, item 8): the admin's screen, one's own password, the one-time reset link. */
export const userEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listUsers: {
    summary: 'El personal: usuario, nombre, rol, correo, máquinas que opera y si está activo (solo administradores).',
    tags: ['users'],
    response: /*#__PURE__*/ Type.Array(StaffUser),
    errors: [401, 403],
  },
  createUser: {
    summary: 'Crea un usuario con su contraseña inicial (solo administradores). 409 si el usuario ya existe.',
    tags: ['users'],
    body: NewUserBody,
    response: StaffUser,
    status: 201,
    errors: [400, 401, 403, 409, 415],
  },
  updateUser: {
    summary:
      'Cambia rol, correo, máquinas o activo (solo administradores). Desactivar borra sus sesiones al instante. 409 si no quedaría ningún administrador activo.',
    tags: ['users'],
    params: IdParams,
    body: UserChangeBody,
    response: StaffUser,
    errors: [400, 401, 403, 404, 409, 415],
  },
  setUserPassword: {
    summary: 'Un administrador pone una contraseña nueva a un usuario; sus sesiones terminan. 204.',
    tags: ['users'],
    params: IdParams,
    body: SetPasswordBody,
    response: NoContent,
    status: 204,
    errors: [400, 401, 403, 404, 415],
  },
  changeOwnPassword: {
    summary: 'Cambia la contraseña propia (pide la actual); las otras sesiones terminan, esta sigue. 204.',
    tags: ['auth'],
    body: OwnPasswordBody,
    response: NoContent,
    status: 204,
    errors: [400, 401, 403, 415, 429, 503],
  },
  requestPasswordReset: {
    summary:
      'Pide un enlace para restablecer la contraseña (público). La respuesta es la misma exista o no el usuario: solo dice si el correo está configurado. Limitado por dirección.',
    tags: ['auth'],
    body: PasswordResetRequestBody,
    response: PasswordResetRequested,
    errors: [400, 415, 429],
    public: true,
  },
  getPasswordReset: {
    summary: `Comprueba un enlace para restablecer la contraseña (público). ${refusedLink}`,
    tags: ['auth'],
    params: PasswordResetParams,
    response: PasswordResetLink,
    errors: [400, 404, 429],
    public: true,
  },
  completePasswordReset: {
    summary: `Pone la contraseña nueva con el enlace (público, una sola vez); las sesiones del usuario terminan. 204. ${refusedLink}`,
    tags: ['auth'],
    params: PasswordResetParams,
    body: SetPasswordBody,
    response: NoContent,
    status: 204,
    errors: [400, 404, 415, 429],
    public: true,
  },
});

export const userRoutes: RoutesOf<typeof userEndpoints> = addresses;
