/**
 * The back-office dashboard's cards (docs/requirements.md §2 names four counters), in screen order. A module
 * of its own: the panel's first paint needs these four, not the back-office's other value lists.
 */
export const BACKOFFICE_COUNTERS = [
  { key: 'openQuotations', name: 'Cotizaciones abiertas' },
  { key: 'samplesInProduction', name: 'Proyectos en producción' },
  { key: 'openPurchaseOrders', name: 'Órdenes de compra abiertas' },
  { key: 'ordersToDeliver', name: 'Órdenes de venta por entregar' },
] as const;
