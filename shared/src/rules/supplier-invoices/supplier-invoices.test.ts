import { ageingBucket, invoiceBalances, paymentProblem, supplierBalanceFigures } from './balances';
import { matchCfdiToReceipt, totalDifference } from './matching';
import { purchaseReportCsv, purchaseReportRows } from './report';

const line = (id: number, code: string, openQuantity: number, unitPriceCents: number, description = code) => ({ id, code, description, openQuantity, unitPriceCents });
const concept = (code: string, quantity: number, unitPriceCents: number, description = code) => ({ code, description, quantity, unitPriceCents, amountCents: quantity * unitPriceCents });

describe('matchCfdiToReceipt', () => {
  it('pairs concepts with receipt lines by code, then by description, and lists nothing when they agree', () => {
    const match = matchCfdiToReceipt([concept('hil-bob-bl', 10, 4500), concept('', 5, 12000, 'Entretela  de corte')], [line(1, 'HIL-BOB-BL', 10, 4500), line(2, 'ENT-TEL-30', 5, 12000, 'Entretela de Córte')]);
    expect(match.pairs).toEqual([
      { concept: 0, lineId: 1, quantity: 10 },
      { concept: 1, lineId: 2, quantity: 5 },
    ]);
    expect(match.differences).toEqual([]);
  });

  it('lists quantity and price differences, concepts not received and lines not invoiced', () => {
    const match = matchCfdiToReceipt([concept('A', 4, 101), concept('Z', 1, 5)], [line(1, 'A', 5, 100), line(2, 'B', 3, 10)]);
    expect(match.differences.map((d) => d.kind)).toEqual(['quantity', 'not-received', 'not-invoiced']);
    // A cent apart is rounding, not a difference; two cents are.
    expect(matchCfdiToReceipt([concept('A', 5, 102)], [line(1, 'A', 5, 100)]).differences.map((d) => d.kind)).toEqual(['price']);
    // Never copies more than is open.
    expect(match.pairs).toEqual([{ concept: 0, lineId: 1, quantity: 4 }]);
    expect(matchCfdiToReceipt([concept('A', 9, 100)], [line(1, 'A', 5, 100)]).pairs[0]!.quantity).toBe(5);
  });

  it('uses each receipt line once', () => {
    const match = matchCfdiToReceipt([concept('A', 1, 100), concept('A', 1, 100)], [line(1, 'A', 1, 100)]);
    expect(match.pairs).toHaveLength(1);
    expect(match.differences.map((d) => d.kind)).toEqual(['not-received']);
  });

  it('compares totals with a cent of tolerance', () => {
    expect(totalDifference(121_800, 121_801)).toBeNull();
    expect(totalDifference(121_800, 110_200)).toMatchObject({ kind: 'total', expected: 121_800, actual: 110_200 });
  });
});

describe('balances', () => {
  const cfdis = [
    { id: 1, kind: 'invoice' as const, date: '2026-11-20', totalMxnCents: 10_000, relatedId: null },
    { id: 2, kind: 'credit_note' as const, date: '2026-11-21', totalMxnCents: 1_000, relatedId: 1 },
    { id: 3, kind: 'invoice' as const, date: '2026-08-01', totalMxnCents: 5_000, relatedId: null },
    { id: 4, kind: 'down_payment' as const, date: '2026-10-10', totalMxnCents: 2_000, relatedId: null },
  ];
  it('each invoice: its total less its credit notes and payments', () => {
    const b = invoiceBalances(cfdis, [{ cfdiId: 1, amountCents: 4_000 }]);
    expect([...b.entries()]).toEqual([
      [1, 5_000],
      [3, 5_000],
      [4, 2_000],
    ]);
  });
  it('per supplier: invoiced, credit notes, paid, balance and ageing that adds up to it', () => {
    const f = supplierBalanceFigures(cfdis, [{ cfdiId: 1, amountCents: 4_000 }], '2026-11-27');
    expect(f).toEqual({ invoicedCents: 17_000, creditNotesCents: 1_000, paidCents: 4_000, balanceCents: 12_000, ageing: { '0-30': 5_000, '31-60': 2_000, '61-90': 0, '90+': 5_000 } });
  });
  it('ageing buckets: 30 days is still the first, 31 the second, 91 beyond 90', () => {
    expect(ageingBucket('2026-10-28', '2026-11-27')).toBe('0-30');
    expect(ageingBucket('2026-10-27', '2026-11-27')).toBe('31-60');
    expect(ageingBucket('2026-09-27', '2026-11-27')).toBe('61-90');
    expect(ageingBucket('2026-08-28', '2026-11-27')).toBe('90+');
    expect(ageingBucket('2026-11-27T10:00:00', '2026-11-27')).toBe('0-30');
  });
  it('payments: each invoice once, the sum equals the amount, never above a balance', () => {
    const messages = { none: 'none', sum: 'sum', repeated: 'repeated', over: (f: string) => `over ${f}`, missing: 'missing' };
    const balanceOf = (id: number) => (id === 1 ? { folio: 'FP-1', balanceCents: 500 } : undefined);
    expect(paymentProblem(500, [{ invoiceId: 1, amountCents: 500 }], balanceOf, messages)).toBeNull();
    expect(paymentProblem(501, [{ invoiceId: 1, amountCents: 501 }], balanceOf, messages)).toBe('over FP-1');
    expect(paymentProblem(500, [], balanceOf, messages)).toBe('none');
    expect(paymentProblem(400, [{ invoiceId: 1, amountCents: 500 }], balanceOf, messages)).toBe('sum');
    expect(
      paymentProblem(
        2,
        [
          { invoiceId: 1, amountCents: 1 },
          { invoiceId: 1, amountCents: 1 },
        ],
        balanceOf,
        messages,
      ),
    ).toBe('repeated');
    expect(paymentProblem(1, [{ invoiceId: 9, amountCents: 1 }], balanceOf, messages)).toBe('missing');
  });
});

describe('purchase report', () => {
  const source = (over: Partial<Parameters<typeof purchaseReportRows>[0][number]>) => ({ date: '2026-11-20', supplierId: 1, supplierName: 'Textiles', code: 'A', description: 'Hilo', quantity: 2, amountMxnCents: 1_000, cfdiId: 1, ...over });
  const sources = [source({}), source({ code: 'B', cfdiId: 1, amountMxnCents: 500 }), source({ supplierId: 2, supplierName: 'Omega', cfdiId: 2, date: '2026-10-02' }), source({ cfdiId: 3, amountMxnCents: -200, quantity: 1 })];
  it('groups by supplier (largest first), item and month (in order); credit notes subtract', () => {
    expect(purchaseReportRows(sources, 'supplier')).toEqual([
      { key: '1', label: 'Textiles', invoices: 2, quantity: 3, amountCents: 1_300 },
      { key: '2', label: 'Omega', invoices: 1, quantity: 2, amountCents: 1_000 },
    ]);
    expect(purchaseReportRows(sources, 'month').map((r) => r.key)).toEqual(['2026-10', '2026-11']);
    expect(purchaseReportRows(sources, 'item')[0]).toMatchObject({ key: 'A', label: 'A Hilo', amountCents: 1_800 });
  });
  it('exports CSV for Excel in Mexico', () => {
    const csv = purchaseReportCsv(purchaseReportRows(sources, 'supplier'), 'supplier');
    expect(csv).toBe('\uFEFFProveedor,CFDI,Cantidad,Importe (MXN)\r\nTextiles,2,3,13.00\r\nOmega,1,2,10.00\r\n');
  });
});
