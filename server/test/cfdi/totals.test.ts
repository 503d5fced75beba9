import { canonicalDecimal, divideHalfUp, formatCents, formatRate, parseDecimal } from '../../src/modules/cfdi/decimal';
import { CfdiInputError } from '../../src/modules/cfdi/errors';
import { paidDocumentTaxes, paymentTotals } from '../../src/modules/cfdi/payment-totals';
import { cfdiTotals, conceptTotals } from '../../src/modules/cfdi/totals';
import type { CfdiConceptInput } from '../../src/modules/cfdi/types';

const line = (over: Partial<CfdiConceptInput>): CfdiConceptInput => ({ productKey: '53101602', unitKey: 'H87', description: 'Camisa', quantity: '1', unitPriceCents: 10_000, taxObject: '02', ivaRateBp: 1600, ...over });

describe('decimal helpers', () => {
  test('half up rounding: .5 goes up, below stays', () => {
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    expect(divideHalfUp(149n, 100n)).toBe(1n);
    expect(divideHalfUp(25n, 10n)).toBe(3n); // not banker's rounding
  });
  test('money, rates and decimals as the XML writes them', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123_456_789)).toBe('1234567.89');
    expect(formatRate(1600)).toBe('0.160000');
    expect(formatRate(800)).toBe('0.080000');
    expect(formatRate(0)).toBe('0.000000');
    expect(canonicalDecimal(parseDecimal('001.500', 'x', 6))).toBe('1.5');
    expect(canonicalDecimal(parseDecimal('0.000001', 'x', 6))).toBe('0.000001');
    expect(canonicalDecimal(parseDecimal('12', 'x', 6))).toBe('12');
  });
  test('refuses what is not decimal text, in Spanish', () => {
    for (const bad of ['', '-1', '1e3', '1.1234567', 'abc', '1,5']) expect(() => parseDecimal(bad, 'La cantidad', 6)).toThrow(CfdiInputError);
    expect(() => parseDecimal('1.1234567', 'La cantidad', 6)).toThrow('La cantidad debe ser un número con hasta 6 decimales');
  });
});

describe('concept totals', () => {
  test('Importe = quantity × unit price rounded half up to the cent', () => {
    expect(conceptTotals(line({ quantity: '1.5', unitPriceCents: 101 }), 0).amountCents).toBe(152); // 151.5 → 152
    expect(conceptTotals(line({ quantity: '1.5', unitPriceCents: 99 }), 0).amountCents).toBe(149); // 148.5 → 149
    expect(conceptTotals(line({ quantity: '2.333333', unitPriceCents: 8_990 }), 0).amountCents).toBe(20_977); // 20976.66 → 20977
    expect(conceptTotals(line({ quantity: '0.000001', unitPriceCents: 99_999_999 }), 0).amountCents).toBe(100);
  });
  test('IVA on Importe − Descuento, rounded per concept', () => {
    expect(conceptTotals(line({ unitPriceCents: 1_003 }), 0).iva).toEqual({ baseCents: 1_003, rateBp: 1600, amountCents: 160 }); // 160.48
    expect(conceptTotals(line({ unitPriceCents: 1_006 }), 0).iva).toEqual({ baseCents: 1_006, rateBp: 1600, amountCents: 161 }); // 160.96
    expect(conceptTotals(line({ unitPriceCents: 10_000, discountCents: 2_500, ivaRateBp: 800 }), 0).iva).toEqual({ baseCents: 7_500, rateBp: 800, amountCents: 600 });
  });
  test('tax objects 01 and 03 carry no traslado; 02 needs a rate and a base', () => {
    expect(conceptTotals(line({ taxObject: '01', ivaRateBp: undefined }), 0).iva).toBeNull();
    expect(conceptTotals(line({ taxObject: '03', ivaRateBp: undefined }), 0).iva).toBeNull();
    expect(() => conceptTotals(line({ ivaRateBp: undefined }), 1)).toThrow('Concepto 2: con objeto de impuesto 02 falta la tasa de IVA.');
    expect(() => conceptTotals(line({ taxObject: '01' }), 0)).toThrow(CfdiInputError);
    expect(() => conceptTotals(line({ discountCents: 10_000 }), 0)).toThrow(/no tiene base para el IVA/);
    expect(() => conceptTotals(line({ discountCents: 10_001 }), 0)).toThrow(/descuento/);
    expect(() => conceptTotals(line({ quantity: '0' }), 0)).toThrow(/mayor que cero/);
    expect(() => conceptTotals(line({ unitPriceCents: 1.5 }), 0)).toThrow(/centavos/);
  });
});

describe('header totals', () => {
  test('round per concept, then add: three lines of 10.03 at 16 % give 4.80 of IVA, not 4.81', () => {
    const totals = cfdiTotals([line({ unitPriceCents: 1_003 }), line({ unitPriceCents: 1_003 }), line({ unitPriceCents: 1_003 })]);
    expect(totals.transfers).toEqual([{ tax: '002', factorType: 'Tasa', rateBp: 1600, baseCents: 3_009, amountCents: 480 }]);
    expect(totals.totalCents).toBe(3_009 + 480);
  });
  test('groups by rate (highest first), sums discounts, omits Impuestos when nothing is transferred', () => {
    const totals = cfdiTotals([line({ ivaRateBp: 800, discountCents: 100 }), line({}), line({ ivaRateBp: 0 }), line({ taxObject: '01', ivaRateBp: undefined })]);
    expect(totals.transfers.map((t) => [t.rateBp, t.baseCents, t.amountCents])).toEqual([[1600, 10_000, 1_600], [800, 9_900, 792], [0, 10_000, 0]]);
    expect(totals).toMatchObject({ subtotalCents: 40_000, discountCents: 100, hasDiscount: true, transferredTaxCents: 2_392, totalCents: 40_000 - 100 + 2_392 });
    const none = cfdiTotals([line({ taxObject: '01', ivaRateBp: undefined })]);
    expect(none).toMatchObject({ transferredTaxCents: null, transfers: [], hasDiscount: false, totalCents: 10_000 });
    expect(() => cfdiTotals([])).toThrow(CfdiInputError);
  });
});

describe('payment totals', () => {
  const invoice = cfdiTotals([line({ unitPriceCents: 33_333 }), line({ unitPriceCents: 10_001, ivaRateBp: 800 })]);
  test('each instalment takes its share of the IVA and the last takes the rest', () => {
    const total = invoice.totalCents;
    const first = paidDocumentTaxes(invoice.transfers, total, 10_000);
    const second = paidDocumentTaxes(invoice.transfers, total, 20_000);
    const last = paidDocumentTaxes(invoice.transfers, total, total - 30_000, [first, second], true);
    for (const rate of [1600, 800]) {
      const all = [first, second, last].flat().filter((t) => t.rateBp === rate);
      const own = invoice.transfers.find((t) => t.rateBp === rate)!;
      expect(all.reduce((s, t) => s + t.baseCents, 0)).toBe(own.baseCents);
      expect(all.reduce((s, t) => s + t.amountCents, 0)).toBe(own.amountCents);
    }
  });
  test('remaining balance, TrasladosP, Totales in MXN; a payment in USD converted at its rate', () => {
    const result = paymentTotals([
      {
        date: '2026-12-01T10:00:00', form: '03', currency: 'USD', exchangeRate: '17.5', amountCents: 10_000,
        documents: [{ uuid: 'x', currency: 'USD', instalment: 1, previousBalanceCents: 11_600, paidCents: 10_000, taxObject: '02', taxes: [{ rateBp: 1600, baseCents: 8_621, amountCents: 1_379 }] }],
      },
    ]);
    expect(result.payments[0]).toEqual({ remainingBalancesCents: [1_600], transfers: [{ rateBp: 1600, baseCents: 8_621, amountCents: 1_379 }] });
    expect(result.totalPaidMxnCents).toBe(175_000);
    expect(result.ivaByRate).toEqual([{ rateBp: 1600, baseCents: 150_868, amountCents: 24_133 }]); // 8621 × 17.5 = 150867.5 → 150868
  });
  test('refuses a payment above the balance, a missing equivalence, an equivalence other than 1 in one currency', () => {
    const doc = { uuid: 'x', currency: 'MXN' as const, instalment: 1, previousBalanceCents: 100, paidCents: 200, taxObject: '01' as const };
    const pay = { date: '2026-12-01T10:00:00', form: '03', currency: 'MXN' as const, amountCents: 200 };
    expect(() => paymentTotals([{ ...pay, documents: [doc] }])).toThrow('Pago 1, documento 1: el importe pagado excede el saldo anterior.');
    expect(() => paymentTotals([{ ...pay, currency: 'USD', exchangeRate: '17', documents: [{ ...doc, paidCents: 100 }] }])).toThrow(/falta la equivalencia/);
    expect(() => paymentTotals([{ ...pay, documents: [{ ...doc, paidCents: 100, equivalence: '2' }] }])).toThrow(/debe ser 1/);
    expect(() => paymentTotals([{ ...pay, amountCents: 50, documents: [{ ...doc, paidCents: 100 }] }])).toThrow(/monto es menor/);
  });
});
