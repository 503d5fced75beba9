import { PURCHASE_FORM_MESSAGES as M, parseDiscount, parseLineForm, parsePurchasePrice, priceText, validatePurchaseDraft, emptyPurchaseDraft, type LineForm } from './purchase-draft';

const WAREHOUSES = [{ id: 1, name: 'Materia prima' }];
const polo = { id: 7, code: 'POL-001', description: 'Polo piqué', unit: 'pieza' as const };
const lineOf = (f: LineForm) => {
  const parsed = parseLineForm(f, WAREHOUSES);
  if (!parsed.ok) throw new Error('invalid line');
  return parsed.line;
};
const form = (over: Partial<LineForm> = {}): LineForm => ({ item: polo, variants: [{ id: 70, code: 'POL-001-AZM-M' }], variantId: '70', warehouseId: '1', quantity: '12', price: '98', discount: '', ...over });

describe('purchase form rules', () => {
  it('prices per piece stay cents; per metre they must be whole cents per centimetre', () => {
    expect(parsePurchasePrice('98.50', 'pieza')).toEqual({ cents: 9_850 });
    expect(parsePurchasePrice('15', 'metro')).toEqual({ cents: 15 });
    expect(parsePurchasePrice('15.50', 'metro')).toEqual({ error: M.pricePerMetre });
    expect(parsePurchasePrice('-1', 'pieza')).toEqual({ error: M.price });
    expect(parsePurchasePrice('1.234', 'pieza')).toEqual({ error: M.price });
    expect(priceText(15, 'metro')).toBe('15.00');
    expect(priceText(9_850, 'pieza')).toBe('98.50');
  });

  it('discounts are % with two decimals, 0 to 100', () => {
    expect([parseDiscount(''), parseDiscount('10'), parseDiscount('2.5 %'), parseDiscount('100')]).toEqual([0, 1_000, 250, 10_000]);
    expect([parseDiscount('100.01'), parseDiscount('-1'), parseDiscount('diez')]).toEqual([undefined, undefined, undefined]);
  });

  it('a line needs item, variant of a style, warehouse, quantity of its unit and a price', () => {
    expect(parseLineForm(form(), WAREHOUSES)).toMatchObject({ ok: true, line: { itemId: 7, variantId: 70, warehouseId: 1, quantity: 12, unitPriceCents: 9_800, discountBp: 0, code: 'POL-001-AZM-M', taken: 0 } });
    expect(parseLineForm(form({ item: null }), WAREHOUSES)).toMatchObject({ ok: false, errors: { item: M.item } });
    expect(parseLineForm(form({ variantId: '' }), WAREHOUSES)).toMatchObject({ ok: false, errors: { variantId: M.variant } });
    expect(parseLineForm(form({ warehouseId: '9' }), WAREHOUSES)).toMatchObject({ ok: false, errors: { warehouseId: M.warehouse } });
    expect(parseLineForm(form({ quantity: '1.5' }), WAREHOUSES)).toMatchObject({ ok: false, errors: { quantity: M.quantityPieces } });
    expect(parseLineForm(form({ quantity: '0' }), WAREHOUSES)).toMatchObject({ ok: false, errors: { quantity: M.quantityPieces } });
    const metres = form({ item: { id: 8, code: 'HIL-BOB-BL', description: 'Hilo', unit: 'metro' }, variants: [], variantId: '', quantity: '2.55', price: '15' });
    expect(parseLineForm(metres, WAREHOUSES)).toMatchObject({ ok: true, line: { quantity: 255, unitPriceCents: 15, variantId: null } });
  });

  it('a line copied further keeps at least what was taken', () => {
    const previous = { ...lineOf(form()), taken: 5 };
    expect(parseLineForm(form({ quantity: '4' }), WAREHOUSES, previous)).toMatchObject({ ok: false, errors: { quantity: M.belowTaken('5 piezas') } });
    expect(parseLineForm(form({ quantity: '5' }), WAREHOUSES, previous)).toMatchObject({ ok: true, line: { taken: 5 } });
  });

  it('a document needs a supplier, a date, lines, and a due date not before its date', () => {
    expect(validatePurchaseDraft(emptyPurchaseDraft('2026-11-27'))).toEqual({ supplierId: M.supplierId, lines: M.lines });
    const line = lineOf(form());
    expect(validatePurchaseDraft({ ...emptyPurchaseDraft('2026-11-27'), supplierId: 27, dueDate: '2026-11-26', lines: [line] })).toEqual({ dueDate: M.dueDate });
    expect(validatePurchaseDraft({ ...emptyPurchaseDraft(''), supplierId: 27, lines: [line] })).toEqual({ docDate: M.docDate });
  });
});
