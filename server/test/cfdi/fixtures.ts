import type { CfdiConceptInput, CfdiInput, PaymentCfdiInput } from '../../src/modules/cfdi/types';

/** The SAT's own test taxpayers (their CSD test RFCs), as issuer and receivers. */
export const ISSUER = { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', regime: '601' };
export const RECEIVERS = {
  company: { rfc: 'URE180429TM6', name: 'UNIVERSIDAD ROBOTICA ESPAÑOLA', regime: '601', zip: '86991', use: 'G03' },
  border: { rfc: 'XIA190128J61', name: 'XENON INDUSTRIAL ARTICLES', regime: '601', zip: '22000', use: 'G01' },
  person: { rfc: 'MASO451221PM4', name: 'MARIA OLIVIA MARTINEZ SAGAZ', regime: '612', zip: '80290', use: 'G03' },
  ampersand: { rfc: 'Ñ&A010101AAA', name: 'UNIFORMES & BORDADOS <NORTE> "EL ÁGUILA" \'SA\'', regime: '601', zip: '64000', use: 'G03' },
} as const;

export const UUIDS = {
  invoice: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
  downPayment: 'C1A2B3C4-D5E6-4F70-8192-A3B4C5D6E7F8',
  returned: '0E4D9C1B-7A21-4C3D-9E8F-1A2B3C4D5E6F',
};

const shirt = (over: Partial<CfdiConceptInput> = {}): CfdiConceptInput => ({
  productKey: '53101602', unitKey: 'H87', unitName: 'Pieza', sku: 'CAM-OX-AZ-M', description: 'Camisa oxford manga larga azul talla M',
  quantity: '12', unitPriceCents: 38_950, taxObject: '02', ivaRateBp: 1600, ...over,
});
const embroidery = (over: Partial<CfdiConceptInput> = {}): CfdiConceptInput => ({
  productKey: '82151701', unitKey: 'E48', unitName: 'Servicio', description: 'Bordado de logotipo en pecho izquierdo (hasta 8,000 puntadas)',
  quantity: '12', unitPriceCents: 4_575, taxObject: '02', ivaRateBp: 1600, ...over,
});

const base = (folio: number, over: Partial<CfdiInput>): CfdiInput => ({
  type: 'I', series: 'FA', folio: String(folio), date: `2026-11-${String(1 + (folio % 27)).padStart(2, '0')}T10:${String(folio % 60).padStart(2, '0')}:00`,
  placeOfIssue: '64000', currency: 'MXN', paymentMethod: 'PUE', paymentForm: '03', exportKey: '01',
  issuer: ISSUER, receiver: RECEIVERS.company, concepts: [shirt()], ...over,
});

/** Twenty-three invoices, credit notes and down payments covering what issue 32 names. */
export const INVOICE_FIXTURES: { name: string; input: CfdiInput }[] = [
  { name: 'iva16-one-line', input: base(1, {}) },
  { name: 'iva16-several-lines', input: base(2, { concepts: [shirt(), embroidery(), shirt({ sku: 'PAN-GAB-NE-32', productKey: '53101502', description: 'Pantalón de gabardina negro talla 32', quantity: '8', unitPriceCents: 45_900 })] }) },
  { name: 'iva8-border', input: base(3, { receiver: RECEIVERS.border, concepts: [shirt({ ivaRateBp: 800 }), embroidery({ ivaRateBp: 800 })] }) },
  { name: 'iva16-and-iva0', input: base(4, { concepts: [shirt(), { productKey: '55101500', unitKey: 'H87', description: 'Catálogo impreso de telas', quantity: '1', unitPriceCents: 15_000, taxObject: '02', ivaRateBp: 0 }] }) },
  { name: 'discounts', input: base(5, { concepts: [shirt({ discountCents: 46_740 }), embroidery({ discountCents: 1_234 }), shirt({ sku: undefined, quantity: '3', unitPriceCents: 19_999 })] }) },
  { name: 'discount-whole-line', input: base(6, { concepts: [shirt(), embroidery({ quantity: '1', unitPriceCents: 50_000, discountCents: 49_999, description: 'Diseño de ponchado (cortesía)' })] }) },
  { name: 'usd', input: base(7, { currency: 'USD', exchangeRate: '17.2534', concepts: [shirt({ unitPriceCents: 2_250 }), embroidery({ unitPriceCents: 265 })] }) },
  { name: 'usd-iva8-discount', input: base(8, { currency: 'USD', exchangeRate: '18.05', receiver: RECEIVERS.border, concepts: [shirt({ unitPriceCents: 2_199, ivaRateBp: 800, discountCents: 1_000 })] }) },
  { name: 'ppd', input: base(9, { paymentMethod: 'PPD', paymentForm: '99', paymentTerms: 'Crédito a 30 días', concepts: [shirt({ quantity: '40' }), embroidery({ quantity: '40' })] }) },
  { name: 'ppd-usd', input: base(10, { paymentMethod: 'PPD', paymentForm: '99', currency: 'USD', exchangeRate: '17.9', concepts: [shirt({ unitPriceCents: 2_250, quantity: '100' })] }) },
  { name: 'fractional-quantities', input: base(11, { concepts: [shirt({ quantity: '1.5', unitPriceCents: 101 }), { productKey: '11162100', unitKey: 'MTR', unitName: 'Metro', description: 'Tela gabardina por metro', quantity: '2.333333', unitPriceCents: 8_990, taxObject: '02', ivaRateBp: 1600 }, shirt({ quantity: '0.000001', unitPriceCents: 99_999_999 })] }) },
  { name: 'not-subject-lines', input: base(12, { concepts: [shirt(), { productKey: '78102203', unitKey: 'E48', description: 'Envío por paquetería (no objeto)', quantity: '1', unitPriceCents: 25_000, taxObject: '01' }] }) },
  { name: 'all-not-subject', input: base(13, { concepts: [{ productKey: '78102203', unitKey: 'E48', description: 'Envío', quantity: '1', unitPriceCents: 25_000, taxObject: '01' }] }) },
  { name: 'subject-not-broken-down', input: base(14, { receiver: RECEIVERS.person, concepts: [shirt({ taxObject: '03', ivaRateBp: undefined })] }) },
  { name: 'escaping-and-spaces', input: base(15, { receiver: RECEIVERS.ampersand, concepts: [shirt({ description: '  Camisa   "Polo" <bordada>  & \'estampada\'\tcon\nlogo  ', sku: ' A&B<1> ' })] }) },
  { name: 'many-lines', input: base(16, { concepts: Array.from({ length: 12 }, (_, i) => shirt({ sku: `CAM-${i + 1}`, quantity: String(i + 1), unitPriceCents: 10_001 + i * 337, discountCents: i % 3 === 0 ? 101 * i : undefined, ivaRateBp: i % 4 === 0 ? 800 : 1600 })) }) },
  { name: 'no-series-no-optional', input: base(17, { series: '', concepts: [shirt({ sku: undefined, unitName: undefined })] }) },
  { name: 'large-amounts', input: base(18, { concepts: [shirt({ quantity: '12500', unitPriceCents: 12_345_678 })] }) },
  { name: 'credit-note-01', input: base(19, { type: 'E', series: 'NC', receiver: { ...RECEIVERS.company, use: 'G02' }, related: [{ type: '01', uuids: [UUIDS.invoice] }], concepts: [{ productKey: '84111506', unitKey: 'ACT', description: 'Descuento por pronto pago', quantity: '1', unitPriceCents: 10_000, taxObject: '02', ivaRateBp: 1600 }] }) },
  { name: 'credit-note-03-return', input: base(20, { type: 'E', series: 'NC', receiver: { ...RECEIVERS.company, use: 'G02' }, related: [{ type: '03', uuids: [UUIDS.returned, UUIDS.invoice] }], concepts: [shirt({ quantity: '2' })] }) },
  { name: 'down-payment', input: base(21, { series: 'AN', concepts: [{ productKey: '84111506', unitKey: 'ACT', description: 'Anticipo del bien o servicio', quantity: '1', unitPriceCents: 100_000, taxObject: '02', ivaRateBp: 1600 }] }) },
  { name: 'final-invoice-07', input: base(22, { paymentForm: '30', related: [{ type: '07', uuids: [UUIDS.downPayment] }], concepts: [shirt({ quantity: '10', unitPriceCents: 38_950 })] }) },
  { name: 'down-payment-applied-egreso-07', input: base(23, { type: 'E', series: 'NC', paymentForm: '30', related: [{ type: '07', uuids: [UUIDS.invoice] }], concepts: [{ productKey: '84111506', unitKey: 'ACT', description: 'Aplicación de anticipo', quantity: '1', unitPriceCents: 100_000, taxObject: '02', ivaRateBp: 1600 }] }) },
];

/** The PPD invoice the three payments settle (fixture 'ppd'). */
export const PPD_FIXTURE = INVOICE_FIXTURES.find((f) => f.name === 'ppd')!;

export const paymentBase = (folio: number): Omit<PaymentCfdiInput, 'payments'> => ({
  series: 'P', folio: String(folio), date: `2026-12-${String(folio * 5).padStart(2, '0')}T12:00:00`, placeOfIssue: '64000', exportKey: '01',
  issuer: ISSUER, receiver: { ...RECEIVERS.company, use: 'CP01' },
});
