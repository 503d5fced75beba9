import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { BackofficeCounters } from '../sales';

/**
 * The back-office panel's counters: a table of its own, so the panel's first paint carries one address
 * instead of the quotation and order table (issue 34).
 */
const addresses = defineRoutes({
  getBackofficeCounters: { method: 'GET', path: '/dashboard/backoffice' },
});

export const dashboardEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getBackofficeCounters: {
    summary: 'Contadores del panel: cotizaciones abiertas, muestras en producción (etapas 3–6) y órdenes por entregar.',
    tags: ['sales'],
    response: BackofficeCounters,
    errors: [401],
  },
});

export const dashboardRoutes: RoutesOf<typeof dashboardEndpoints> = addresses;
