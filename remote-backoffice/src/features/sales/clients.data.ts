import type { ClientOption, PostalAddress } from '@muestrario/shared/domain';
import { PARTNER_ROWS } from '../partners/partners-list.data';

const CONTACTS: Record<string, [string, string][]> = {
  C00001: [['C00001-1', 'Ing. Rodrigo Garza'], ['C00001-2', 'Lic. Paola Treviño']],
  C00002: [['C00002-1', 'Verónica Aguilar']],
  C00003: [['C00003-1', 'Dra. Elena Campos'], ['C00003-2', 'Mtro. Luis Ortega']],
  C00004: [['C00004-1', 'Andrea Canul']],
  C00005: [['C00005-1', 'Héctor Villaseñor']],
  C00006: [['C00006-1', 'Cap. Ramón Bautista'], ['C00006-2', 'Gabriela Soto']],
  C00007: [['C00007-1', 'Q.F.B. Daniela Ríos']],
};

const ADDRESSES: Record<string, PostalAddress> = {
  C00001: { street: 'Av. Constitución 1450 Pte., Col. Centro', city: 'Monterrey', state: 'Nuevo León', zipCode: '64000' },
  C00002: { street: 'Blvd. Adolfo López Mateos 2301, Col. Jardines del Moral', city: 'León', state: 'Guanajuato', zipCode: '37160' },
  C00003: { street: 'Calz. de Tlalpan 3020, Col. Santa Úrsula Coapa', city: 'Ciudad de México', state: 'Ciudad de México', zipCode: '04650' },
  C00004: { street: 'Blvd. Kukulcán km 14.5, Zona Hotelera', city: 'Cancún', state: 'Quintana Roo', zipCode: '77500' },
  C00005: { street: 'Av. Periférico Sur 7980, Col. Santa María Tequepexpan', city: 'Tlaquepaque', state: 'Jalisco', zipCode: '45601' },
  C00006: { street: 'Av. Universidad 1330, Col. Del Carmen', city: 'Ciudad de México', state: 'Ciudad de México', zipCode: '04100' },
  C00007: { street: 'Calle Industria Alimentaria 88, Parque Industrial El Marqués', city: 'El Marqués', state: 'Querétaro', zipCode: '76246' },
};

export const EMPTY_ADDRESS: PostalAddress = { street: '', city: '', state: '', zipCode: '' };

/** The clients the form's 'Cliente' select offers: the partners of type Cliente, with contacts and address. */
export const CLIENT_OPTIONS: readonly ClientOption[] = PARTNER_ROWS.filter((p) => p.type === 'Cliente').map((p) => ({
  code: p.code,
  name: p.name,
  currency: p.code === 'C00004' ? 'USD' : 'MXN',
  contacts: (CONTACTS[p.code] ?? []).map(([id, name]) => ({ id, name })),
  address: ADDRESSES[p.code] ?? EMPTY_ADDRESS,
}));
