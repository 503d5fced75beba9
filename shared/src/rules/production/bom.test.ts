import { BOM_MESSAGES } from '../../domain/bom';
import { checkBom, explodeBom, quantityThousandths, scrapTenths, withScrap, type BomLineDraft, type ExplodableBom } from './bom';
import type { SizeGrid } from './grid';

const style = {
  code: 'POL-001',
  description: 'Polo piqué',
  colours: [
    { code: 'AZM', name: 'Azul marino' },
    { code: 'BLA', name: 'Blanco' },
    { code: 'ROJ', name: 'Rojo' },
  ],
};

/** 3 colours × 6 sizes = 120 pieces (the acceptance grid). */
const grid: SizeGrid = {
  colours: ['Azul marino', 'Blanco', 'Rojo'],
  sizes: ['CH', 'M', 'G', 'XG', '2XG', '3XG'],
  quantities: [
    [5, 10, 12, 8, 4, 1],
    [6, 9, 11, 9, 3, 2],
    [4, 8, 10, 10, 6, 2],
  ],
};

const bom: ExplodableBom = {
  style,
  lines: [
    { kind: 'blank' },
    { kind: 'material', code: 'ETQ-TAL', description: 'Etiqueta de talla', unit: 'pieza', quantity: 1, scrapPercent: 2 },
    { kind: 'material', code: 'HIL-BOB', description: 'Hilo de bobina', unit: 'metro', quantity: 0.35, scrapPercent: 5 },
    { kind: 'material', code: 'ENT-10', description: 'Entretela 10 × 10 cm', unit: 'pieza', quantity: 1, scrapPercent: 0 },
  ],
};

describe('explodeBom', () => {
  const result = explodeBom(bom, grid);
  const blanks = result.requirements.filter((r) => r.kind === 'blank');

  it('gives the blank requirements exactly the grid, variant by variant', () => {
    expect(result.pieces).toBe(120);
    expect(blanks).toHaveLength(18);
    grid.colours.forEach((colour, r) =>
      grid.sizes.forEach((size, c) => {
        const code = `POL-001-${style.colours[r]!.code}-${size}`;
        const found = blanks.filter((b) => b.component === code);
        expect(found).toHaveLength(1);
        expect(found[0]).toMatchObject({ colour, size, net: grid.quantities[r]![c], total: grid.quantities[r]![c], scrap: 0 });
      }),
    );
    expect(blanks.reduce((s, b) => s + b.total, 0)).toBe(120);
  });

  it('leaves empty cells out and follows the variant code rule', () => {
    const sparse = explodeBom(bom, { ...grid, quantities: [[0, 0, 3, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1]] });
    expect(sparse.requirements.filter((r) => r.kind === 'blank').map((r) => [r.component, r.total])).toEqual([
      ['POL-001-AZM-G', 3],
      ['POL-001-ROJ-3XG', 1],
    ]);
    expect(sparse.pieces).toBe(4);
  });

  it('adds scrap and rounds the total up, stating the scrap', () => {
    const label = result.requirements.find((r) => r.component === 'ETQ-TAL')!;
    // 120 × 1.02 = 122.4 → 123.
    expect(label).toMatchObject({ net: 120, scrapPercent: 2, total: 123, scrap: 3 });
    const bobbin = result.requirements.find((r) => r.component === 'HIL-BOB')!;
    // 0.35 × 120 = 42 m exactly; × 1.05 = 44.1 → 45.
    expect(bobbin).toMatchObject({ net: 42, total: 45, scrap: 3, unit: 'metro' });
    const backing = result.requirements.find((r) => r.component === 'ENT-10')!;
    expect(backing).toMatchObject({ net: 120, total: 120, scrap: 0 });
  });

  it('does not add a unit when scrap makes a whole number (no float error)', () => {
    // 120 × 1.05 = 126 exactly, never 127.
    expect(withScrap(1000, 120, 50)).toEqual({ net: 120, scrap: 6, total: 126 });
    // 0.1 × 3 = 0.3 (not 0.30000000000000004) → 1 with no scrap.
    expect(withScrap(100, 3, 0)).toEqual({ net: 0.3, scrap: 0.7, total: 1 });
  });

  it('matches colours without case or accents and reports the ones the style lacks', () => {
    const other = explodeBom(bom, { colours: ['AZUL MARINO', 'Verde'], sizes: ['M'], quantities: [[2], [5]] });
    expect(other.unknownColours).toEqual(['Verde']);
    expect(other.pieces).toBe(2);
    expect(other.requirements.filter((r) => r.kind === 'blank')).toEqual([expect.objectContaining({ component: 'POL-001-AZM-M', total: 2, colour: 'Azul marino' })]);
  });
});

describe('checkBom', () => {
  const blank: BomLineDraft = { kind: 'blank', itemId: null, quantity: 1, scrapPercent: 0 };
  const line = (patch: Partial<BomLineDraft> = {}): BomLineDraft => ({ kind: 'material', itemId: 9, quantity: 1, scrapPercent: 2, ...patch });
  const ok = { lines: [blank, line()], decorationScrapPercent: 5, notes: '' };

  it('accepts a blank and materials', () => expect(checkBom(ok)).toEqual({}));
  it('needs exactly one blank, fixed at 1 per piece without scrap', () => {
    expect(checkBom({ ...ok, lines: [line()] })).toEqual({ lines: BOM_MESSAGES.blankRequired });
    expect(checkBom({ ...ok, lines: [blank, blank] })).toEqual({ 'lines.1.kind': BOM_MESSAGES.blankRepeated });
    expect(checkBom({ ...ok, lines: [{ ...blank, scrapPercent: 3 }] })).toEqual({ 'lines.0.quantity': BOM_MESSAGES.blankFixed });
  });
  it('refuses a material twice, missing, or with a bad quantity or scrap', () => {
    expect(checkBom({ ...ok, lines: [blank, line(), line()] })).toEqual({ 'lines.2.itemId': BOM_MESSAGES.componentRepeated });
    expect(checkBom({ ...ok, lines: [blank, line({ itemId: null })] })).toEqual({ 'lines.1.itemId': BOM_MESSAGES.componentRequired });
    for (const quantity of [0, -1, 0.0001, 10_001, Number.NaN]) expect(checkBom({ ...ok, lines: [blank, line({ quantity })] })).toEqual({ 'lines.1.quantity': BOM_MESSAGES.quantity });
    for (const scrapPercent of [-1, 100.5, 2.25]) expect(checkBom({ ...ok, lines: [blank, line({ scrapPercent })] })).toEqual({ 'lines.1.scrapPercent': BOM_MESSAGES.scrap });
    expect(checkBom({ ...ok, decorationScrapPercent: 101 })).toEqual({ decorationScrapPercent: BOM_MESSAGES.scrap });
  });
  it('converts quantities and scrap to integers', () => {
    expect(quantityThousandths(0.35)).toBe(350);
    expect(quantityThousandths(1.2345)).toBeNull();
    expect(scrapTenths(2.5)).toBe(25);
    expect(scrapTenths(100)).toBe(1000);
  });
});
