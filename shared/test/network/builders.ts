import type { CurrentClothing } from '../../src/contract/clothing';
import type { Logo } from '../../src/contract/logos';
import type { PartnerDetail } from '../../src/contract/partners';
import type { SalesDocumentDetail, SalesDocumentInput } from '../../src/contract/sales';
import type { SampleDetail, SampleListItem } from '../../src/contract/samples';
import { salesDocumentAmounts } from '../../src/rules';

/*
 * The test-data builders of the browser tests (Jest + MSW, host and remotes): one per domain object, each
 * a valid answer of the server with sensible defaults; a test overrides only what it is about
 * (`sampleDetail({ sampleStage: 6 })`). See docs/decisions/testing.md.
 */

/** A row of GET /api/dashboard/samples, owned by the demo seller (id 1), due far ahead (never overdue). */
export const sampleListItem = (over: Partial<SampleListItem> = {}): SampleListItem => ({
  sampleId: 1,
  sampleName: 'Uniformes planta Querétaro',
  cardName: 'Aceros del Norte',
  title: 'Playera',
  department: 'Ventas',
  sampleOn: 'Prenda',
  sampleStage: 1,
  dueDate: '2099-12-31',
  ownerId: 1,
  ...over,
});

/** `count` list rows numbered from `firstId`, named 'Proyecto 1', 'Proyecto 2'… (a long list). */
export const sampleListItems = (count: number, firstId = 1000, over: Partial<SampleListItem> = {}): SampleListItem[] =>
  Array.from({ length: count }, (_, i) => sampleListItem({ sampleId: firstId + i, sampleName: `Proyecto ${i + 1}`, ...over }));

/** GET /api/business/samples/:id: a stage-1 sample (id 42) of a Monterrey client. */
export const sampleDetail = (over: Partial<SampleDetail> = {}): SampleDetail => ({
  sampleId: 42,
  sampleName: 'Uniformes planta Querétaro',
  cardCode: 'C0007',
  cardName: 'Aceros del Norte',
  sampleNotes: '',
  clothingColor: '#1D4ED8',
  sampleOn: 'Prenda',
  sampleCanvas: '',
  canvasColor: '#FFFFFF',
  createDate: '2026-11-01T10:00:00.000Z',
  dueDate: '2026-11-23',
  phone1: '5512345678',
  email: 'compras@aceros.mx',
  address: 'Av. Industria 10',
  state: 'Nuevo León',
  county: 'Monterrey',
  zipCode: '64000',
  department: null,
  ownerId: 1,
  sampleStage: 1,
  ...over,
});

/** GET …/current-clothing: a shirt (garment 1) with its front (view 10) and back (view 11), 50 cm wide. */
export const currentClothing = (over: Partial<CurrentClothing> = {}): CurrentClothing => ({
  id: 1,
  title: 'Playera',
  positions: [
    { id: 10, image: 'playera-frente.svg', title: 'Frente', width: 50, areas: [] },
    { id: 11, image: 'playera-espalda.svg', title: 'Espalda', width: 50, areas: [] },
  ],
  ...over,
});

/** A 2:1 embroidered logo 'Escudo', 20 × 10 cm, centred on a 50 cm view (view 5), no threads, no stacking order (0). */
export const logo = (over: Partial<Logo> = {}): Logo => ({
  logoId: 7,
  viewId: 5,
  logoName: 'Escudo',
  logoTechnique: 'Bordado',
  logoNotes: '',
  logoNotesOnColor: '',
  logoNotesOnPosition: '',
  heightCm: 10,
  widthCm: 20,
  rotateDegrees: 0,
  xpositionCm: 25,
  ypositionCm: 25,
  viewWidth: 50,
  resourcePath: '/api/files/',
  filename: 'abc.png',
  originalFilename: 'escudo.png',
  filesize: 2000,
  pantones: [],
  ...over,
});

/** GET /api/business-partners/:id: a Monterrey client with one contact and one shipping address. */
export const partnerDetail = (over: Partial<PartnerDetail> = {}): PartnerDetail => ({
  id: 1,
  cardCode: 'C00001',
  cardName: 'Constructora Cumbres del Norte, S.A. de C.V.',
  rfc: 'CCN150312K22',
  email: 'compras@cumbresdelnorte.com.mx',
  phone1: '8183427710',
  address: 'Av. Constitución 1450 Pte., Col. Centro',
  city: 'Monterrey',
  county: 'Monterrey',
  state: 'Nuevo León',
  zipCode: '64000',
  partnerType: 'Cliente',
  partnerGroup: 'Clientes Mayoristas',
  currency: 'MXN',
  phone2: '',
  mobile: '8112345678',
  website: 'https://cumbresdelnorte.com.mx',
  shippingMethod: 'Flete propio',
  active: true,
  regimenFiscal: '601',
  usoCfdi: 'G03',
  fiscalZipCode: '64000',
  borderRegion: false,
  contacts: [{ id: 11, name: 'Ing. Rodrigo Garza', position: 'Jefe de compras', phone: '8183427710', email: 'rgarza@cumbresdelnorte.com.mx' }],
  addresses: [{ id: 21, kind: 'Envío', street: 'Obra Torre Valle', city: 'San Pedro Garza García', county: '', state: 'Nuevo León', zipCode: '66269' }],
  warnings: [],
  photoUrl: null,
  ...over,
});

const LINES: SalesDocumentInput['lines'] = [
  { code: 'OVE-MZ-04', description: 'Overol de mezclilla con cinta reflejante', quantity: 60, unitPriceCents: 68_990 },
  { code: 'CHL-RS-08', description: 'Chaleco de seguridad de ripstop', quantity: 60, unitPriceCents: 14_990 },
  { code: 'BOR-LG-09', description: 'Bordado de logotipo (hasta 10,000 puntadas)', quantity: 120, unitPriceCents: 3_800 },
];

/**
 * A saved quotation (or, with `kind: 'order'`, an order) of `partnerDetail()`: its lines and amounts come
 * from the same shared function as the form's, so `lines` may be overridden and the totals follow.
 */
export function salesDocument(over: Omit<Partial<SalesDocumentDetail>, 'lines'> & { lines?: SalesDocumentInput['lines'] } = {}): SalesDocumentDetail {
  const { lines = LINES, ...rest } = over;
  const amounts = salesDocumentAmounts({ lines, borderRegion: over.borderRegion ?? false, exchangeRate: 10_000 });
  const partner = partnerDetail();
  return {
    id: 97,
    kind: 'quotation',
    folio: 'S00097',
    status: 'Abierta',
    clientId: partner.id,
    clientCode: partner.cardCode,
    clientName: partner.cardName,
    borderRegion: false,
    contactId: 11,
    name: 'Uniformes de obra 2027',
    reference: 'REQ-2027-014',
    currency: 'MXN',
    exchangeRate: '1.0000',
    lines: lines.map((l, i) => ({ ...l, ...amounts.lines[i]! })),
    shippingAddress: { street: 'Obra Torre Valle', city: 'San Pedro Garza García', state: 'Nuevo León', zipCode: '66269' },
    billingAddress: { street: partner.address, city: 'Monterrey', state: 'Nuevo León', zipCode: '64000' },
    taxRateBp: amounts.taxRateBp,
    subtotalCents: amounts.subtotalCents,
    taxCents: amounts.taxCents,
    totalCents: amounts.totalCents,
    totalMxnCents: amounts.totalMxnCents,
    seller: { id: 1, name: 'Mariana López' },
    createdAt: '2026-11-20T15:00:00.000Z',
    statusChangedBy: null,
    statusChangedAt: null,
    sample: null,
    source: null,
    copies: [],
    ...rest,
  };
}
