import { defineEndpoints, defineRoutes, routesOf } from '../endpoint';
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

export const systemRoutes = routesOf<typeof systemEndpoints>(addresses);
