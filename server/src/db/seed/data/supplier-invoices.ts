import type { SeedSupplierInvoices } from '../../../modules/supplier-invoices/seed';

/*
 * Demo supplier invoices (issue 31 item 5): two receipts matched by their CFDI (one with a price
 * difference), a credit note, a down payment applied by a later invoice, an old invoice with no receipt
 * (more than 90 days) and two payments, so Facturas, Notas de crédito, Facturas de anticipo, Saldos and
 * the Informe de compras show realistic data.
 */
const OMEGA = 'HBO080229LK6';
const TEXTILES = 'TFP110504QW9';
const BOTONES = 'BCC170918TRA';

const hilo = { code: 'HIL-BOB-BL', description: 'Hilo de bobina blanco poliéster 60 (cono de 5,000 m)' };
const sobrehilado = { code: 'HIL-OVR-01', description: 'Hilo para sobrehilado poliéster 40 (cono de 5,000 m)' };
const entretela = { code: 'ENT-CA-20', description: 'Entretela de recorte (cut-away) 20 × 20 cm' };
const cinta = { code: 'CIN-REF-05', description: 'Cinta reflejante plata de 5 cm' };
const etiqueta = { code: 'ETQ-MAR-01', description: 'Etiqueta de marca tejida con instrucciones de cuidado' };

export const supplierInvoices: SeedSupplierInvoices = {
  receipts: [
    { key: 'omega', supplierRfc: OMEGA, daysAgo: 40, lines: [{ ...hilo, quantity: 24, unitPriceCents: 8_900 }, { ...sobrehilado, quantity: 12, unitPriceCents: 7_450 }] },
    { key: 'textiles', supplierRfc: TEXTILES, daysAgo: 9, lines: [{ ...entretela, quantity: 500, unitPriceCents: 180 }, { ...cinta, quantity: 200, unitPriceCents: 1_250 }] },
  ],
  cfdis: [
    {
      uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F601',
      tipo: 'I',
      serie: 'HO',
      folio: '8812',
      supplierRfc: OMEGA,
      daysAgo: 38,
      paymentMethod: 'PPD',
      receipt: 'omega',
      concepts: [{ ...hilo, quantity: 24, unitPriceCents: 8_900 }, { ...sobrehilado, quantity: 12, unitPriceCents: 7_450 }],
    },
    {
      uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F602',
      tipo: 'E',
      serie: 'NC',
      folio: '311',
      supplierRfc: OMEGA,
      daysAgo: 30,
      paymentMethod: 'PUE',
      related: { uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F601', relationType: '01' },
      concepts: [{ claveProdServ: '84111506', code: '', description: 'Bonificación por conos defectuosos', quantity: 1, unitPriceCents: 17_800 }],
    },
    {
      uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F603',
      tipo: 'I',
      serie: 'TF',
      folio: '20455',
      supplierRfc: TEXTILES,
      daysAgo: 8,
      paymentMethod: 'PPD',
      receipt: 'textiles',
      concepts: [{ ...entretela, quantity: 500, unitPriceCents: 195 }, { ...cinta, quantity: 200, unitPriceCents: 1_250 }],
    },
    {
      uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F604',
      tipo: 'I',
      serie: 'TF',
      folio: '20101',
      supplierRfc: TEXTILES,
      daysAgo: 70,
      paymentMethod: 'PUE',
      concepts: [{ claveProdServ: '84111506', code: '', description: 'Anticipo del bien o servicio', quantity: 1, unitPriceCents: 500_000 }],
    },
    {
      uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F605',
      tipo: 'I',
      serie: 'TF',
      folio: '20230',
      supplierRfc: TEXTILES,
      daysAgo: 50,
      paymentMethod: 'PPD',
      related: { uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F604', relationType: '07' },
      concepts: [{ code: 'TEL-GAB-AZM', description: 'Gabardina azul marino 150 cm (remanente tras anticipo)', quantity: 120, unitPriceCents: 3_900 }],
    },
    {
      uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F606',
      tipo: 'I',
      serie: 'BC',
      folio: '1190',
      supplierRfc: BOTONES,
      daysAgo: 104,
      paymentMethod: 'PPD',
      concepts: [{ ...etiqueta, quantity: 2_000, unitPriceCents: 95 }],
    },
  ],
  payments: [
    { supplierRfc: TEXTILES, daysAgo: 70, method: 'Transferencia', reference: 'SPEI 0071123', applications: [{ uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F604', amountCents: 580_000 }] },
    { supplierRfc: OMEGA, daysAgo: 12, method: 'Transferencia', reference: 'SPEI 0083310', applications: [{ uuid: 'C1A2B3C4-D5E6-4F70-8A91-B2C3D4E5F601', amountCents: 150_000 }] },
  ],
};
