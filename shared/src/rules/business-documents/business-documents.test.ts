import { folioOf } from '../../domain/backoffice';
import {
  afterCopy,
  BUSINESS_DOCUMENT_KINDS,
  businessDocumentAmounts,
  canChangeStatus,
  canCopy,
  copyEverythingOpen,
  copyRefusal,
  copyRefusalMessage,
  copySources,
  copyTargets,
  COPY_RULES,
  DOCUMENT_KINDS,
  documentFolio,
  isDocumentFullyCopied,
  isLineClosed,
  sequenceName,
  seriesOf,
  statusChangeRefusal,
} from './index';

describe('copy rules (data)', () => {
  it('walk the sales chain quotation → order → delivery → invoice, with returns and credit notes', () => {
    expect(canCopy('quotation', 'order')).toBe(true);
    expect(canCopy('order', 'delivery')).toBe(true);
    expect(canCopy('delivery', 'invoice')).toBe(true);
    expect(canCopy('delivery', 'return')).toBe(true);
    expect(canCopy('invoice', 'credit_note')).toBe(true);
  });
  it('walk the purchasing chain request → supplier quotation → order → goods receipt → supplier invoice, with goods returns', () => {
    expect(canCopy('purchase_request', 'supplier_quotation')).toBe(true);
    expect(canCopy('supplier_quotation', 'purchase_order')).toBe(true);
    expect(canCopy('purchase_order', 'goods_receipt_po')).toBe(true);
    expect(canCopy('goods_receipt_po', 'supplier_invoice')).toBe(true);
    expect(canCopy('goods_receipt_po', 'goods_return')).toBe(true);
  });
  it('refuse what no rule names (backwards, across sides, to itself)', () => {
    expect(canCopy('order', 'quotation')).toBe(false);
    expect(canCopy('quotation', 'purchase_order')).toBe(false);
    expect(canCopy('invoice', 'invoice')).toBe(false);
    expect(canCopy('stock_transfer', 'invoice')).toBe(false);
  });
  it('only link kinds of one side, each pair once, and list targets and sources in table order', () => {
    for (const r of COPY_RULES) expect(DOCUMENT_KINDS[r.from].side).toBe(DOCUMENT_KINDS[r.to].side);
    expect(new Set(COPY_RULES.map((r) => `${r.from}>${r.to}`)).size).toBe(COPY_RULES.length);
    expect(copyTargets('order')).toEqual(['delivery', 'invoice', 'down_payment_invoice']);
    expect(copySources('supplier_invoice')).toEqual(['purchase_order', 'goods_receipt_po']);
  });
});

describe('kinds and folio series', () => {
  it('give every kind a distinct default series', () => {
    const series = BUSINESS_DOCUMENT_KINDS.map((k) => DOCUMENT_KINDS[k].defaultSeries);
    expect(new Set(series).size).toBe(series.length);
  });
  it('keep the quotation and order folios of before the engine', () => {
    expect(documentFolio(seriesOf('quotation'), 98)).toBe(folioOf('quotation', 98));
    expect(documentFolio(seriesOf('order'), 12)).toBe('OV00012');
    expect(documentFolio(seriesOf('delivery', ' '), 1)).toBe('EN00001');
    expect(documentFolio(seriesOf('delivery', 'ENB'), 7)).toBe('ENB00007');
    expect(sequenceName('quotation', 'S')).toBe('quotation:S');
    expect(() => documentFolio('S', 0)).toThrow(RangeError);
  });
});

describe('statuses', () => {
  it('open documents close or cancel; closed and cancelled never move', () => {
    expect(canChangeStatus('Abierta', 'Cerrada')).toBe(true);
    expect(canChangeStatus('Abierta', 'Cancelada')).toBe(true);
    expect(canChangeStatus('Cerrada', 'Abierta')).toBe(false);
    expect(canChangeStatus('Cancelada', 'Cerrada')).toBe(false);
    expect(statusChangeRefusal('Cerrada', 'Cerrada')).toBe('El documento ya está cerrada.');
    expect(statusChangeRefusal('Abierta', 'Cerrada')).toBeNull();
  });
});

describe('open quantities', () => {
  const base = [
    { id: 10, quantity: 5, openQuantity: 5 },
    { id: 11, quantity: 3, openQuantity: 3 },
  ];
  it('copying 2 of 5 units leaves 3 open on the base line, the other line untouched', () => {
    const request = [{ baseLineId: 10, quantity: 2 }];
    expect(copyRefusal('Abierta', base, request)).toBeNull();
    expect(afterCopy(base, request)).toEqual([
      { id: 10, quantity: 5, openQuantity: 3 },
      { id: 11, quantity: 3, openQuantity: 3 },
    ]);
  });
  it('a fully copied line closes; the document closes only when every line is closed', () => {
    const once = afterCopy(base, [{ baseLineId: 11, quantity: 3 }]);
    expect(isLineClosed(once[1]!)).toBe(true);
    expect(isDocumentFullyCopied(once)).toBe(false);
    const twice = afterCopy(once, [{ baseLineId: 10, quantity: 5 }]);
    expect(isDocumentFullyCopied(twice)).toBe(true);
    expect(isDocumentFullyCopied([])).toBe(false);
  });
  it('copying everything open takes each open line whole', () => {
    expect(copyEverythingOpen([{ id: 1, quantity: 5, openQuantity: 3 }, { id: 2, quantity: 1, openQuantity: 0 }])).toEqual([{ baseLineId: 1, quantity: 3 }]);
  });
  it.each([
    ['a closed base', 'Cerrada', [{ baseLineId: 10, quantity: 1 }], { why: 'not-open', status: 'Cerrada' }, 'El documento base está cerrada: ya no se puede copiar.'],
    ['no lines', 'Abierta', [], { why: 'no-lines' }, 'Elige al menos una línea para copiar.'],
    ['a line of another document', 'Abierta', [{ baseLineId: 99, quantity: 1 }], { why: 'unknown-line', index: 0 }, 'La línea no es del documento base.'],
    ['zero units', 'Abierta', [{ baseLineId: 10, quantity: 0 }], { why: 'bad-quantity', index: 0 }, 'La cantidad a copiar debe ser un número entero mayor que 0.'],
    ['a fraction', 'Abierta', [{ baseLineId: 10, quantity: 1.5 }], { why: 'bad-quantity', index: 0 }, 'La cantidad a copiar debe ser un número entero mayor que 0.'],
    ['a line twice', 'Abierta', [{ baseLineId: 10, quantity: 1 }, { baseLineId: 10, quantity: 1 }], { why: 'repeated-line', index: 1 }, 'La línea aparece dos veces en la copia.'],
    ['more than is open', 'Abierta', [{ baseLineId: 11, quantity: 4 }], { why: 'too-much', index: 0, open: 3 }, 'Solo quedan 3 pendientes en la línea base.'],
  ] as const)('refuses %s with a Spanish reason', (_name, status, request, refusal, message) => {
    const r = copyRefusal(status, base, request);
    expect(r).toEqual(refusal);
    expect(copyRefusalMessage(r!)).toBe(message);
  });
});

describe('totals through the shared rule', () => {
  it('add up per line in integer cents, IVA 16 % or 8 % in the border region', () => {
    const a = businessDocumentAmounts([{ quantity: 3, unitPriceCents: 1 }, { quantity: 1, unitPriceCents: 22 }], false, 10_000);
    expect(a).toMatchObject({ subtotalCents: 25, taxCents: 4, totalCents: 29, taxRateBp: 1600 });
    expect(businessDocumentAmounts([{ quantity: 1, unitPriceCents: 10_000 }], true, 10_000).taxCents).toBe(800);
  });
  it('apply a line discount before tax, rounded half away from zero to cents', () => {
    // 3 × $3.33 = $9.99; 10 % off → 899.1 → 899 cents; IVA 143.84 → 144.
    const a = businessDocumentAmounts([{ quantity: 3, unitPriceCents: 333, discountBp: 1000 }], false, 10_000);
    expect(a.lines).toEqual([{ subtotalCents: 899, taxCents: 144 }]);
    expect(() => businessDocumentAmounts([{ quantity: 1, unitPriceCents: 1, discountBp: 10_001 }], false, 10_000)).toThrow(RangeError);
  });
});
