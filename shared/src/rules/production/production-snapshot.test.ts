import { buildProductionSnapshot, type ProductionSnapshotInput } from './production-snapshot';

const sizes = ['CH', 'M', 'G', 'XG', '2XG', '3XG'];
// 3 colours × 6 sizes = 120 pieces.
const quantities = [
  [5, 10, 10, 8, 4, 3],
  [4, 8, 8, 6, 3, 1],
  [6, 10, 12, 10, 8, 4],
];
const colours = ['Azul marino', 'Blanco', 'Gris'];
const names = colours.flatMap((colour, r) => sizes.flatMap((size, c) => Array.from({ length: quantities[r]![c]! }, (_, i) => ({ name: `Empleado ${r}-${c}-${i}`, size, colour, text: 'NOMBRE' }))));

const input: ProductionSnapshotInput = {
  line: { orderId: 94, orderFolio: 'OV00094', lineNumber: 1, clientName: 'Hospital Ángeles', promisedDate: '2026-12-04' },
  style: { code: 'POL-001', description: 'Polo piqué', colours: [{ code: 'AZM', name: 'Azul marino' }, { code: 'BLA', name: 'Blanco' }, { code: 'GRI', name: 'Gris' }] },
  grid: { colours, sizes, quantities },
  names,
  sample: {
    id: 7,
    name: 'Uniformes recepción hospital',
    stage: 7,
    round: 2,
    decorations: [
      { name: 'Logo', technique: 'Bordado', position: 'front:chest-left', positionLabel: 'Pecho izquierdo', stitches: 7_000, threads: ['1801', '1802'] },
      { name: 'NOMBRE', technique: 'Bordado', position: 'front:chest-left', positionLabel: 'Pecho izquierdo', stitches: 1_500, threads: ['1801'] },
    ],
  },
  bom: [
    { kind: 'blank' },
    { kind: 'material', code: 'MAT-ETQ-01', description: 'Etiqueta de talla', unit: 'pieza', quantity: 1, scrapPercent: 2 },
    { kind: 'material', code: 'MAT-ENT-01', description: 'Entretela', unit: 'metro', quantity: 0.05, scrapPercent: 5 },
  ],
  machine: { heads: 6, stitchesPerMinute: 850, needles: 15 },
};

describe('buildProductionSnapshot', () => {
  it('snapshots a 120-piece line: variants, names, sample, exploded materials and operations', () => {
    const result = buildProductionSnapshot(input);
    if (!result.ok) throw new Error(result.message);
    const s = result.snapshot;
    expect(s.pieces).toBe(120);
    expect(s.variants).toHaveLength(18);
    expect(s.variants[0]).toEqual({ code: 'POL-001-AZM-CH', colour: 'Azul marino', size: 'CH', quantity: 5 });
    expect(s.names).toHaveLength(120);
    expect(s.sample).toMatchObject({ id: 7, round: 2 });
    expect(s.sample.decorations).toHaveLength(2);
    // The blanks add up to exactly the grid, variant by variant.
    const blanks = s.materials.filter((m) => m.kind === 'blank');
    expect(blanks.map((b) => [b.component, b.total])).toEqual(s.variants.map((v) => [v.code, v.quantity]));
    expect(blanks.reduce((sum, b) => sum + b.total, 0)).toBe(120);
    expect(s.materials.find((m) => m.component === 'MAT-ETQ-01')).toMatchObject({ net: 120, total: 123 });
    expect(s.materials.find((m) => m.component === 'MAT-ENT-01')).toMatchObject({ net: 6, total: 7 });
    expect(s.operations.map((o) => o.label)).toEqual(['Preparación', 'Bordado · Pecho izquierdo', 'Inspección', 'Empaque']);
    expect(s.totalMinutes).toBe(s.operations.reduce((sum, o) => sum + o.minutes, 0));
    expect(s.withoutBom).toBe(false);
  });

  it('copies its inputs, so later edits do not reach it', () => {
    const grid = { colours: [...colours], sizes: [...sizes], quantities: quantities.map((r) => [...r]) };
    const result = buildProductionSnapshot({ ...input, grid });
    grid.quantities[0]![0] = 999;
    expect(result.ok && result.snapshot.grid.quantities[0]![0]).toBe(5);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('explodes only the blanks when the style has no BOM', () => {
    const result = buildProductionSnapshot({ ...input, bom: null });
    expect(result.ok && result.snapshot.withoutBom).toBe(true);
    expect(result.ok && result.snapshot.materials.every((m) => m.kind === 'blank')).toBe(true);
  });

  it('refuses in Spanish what cannot be made', () => {
    expect(buildProductionSnapshot({ ...input, sample: { ...input.sample, stage: 5 } })).toMatchObject({ ok: false, message: expect.stringMatching(/solo una muestra autorizada/) });
    expect(buildProductionSnapshot({ ...input, grid: { ...input.grid, quantities: quantities.map((r) => r.map(() => 0)) }, names: [] })).toMatchObject({ ok: false, message: expect.stringMatching(/no hay nada que fabricar/) });
    expect(buildProductionSnapshot({ ...input, grid: { ...input.grid, colours: ['Azul marino', 'Blanco', 'Rojo'] } })).toMatchObject({ ok: false, message: expect.stringMatching(/Rojo/) });
    expect(buildProductionSnapshot({ ...input, names: names.slice(1) })).toMatchObject({ ok: false, message: 'La lista de nombres tiene 119 nombres y la cuadrícula 120 piezas: corrígela en «Tallas y nombres».' });
  });
});
