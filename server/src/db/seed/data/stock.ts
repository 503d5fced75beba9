import type { SeedStock } from '../../../modules/stock/seed';

/**
 * The demo warehouses (issue 31): raw material with its shelves (aisle-shelf-level), finished goods, and a
 * transit warehouse for goods between the two; the opening stock of four demo styles (every variant) in
 * finished goods and of the materials on their shelves, at their costs.
 */
export const stock: SeedStock = {
  warehouses: [
    {
      code: 'MP',
      name: 'Materia prima',
      kind: 'raw_material',
      active: true,
      locations: [
        { code: 'A-01-01', name: 'Pasillo A, anaquel 1, nivel 1 (etiquetas)' },
        { code: 'A-01-02', name: 'Pasillo A, anaquel 1, nivel 2 (bolsas)' },
        { code: 'A-01-03', name: 'Pasillo A, anaquel 1, nivel 3 (entretelas)' },
        { code: 'A-02-01', name: 'Pasillo A, anaquel 2, nivel 1 (hilos)' },
        { code: 'B-01-01', name: 'Pasillo B, anaquel 1, nivel 1 (prendas lisas)' },
      ],
    },
    {
      code: 'PT',
      name: 'Producto terminado',
      kind: 'finished_goods',
      active: true,
      locations: [
        { code: 'E-01', name: 'Estante de embarques 1' },
        { code: 'E-02', name: 'Estante de embarques 2' },
      ],
    },
    { code: 'TR', name: 'Tránsito', kind: 'transit', active: true, locations: [] },
  ],
  opening: [
    // Blanks waiting to be embroidered (raw material) and finished pieces ready to ship.
    { code: 'POL-001', warehouse: 'MP', location: 'B-01-01', quantity: 12 },
    { code: 'PLY-001', warehouse: 'MP', location: 'B-01-01', quantity: 20 },
    { code: 'GOR-001', warehouse: 'MP', location: 'B-01-01', quantity: 30 },
    // Coverall blanks for the demo production orders in process (issue 31 item 4: issued and received).
    { code: 'OVE-001', warehouse: 'MP', location: 'B-01-01', quantity: 6 },
    { code: 'CHL-001', warehouse: 'PT', location: 'E-01', quantity: 8 },
    { code: 'ETQ-TAL-01', warehouse: 'MP', location: 'A-01-01', quantity: 2_000, unitCostCents: 35 },
    { code: 'ETQ-MAR-01', warehouse: 'MP', location: 'A-01-01', quantity: 1_500, unitCostCents: 120 },
    { code: 'BOL-PE-01', warehouse: 'MP', location: 'A-01-02', quantity: 1_000, unitCostCents: 90 },
    { code: 'BOL-PE-02', warehouse: 'MP', location: 'A-01-02', quantity: 300, unitCostCents: 160 },
    { code: 'ENT-TA-10', warehouse: 'MP', location: 'A-01-03', quantity: 2_500, unitCostCents: 45 },
    { code: 'ENT-CA-20', warehouse: 'MP', location: 'A-01-03', quantity: 800, unitCostCents: 110 },
    { code: 'HIL-BOB-BL', warehouse: 'MP', location: 'A-02-01', quantity: 50_000, unitCostCents: 1 },
    { code: 'HIL-OVR-01', warehouse: 'MP', location: 'A-02-01', quantity: 25_000, unitCostCents: 1 },
    { code: 'CIN-REF-05', warehouse: 'MP', location: 'A-02-01', quantity: 150, unitCostCents: 1_450 },
  ],
  // Planning (issue 31 item 3): who supplies each material and blank, and the minimum to keep, in the
  // item's unit. Bags (300 < 500), reflective tape (150 m < 200 m) and the POL-001 blanks (288 < 400)
  // start below it, so 'Bajo mínimo' has something to say.
  planning: [
    { code: 'POL-001', supplier: 'P00001', minStock: 400 },
    { code: 'PLY-001', supplier: 'P00001', minStock: 300 },
    { code: 'GOR-001', supplier: 'P00001', minStock: 60 },
    { code: 'CHL-001', supplier: 'P00001', minStock: 20 },
    { code: 'ENT-TA-10', supplier: 'P00001', minStock: 1_000 },
    { code: 'ENT-CA-20', supplier: 'P00001', minStock: 400 },
    { code: 'HIL-BOB-BL', supplier: 'P00002', minStock: 20_000 },
    { code: 'HIL-OVR-01', supplier: 'P00002', minStock: 10_000 },
    { code: 'CIN-REF-05', supplier: 'P00002', minStock: 200 },
    { code: 'ETQ-TAL-01', supplier: 'P00003', minStock: 1_000 },
    { code: 'ETQ-MAR-01', supplier: 'P00003', minStock: 800 },
    { code: 'BOL-PE-01', supplier: 'P00003', minStock: 500 },
    { code: 'BOL-PE-02', supplier: 'P00003', minStock: 500 },
  ],
  // One of each inventory document (Entradas EI, Salidas SI, Transferencias TR).
  documents: [
    {
      kind: 'receipt',
      note: 'Compra de contado en mostrador',
      lines: [
        { code: 'ETQ-TAL-01', warehouse: 'MP', location: 'A-01-01', quantity: 500, unitCostCents: 38 },
        { code: 'BOL-PE-01', warehouse: 'MP', location: 'A-01-02', quantity: 200, unitCostCents: 92 },
      ],
    },
    { kind: 'issue', note: 'Muestras para visita a cliente', lines: [{ code: 'POL-001-AZM-M', warehouse: 'MP', location: 'B-01-01', quantity: 2 }] },
    {
      kind: 'transfer',
      note: 'Reacomodo para embarque',
      lines: [{ code: 'CHL-001-NAR-M', warehouse: 'PT', location: 'E-01', quantity: 3, toWarehouse: 'PT', toLocation: 'E-02' }],
    },
  ],
};
