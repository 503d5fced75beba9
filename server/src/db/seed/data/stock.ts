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
};
