import type { PartnerRow } from '@muestrario/shared/domain';

/**
 * Mock rows of the 'Socios de Negocio' list (spec: static data, no calls). A real source replaces
 * `usePartnerRows` without touching the screen.
 */
export const PARTNER_ROWS: readonly PartnerRow[] = [
  { id: 1, code: 'C00001', name: 'Constructora Cumbres del Norte, S.A. de C.V.', rfc: 'CCN150312K27', email: 'compras@cumbresdelnorte.com.mx', type: 'Cliente' },
  { id: 2, code: 'C00002', name: 'Maquiladora Textil del Bajío, S.A. de C.V.', rfc: 'MTB090817AB3', email: 'rh@maquilabajio.com.mx', type: 'Cliente' },
  { id: 3, code: 'P00001', name: 'Textiles Finos de Puebla, S.A. de C.V.', rfc: 'TFP110504QW2', email: 'ventas@textilesfinospuebla.com.mx', type: 'Proveedor' },
  { id: 4, code: 'C00003', name: 'Hospital San Rafael del Valle, S.A. de C.V.', rfc: 'HSR050610MX2', email: 'administracion@hsanrafaelvalle.com.mx', type: 'Cliente' },
  { id: 5, code: 'C00004', name: 'Hotel Costa Esmeralda Cancún, S.A. de C.V.', rfc: 'HCE110415LQ9', email: 'amadellaves@costaesmeraldahotel.com.mx', type: 'Cliente' },
  { id: 6, code: 'P00002', name: 'Hilos y Bordados Omega, S.A. de C.V.', rfc: 'HBO080229LK5', email: 'pedidos@hilosomega.com.mx', type: 'Proveedor' },
  { id: 7, code: 'C00005', name: 'Logística Express Occidente, S.A. de C.V.', rfc: 'LEO140228RT1', email: 'operaciones@leoccidente.com.mx', type: 'Cliente' },
  { id: 8, code: 'P00003', name: 'Botones y Cierres del Centro, S.A. de C.V.', rfc: 'BCC170918TR6', email: 'contacto@botonesycierres.com.mx', type: 'Proveedor' },
  { id: 9, code: 'C00006', name: 'Seguridad Privada Centinela, S.A. de C.V.', rfc: 'SPC130725LM7', email: 'uniformes@centinelaseguridad.com.mx', type: 'Cliente' },
  { id: 10, code: 'C00007', name: 'Alimentos La Huerta Dorada, S.A. de C.V.', rfc: 'AHD170921P45', email: 'calidad@huertadorada.com.mx', type: 'Cliente' },
];

export function usePartnerRows(): readonly PartnerRow[] {
  return PARTNER_ROWS;
}
