import type { PartnerDetail, PartnerRow } from '@muestrario/shared/domain';
import { buildingUrl } from '../people/portrait';
import { PARTNER_ROWS } from './partners-list.data';

type Extra = Omit<PartnerDetail, keyof PartnerRow>;

const COLORS = ['#4338ca', '#0f766e', '#b45309', '#be123c', '#1d4ed8', '#7e22ce', '#15803d', '#a16207', '#334155', '#c2410c'];

/** Master data beyond the list's columns, by partner id (mock; spec: static data, no calls). */
const EXTRA: Record<number, Omit<Extra, 'photoUrl'>> = {
  1: { group: 'Clientes Mayoristas', currency: 'MXN', phone1: '81 8342 7710', phone2: '81 8342 7711', mobile: '81 1234 5678', website: 'https://cumbresdelnorte.com.mx', shippingMethod: 'Flete propio', active: true },
  2: { group: 'Clientes Mayoristas', currency: 'MXN', phone1: '477 716 9032', phone2: '', mobile: '477 123 9876', website: 'https://maquilabajio.com.mx', shippingMethod: 'Paquetería', active: true },
  3: { group: 'Clientes Mayoristas', currency: 'MXN', phone1: '222 283 1150', phone2: '222 283 1151', mobile: '', website: 'https://textilesfinospuebla.com.mx', shippingMethod: 'Entrega a domicilio', active: true },
  4: { group: 'Clientes Menoristas', currency: 'MXN', phone1: '55 5678 2043', phone2: '', mobile: '55 3456 7812', website: 'https://hsanrafaelvalle.com.mx', shippingMethod: 'Paquetería', active: true },
  5: { group: 'Clientes Menoristas', currency: 'USD', phone1: '998 881 3460', phone2: '', mobile: '998 765 4321', website: 'https://costaesmeraldahotel.com.mx', shippingMethod: 'Paquetería', active: true },
  6: { group: 'Clientes Mayoristas', currency: 'USD', phone1: '33 3615 2200', phone2: '', mobile: '', website: 'https://hilosomega.com.mx', shippingMethod: 'Entrega a domicilio', active: true },
  7: { group: 'Clientes Menoristas', currency: 'MXN', phone1: '33 3601 5847', phone2: '33 3601 5848', mobile: '', website: 'https://leoccidente.com.mx', shippingMethod: 'Recoge en planta', active: false },
  8: { group: 'Clientes Menoristas', currency: 'MXN', phone1: '442 219 8800', phone2: '', mobile: '442 555 0101', website: '', shippingMethod: 'Paquetería', active: true },
  9: { group: 'Clientes Menoristas', currency: 'MXN', phone1: '55 5420 7316', phone2: '', mobile: '55 2345 6789', website: 'https://centinelaseguridad.com.mx', shippingMethod: 'Recoge en planta', active: true },
  10: { group: 'Clientes Mayoristas', currency: 'EUR', phone1: '442 227 6591', phone2: '', mobile: '', website: 'https://huertadorada.com.mx', shippingMethod: 'Flete propio', active: true },
};

/** The master data of partner `id`, or null when there is none. */
export function usePartnerDetail(id: number): PartnerDetail | null {
  const index = PARTNER_ROWS.findIndex((row) => row.id === id);
  const row = PARTNER_ROWS[index];
  const extra = EXTRA[id];
  if (!row || !extra) return null;
  return { ...row, ...extra, photoUrl: buildingUrl(COLORS[index % COLORS.length] ?? '#4338ca') };
}

/** The empty form behind 'Nuevo socio'. */
export const NEW_PARTNER: PartnerDetail = {
  id: 0,
  code: '',
  name: '',
  rfc: '',
  email: '',
  type: 'Cliente',
  group: 'Clientes Mayoristas',
  currency: 'MXN',
  photoUrl: null,
  phone1: '',
  phone2: '',
  mobile: '',
  website: '',
  shippingMethod: 'Paquetería',
  active: true,
};
