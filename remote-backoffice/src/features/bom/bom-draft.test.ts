import { BOM_MESSAGES } from '@muestrario/shared/domain';
import { bodyOf, checkBomForm, NEW_BOM, parseDecimal, takenMaterials, valuesOf, withLine, withNewLine, withoutLine } from './bom-draft';

describe('bom draft', () => {
  it('reads decimals with a point or a comma, and nothing else', () => {
    expect(parseDecimal('0.35')).toBe(0.35);
    expect(parseDecimal(' 2,5 ')).toBe(2.5);
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('-1')).toBeNaN();
  });

  it('adds, edits and removes material lines; the blank stays', () => {
    let v = withNewLine({ ...NEW_BOM, itemId: 3 });
    v = withLine(v, 1, { itemId: 9, quantity: '0,35', scrapPercent: '5' });
    expect(bodyOf(v)).toEqual({
      itemId: 3,
      decorationScrapPercent: 5,
      notes: '',
      lines: [
        { kind: 'blank', itemId: null, quantity: 1, scrapPercent: 0 },
        { kind: 'material', itemId: 9, quantity: 0.35, scrapPercent: 5 },
      ],
    });
    expect(withLine(v, 0, { quantity: '4' }).lines[0]!.quantity).toBe('1');
    expect(withoutLine(v, 0).lines).toHaveLength(2);
    expect(withoutLine(v, 1).lines).toHaveLength(1);
    expect([...takenMaterials(v, 0)]).toEqual([9]);
    expect([...takenMaterials(v, 1)]).toEqual([]);
  });

  it('checks the style on a new BOM and each line', () => {
    const v = withNewLine(NEW_BOM);
    const errors = checkBomForm(withLine(v, 1, { quantity: 'mucho' }), true);
    expect(errors.itemId).toBe(BOM_MESSAGES.styleRequired);
    expect(errors['lines.1.itemId']).toBe(BOM_MESSAGES.componentRequired);
    expect(errors['lines.1.quantity']).toBe(BOM_MESSAGES.quantity);
    expect(checkBomForm(withLine({ ...v, itemId: 1 }, 1, { itemId: 4 }), true)).toEqual({});
  });

  it('round-trips a saved BOM', () => {
    const values = valuesOf({
      id: 1,
      itemId: 2,
      styleCode: 'POL-001',
      styleDescription: 'Polo',
      garment: null,
      colours: [],
      sizes: [],
      decorationScrapPercent: 4.5,
      notes: 'n',
      updatedAt: '',
      updatedBy: null,
      lines: [
        { kind: 'blank', itemId: null, code: 'POL-001', description: '', unit: 'pieza', quantity: 1, scrapPercent: 0 },
        { kind: 'material', itemId: 7, code: 'HIL', description: '', unit: 'metro', quantity: 10.2, scrapPercent: 5 },
      ],
    });
    expect(values.lines[1]).toEqual({ kind: 'material', itemId: 7, quantity: '10.2', scrapPercent: '5' });
    expect(bodyOf(values).decorationScrapPercent).toBe(4.5);
  });
});
