/** Every route of the product in one place (spec §2). */
export const paths = {
  login: '/login',
  networkError: '/network-error',
  home: '/',
  samples: '/samples',
  sample: (id: number | string) => `/samples/${id}`,
  sampleDesign: (id: number | string) => `/samples/${id}/design`,
  clients: '/clients',
  client: (id: number | string) => `/clients/${id}`,
  createSample: '/create-sample',
  admin: '/admin',
  partners: '/admin/socios/socios-negocios',
  partner: (id: number | string) => `/admin/socios/socios-negocios/${id}`,
  quotations: '/admin/ventas/cotizaciones',
  quotation: (id: number | string) => `/admin/ventas/cotizaciones/${id}`,
  orders: '/admin/ventas/pedidos',
  order: (id: number | string) => `/admin/ventas/pedidos/${id}`,
} as const;

/** Opening a sample in stage 1 goes to the editor; any other stage to the review screen. */
export function samplePath(sampleId: number, stage: number): string {
  return stage === 1 ? paths.sampleDesign(sampleId) : paths.sample(sampleId);
}
