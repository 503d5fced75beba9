import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { Health } from '../system';

const addresses = defineRoutes({
  getHealth: { method: 'GET', path: '/health' },
});

export const systemEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getHealth: {
    summary: 'Comprobación de vida (pública).',
    tags: ['system'],
    response: Health,
    errors: [],
    public: true,
  },
});

export const systemRoutes: RoutesOf<typeof systemEndpoints> = addresses;
