import type { CurrentClothing } from '../../src/contract/clothing';
import type { Logo } from '../../src/contract/logos';
import type { PartnerDetail } from '../../src/contract/partners';
import type { ProductionOperation, ProductionOrderDetail, ProductionOrderSummary } from '../../src/contract/production-orders';
import type { SalesDocumentDetail, SalesDocumentInput } from '../../src/contract/sales';
import type { SampleDetail, SampleListItem } from '../../src/contract/samples';
import { salesDocumentAmounts } from '../../src/rules';
import { buildProductionSnapshot, type ProductionSnapshot, type ProductionSnapshotInput } from '../../src/rules/production/production-snapshot';

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

/*
 * Production orders (issue 30). The snapshot comes from the shared rule itself (buildProductionSnapshot),
 * so it is what the server stores: a 2 colours × 3 sizes grid of 10 polos, a name per piece, a logo
 * embroidered on the left chest and a DTF back print.
 */
const SNAPSHOT_INPUT: ProductionSnapshotInput = {
  line: { orderId: 95, orderFolio: 'OV00095', lineNumber: 1, clientName: 'Constructora Cumbres del Norte, S.A. de C.V.', promisedDate: '2026-12-04' },
  style: { code: 'POL-001', description: 'Polo piqué manga corta', colours: [{ code: 'AZM', name: 'Azul marino' }, { code: 'BLA', name: 'Blanco' }] },
  grid: { colours: ['Azul marino', 'Blanco'], sizes: ['CH', 'M', 'G'], quantities: [[2, 3, 1], [1, 2, 1]] },
  names: [
    ['Rosa Garza', 'CH', 'Azul marino'], ['Ana Lozano', 'CH', 'Azul marino'], ['Luis Treviño', 'M', 'Azul marino'], ['Juan Pérez', 'M', 'Azul marino'],
    ['Sara Cantú', 'M', 'Azul marino'], ['Pablo Ríos', 'G', 'Azul marino'], ['Elena Salas', 'CH', 'Blanco'], ['Iván Mora', 'M', 'Blanco'],
    ['Lucía Vega', 'M', 'Blanco'], ['Raúl Peña', 'G', 'Blanco'],
  ].map(([name, size, colour]) => ({ name: name!, size: size!, colour: colour!, text: 'NOMBRE' })),
  sample: {
    id: 40,
    name: 'Polos obra Torre Valle',
    stage: 7,
    round: 2,
    decorations: [
      { name: 'Logo Cumbres', technique: 'Bordado', position: 'front:chest-left', positionLabel: 'Pecho izquierdo', stitches: 7_000, threads: ['1801', '1802'] },
      { name: 'NOMBRE', technique: 'Bordado', position: 'front:chest-left', positionLabel: 'Pecho izquierdo', stitches: 1_500, threads: ['1801'] },
      { name: 'Espalda Cumbres', technique: 'DTF', position: 'back:center', positionLabel: 'Espalda', stitches: 0, threads: [] },
    ],
  },
  bom: [{ kind: 'blank' }, { kind: 'material', code: 'MAT-ETQ-01', description: 'Etiqueta de talla', unit: 'pieza', quantity: 1, scrapPercent: 2 }],
  machine: { heads: 6, stitchesPerMinute: 850, needles: 15 },
};

/** The snapshot of `productionOrderDetail()` (10 pieces, 10 names, 3 decorations). */
export function productionSnapshot(): ProductionSnapshot {
  const result = buildProductionSnapshot(SNAPSHOT_INPUT);
  if (!result.ok) throw new Error(result.message);
  return result.snapshot;
}

/** A row of GET /production/orders: OF-00012 of OV00095 line 1, planned, on time. */
export const productionOrderSummary = (over: Partial<ProductionOrderSummary> = {}): ProductionOrderSummary => ({
  id: 12,
  folio: 'OF-00012',
  status: 'planned',
  salesOrderId: 95,
  salesOrderFolio: 'OV00095',
  lineNumber: 1,
  clientId: 1,
  clientName: SNAPSHOT_INPUT.line.clientName,
  styleCode: 'POL-001',
  styleDescription: SNAPSHOT_INPUT.style.description,
  sampleId: 40,
  sampleName: SNAPSHOT_INPUT.sample.name,
  pieces: 10,
  promisedDate: '2026-12-04',
  plannedStart: '2026-11-30',
  plannedEnd: '2026-12-02',
  late: false,
  progressPercent: 0,
  goodPieces: 0,
  rejectedPieces: 0,
  totalMinutes: 0,
  createdAt: '2026-11-26T16:00:00.000Z',
  createdByName: 'Daniela Ruiz',
  ...over,
});

/** One operation of an order (pending, planned on its day). */
export const productionOperation = (over: Partial<ProductionOperation> = {}): ProductionOperation => ({
  id: 120,
  orderId: 12,
  sequence: 1,
  kind: 'preparation',
  machineKind: 'manual_station',
  label: 'Preparación',
  minutes: 30,
  machineId: null,
  machineName: null,
  plannedDay: '2026-11-30',
  status: 'pending',
  entering: 10,
  good: null,
  rejected: null,
  reason: null,
  note: '',
  startedAt: null,
  startedByName: null,
  finishedAt: null,
  finishedByName: null,
  actualMinutes: null,
  movedAt: null,
  movedByName: null,
  version: 1,
  ...over,
});

/**
 * GET /production/orders/:id of `productionOrderSummary()`: its snapshot, one operation per planned
 * operation of the snapshot (ids 120, 121…; embroidery on 'Bordadora 1'), and the history of its status.
 */
export function productionOrderDetail(over: Partial<ProductionOrderDetail> = {}): ProductionOrderDetail {
  const snapshot = productionSnapshot();
  const summary = productionOrderSummary(over);
  const operations = snapshot.operations.map((o, i) =>
    productionOperation({
      id: 120 + i,
      orderId: summary.id,
      sequence: i + 1,
      kind: o.kind,
      machineKind: o.machineKind,
      label: o.label,
      minutes: o.minutes,
      ...(o.machineKind === 'embroidery' ? { machineId: 1, machineName: 'Bordadora 1' } : {}),
      entering: summary.pieces,
    }),
  );
  return {
    ...summary,
    totalMinutes: snapshot.totalMinutes,
    snapshot,
    operations,
    history: [{ from: null, to: 'planned', userName: summary.createdByName, at: summary.createdAt, note: '' }],
    operationsDone: 0,
    operationsTotal: operations.length,
    version: 1,
    ...over,
  };
}
