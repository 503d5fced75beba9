import type { SeedBoms } from '../../../modules/bom/seed';

const material = { kind: 'Material', colours: [], sizes: [], articleCode: null, active: true } as const;
const piece = { ...material, satUnitKey: 'H87', unit: 'pieza' } as const;
const metre = { ...material, satUnitKey: 'MTR', unit: 'metro' } as const;

/**
 * The demo bills of materials (issue 30 item 3): the materials a uniform workshop keeps (woven labels, poly
 * bags, tear-away and cut-away backing, bobbin and overlock thread, reflective tape) and a BOM for seven of
 * the demo styles. Quantities per piece as a Mexican embroidery shop plans them: one size label and one
 * brand label, one bag (a bigger one for jackets and overalls), one square of backing per embroidered
 * placement, scrap 2–5 %. The decoration's thread (top and bobbin) and film are not lines: they come from
 * the sample's decoration ('Consumo de la decoración'); thread in a BOM is sewing thread (the overall's tape).
 */
export const boms: SeedBoms = {
  materials: [
    { ...piece, code: 'ETQ-TAL-01', description: 'Etiqueta de talla tejida en satín', satProductKey: '55121600', costCents: 35 },
    { ...piece, code: 'ETQ-MAR-01', description: 'Etiqueta de marca tejida con instrucciones de cuidado', satProductKey: '55121600', costCents: 120 },
    { ...piece, code: 'BOL-PE-01', description: 'Bolsa de polietileno 30 × 40 cm con cierre adhesivo', satProductKey: '24111500', costCents: 90 },
    { ...piece, code: 'BOL-PE-02', description: 'Bolsa de polietileno 40 × 60 cm (chamarras y overoles)', satProductKey: '24111500', costCents: 160 },
    { ...piece, code: 'ENT-TA-10', description: 'Entretela desprendible (tear-away) 10 × 10 cm', satProductKey: '11162100', costCents: 45 },
    { ...piece, code: 'ENT-CA-20', description: 'Entretela de recorte (cut-away) 20 × 20 cm', satProductKey: '11162100', costCents: 110 },
    { ...metre, code: 'HIL-BOB-BL', description: 'Hilo de bobina blanco poliéster 60 (cono de 5,000 m)', satProductKey: '11151600', costCents: 1 },
    { ...metre, code: 'HIL-OVR-01', description: 'Hilo para sobrehilado poliéster 40 (cono de 5,000 m)', satProductKey: '11151600', costCents: 1 },
    { ...metre, code: 'CIN-REF-05', description: 'Cinta reflejante plata de 5 cm', satProductKey: '11162100', costCents: 1_450 },
    { ...piece, code: 'GAN-PL-01', description: 'Gancho de plástico para camisa', satProductKey: '24111500', costCents: 250 },
  ],
  boms: [
    {
      style: 'POL-001',
      decorationScrapPercent: 5,
      notes: 'Logo bordado al pecho izquierdo; nombre en la manga cuando el pedido trae lista de nombres.',
      lines: ['blank', { material: 'ETQ-TAL-01', quantity: 1, scrapPercent: 2 }, { material: 'ETQ-MAR-01', quantity: 1, scrapPercent: 2 }, { material: 'ENT-TA-10', quantity: 1, scrapPercent: 3 }, { material: 'BOL-PE-01', quantity: 1, scrapPercent: 1 }],
    },
    {
      style: 'POL-002',
      decorationScrapPercent: 5,
      lines: ['blank', { material: 'ETQ-TAL-01', quantity: 1, scrapPercent: 2 }, { material: 'ENT-TA-10', quantity: 1, scrapPercent: 3 }, { material: 'BOL-PE-01', quantity: 1, scrapPercent: 1 }],
    },
    {
      style: 'CAM-002',
      decorationScrapPercent: 4,
      notes: 'Bordado en pecho y manga: dos cuadros de entretela por pieza.',
      lines: ['blank', { material: 'ETQ-TAL-01', quantity: 1, scrapPercent: 2 }, { material: 'ENT-TA-10', quantity: 2, scrapPercent: 3 }, { material: 'GAN-PL-01', quantity: 1, scrapPercent: 0 }, { material: 'BOL-PE-01', quantity: 1, scrapPercent: 1 }],
    },
    {
      style: 'PLY-001',
      decorationScrapPercent: 3,
      notes: 'Estampado DTF al frente; sin entretela.',
      lines: ['blank', { material: 'ETQ-TAL-01', quantity: 1, scrapPercent: 2 }, { material: 'BOL-PE-01', quantity: 1, scrapPercent: 1 }],
    },
    {
      style: 'CHM-001',
      decorationScrapPercent: 5,
      lines: ['blank', { material: 'ETQ-MAR-01', quantity: 1, scrapPercent: 2 }, { material: 'ENT-CA-20', quantity: 1, scrapPercent: 4 }, { material: 'BOL-PE-02', quantity: 1, scrapPercent: 1 }],
    },
    {
      style: 'GOR-001',
      decorationScrapPercent: 6,
      notes: 'Bordado frontal en bastidor de gorra; la entretela va doble.',
      lines: ['blank', { material: 'ENT-TA-10', quantity: 2, scrapPercent: 5 }, { material: 'BOL-PE-01', quantity: 0.25, scrapPercent: 0 }],
    },
    {
      style: 'OVE-001',
      decorationScrapPercent: 5,
      notes: 'Cinta reflejante en brazos y piernas (2.4 m por overol), cosida con hilo de sobrehilado.',
      lines: ['blank', { material: 'CIN-REF-05', quantity: 2.4, scrapPercent: 4 }, { material: 'HIL-OVR-01', quantity: 22, scrapPercent: 5 }, { material: 'ETQ-TAL-01', quantity: 1, scrapPercent: 2 }, { material: 'BOL-PE-02', quantity: 1, scrapPercent: 1 }],
    },
  ],
};
