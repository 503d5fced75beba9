import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { NoContent } from '../no-content';
import { LoginBody, UserDetails } from '../auth';

const addresses = defineRoutes({
  login: { method: 'POST', path: '/auth/login' },
  logout: { method: 'POST', path: '/auth/logout', action: 'session.logout' },
  getAuthDetails: { method: 'GET', path: '/auth/details' },
});

export const authEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  login: {
    summary: 'Inicia sesión y crea una sesión nueva (cookie).',
    tags: ['auth'],
    body: LoginBody,
    response: UserDetails,
    errors: [400, 401, 403, 415, 429, 503],
    public: true,
  },
  logout: {
    summary: 'Cierra la sesión: la borra del servidor y limpia la cookie.',
    tags: ['auth'],
    response: NoContent,
    status: 204,
    errors: [401, 403, 415],
  },
  getAuthDetails: {
    summary: 'Usuario de la sesión actual.',
    tags: ['auth'],
    response: UserDetails,
    errors: [401],
  },
});

export const authRoutes: RoutesOf<typeof authEndpoints> = addresses;
