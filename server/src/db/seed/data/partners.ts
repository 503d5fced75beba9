import type { PartnerFields } from '@muestrario/shared/contract';
import { clients } from './clients';
import type { SeedClient } from './types';

/*
 * The business partners: the demo clients with the master data the back-office screens showed
 * (group, currency, phones, website, shipping, Activo/Inactivo, contacts, addresses, tax data), and
 * the three suppliers of the 'Socios de Negocio' list.
 */

type Extra = Partial<PartnerFields> & Pick<SeedClient, 'contacts' | 'addresses'>;

const moral = { regimenFiscal: '601', usoCfdi: 'G03' } as const;

/** By card code of clients.ts. */
const EXTRAS: Record<string, Extra> = {
  C00001: {
    ...moral,
    partnerGroup: 'Clientes Mayoristas',
    phone2: '8183427711',
    mobile: '8112345678',
    website: 'https://cumbresdelnorte.com.mx',
    shippingMethod: 'Flete propio',
    fiscalZipCode: '64000',
    contacts: [
      { name: 'Ing. Rodrigo Garza', position: 'Jefe de compras', phone: '8183427710', email: 'rgarza@cumbresdelnorte.com.mx' },
      { name: 'Lic. Paola Treviño', position: 'Seguridad e higiene', phone: '8183427712', email: 'ptrevino@cumbresdelnorte.com.mx' },
    ],
    addresses: [
      { kind: 'Facturación', street: 'Av. Constitución 1450 Pte., Col. Centro', city: 'Monterrey', county: 'Monterrey', state: 'Nuevo León', zipCode: '64000' },
      { kind: 'Envío', street: 'Obra Torre Valle, Av. Lázaro Cárdenas 2400, Col. Valle Oriente', city: 'San Pedro Garza García', county: 'San Pedro Garza García', state: 'Nuevo León', zipCode: '66269' },
    ],
  },
  C00002: {
    ...moral,
    partnerGroup: 'Clientes Mayoristas',
    mobile: '4771239876',
    website: 'https://maquilabajio.com.mx',
    shippingMethod: 'Paquetería',
    fiscalZipCode: '37160',
    contacts: [{ name: 'Verónica Aguilar', position: 'Recursos Humanos', phone: '4777169032', email: 'vaguilar@maquilabajio.com.mx' }],
  },
  // Minera Sierra Alta: its tax data, so the demo's overdue invoice and its credit note can be stamped (issue 32).
  C00003: { ...moral, fiscalZipCode: '83299' },
  C00004: {
    ...moral,
    partnerGroup: 'Clientes Mayoristas',
    currency: 'EUR',
    website: 'https://huertadorada.com.mx',
    shippingMethod: 'Flete propio',
    fiscalZipCode: '76246',
    contacts: [{ name: 'Q.F.B. Daniela Ríos', position: 'Calidad', phone: '4422276591', email: 'drios@huertadorada.com.mx' }],
  },
  C00005: {
    ...moral,
    partnerGroup: 'Clientes Menoristas',
    phone2: '3336015848',
    website: 'https://leoccidente.com.mx',
    shippingMethod: 'Recoge en planta',
    active: false,
    fiscalZipCode: '45601',
    contacts: [{ name: 'Héctor Villaseñor', position: 'Operaciones', phone: '3336015847', email: 'hvillasenor@leoccidente.com.mx' }],
  },
  C00006: {
    ...moral,
    partnerGroup: 'Clientes Menoristas',
    mobile: '5534567812',
    website: 'https://hsanrafaelvalle.com.mx',
    shippingMethod: 'Paquetería',
    fiscalZipCode: '04650',
    contacts: [
      { name: 'Dra. Elena Campos', position: 'Jefa de enfermería', phone: '5556782043', email: 'ecampos@hsanrafaelvalle.com.mx' },
      { name: 'Mtro. Luis Ortega', position: 'Administración', phone: '5556782044', email: 'lortega@hsanrafaelvalle.com.mx' },
    ],
  },
  C00007: {
    ...moral,
    partnerGroup: 'Clientes Menoristas',
    currency: 'USD',
    mobile: '9987654321',
    website: 'https://costaesmeraldahotel.com.mx',
    shippingMethod: 'Paquetería',
    fiscalZipCode: '77500',
    contacts: [{ name: 'Andrea Canul', position: 'Ama de llaves', phone: '9988813460', email: 'acanul@costaesmeraldahotel.com.mx' }],
  },
  C00013: { ...moral, borderRegion: true, fiscalZipCode: '32528' },
  C00018: { ...moral, borderRegion: true, fiscalZipCode: '22110' },
  C00023: {
    ...moral,
    partnerGroup: 'Clientes Menoristas',
    mobile: '5523456789',
    website: 'https://centinelaseguridad.com.mx',
    shippingMethod: 'Recoge en planta',
    fiscalZipCode: '04100',
    contacts: [
      { name: 'Cap. Ramón Bautista', position: 'Jefe de seguridad', phone: '5554207316', email: 'rbautista@centinelaseguridad.com.mx' },
      { name: 'Gabriela Soto', position: 'Recursos Humanos', phone: '5554207317', email: 'gsoto@centinelaseguridad.com.mx' },
    ],
  },
};

const supplier = (cardCode: string, c: Omit<SeedClient, 'cardCode' | 'partnerType' | 'department'>): SeedClient => ({
  cardCode,
  partnerType: 'Proveedor',
  department: '',
  ...moral,
  usoCfdi: 'G01',
  ...c,
});

const SUPPLIERS: SeedClient[] = [
  supplier('P00001', {
    cardName: 'Textiles Finos de Puebla, S.A. de C.V.',
    rfc: 'TFP110504QW9',
    email: 'ventas@textilesfinospuebla.com.mx',
    phone1: '2222831150',
    phone2: '2222831151',
    website: 'https://textilesfinospuebla.com.mx',
    shippingMethod: 'Entrega a domicilio',
    address: 'Av. 18 de Noviembre 2810, Col. Industrial',
    city: 'Puebla',
    county: 'Puebla',
    state: 'Puebla',
    zipCode: '72090',
    fiscalZipCode: '72090',
    contacts: [{ name: 'Arturo Méndez', position: 'Ejecutivo de ventas', phone: '2222831150', email: 'amendez@textilesfinospuebla.com.mx' }],
  }),
  supplier('P00002', {
    cardName: 'Hilos y Bordados Omega, S.A. de C.V.',
    rfc: 'HBO080229LK6',
    email: 'pedidos@hilosomega.com.mx',
    phone1: '3336152200',
    currency: 'USD',
    website: 'https://hilosomega.com.mx',
    shippingMethod: 'Entrega a domicilio',
    address: 'Calle Industria Textil 410, Col. El Álamo',
    city: 'San Pedro Tlaquepaque',
    county: 'San Pedro Tlaquepaque',
    state: 'Jalisco',
    zipCode: '45560',
    fiscalZipCode: '45560',
  }),
  supplier('P00003', {
    cardName: 'Botones y Cierres del Centro, S.A. de C.V.',
    rfc: 'BCC170918TRA',
    email: 'contacto@botonesycierres.com.mx',
    phone1: '4422198800',
    mobile: '4425550101',
    address: 'Av. Constituyentes 118, Col. El Marqués',
    city: 'Santiago de Querétaro',
    county: 'Querétaro',
    state: 'Querétaro',
    zipCode: '76047',
    fiscalZipCode: '76047',
  }),
];

export const partners: SeedClient[] = [...clients.map((c) => ({ ...c, ...EXTRAS[c.cardCode] })), ...SUPPLIERS];
