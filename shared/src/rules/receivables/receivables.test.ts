import { clientAgeing, invoiceBalance, overdueBucket } from './balances';
import { defaultDueDate, defaultFiscalTerms, fiscalTermsProblem } from './fiscal-terms';
import { paymentApplication, paymentApplicationsProblem } from './instalments';
import { invoicedSalesCsv, invoicedSalesRows, type InvoicedSalesLine } from './report';

const TODAY = '2026-11-27';

describe('fiscal terms', () => {
  it('PPD goes with 99, PUE never; the partner gives the CFDI use', () => {
    expect(defaultFiscalTerms({ usoCfdi: 'G01' })).toEqual({ paymentMethod: 'PPD', paymentForm: '99', cfdiUse: 'G01' });
    expect(defaultFiscalTerms({ usoCfdi: '' }).cfdiUse).toBe('G03');
    expect(fiscalTermsProblem({ paymentMethod: 'PPD', paymentForm: '03', cfdiUse: 'G03' })?.field).toBe('paymentForm');
    expect(fiscalTermsProblem({ paymentMethod: 'PUE', paymentForm: '99', cfdiUse: 'G03' })?.field).toBe('paymentForm');
    expect(fiscalTermsProblem({ paymentMethod: 'PUE', paymentForm: '03', cfdiUse: '' })?.field).toBe('cfdiUse');
    expect(fiscalTermsProblem({ paymentMethod: 'PUE', paymentForm: '03', cfdiUse: 'G03' })).toBeNull();
  });
  it('a PUE invoice is due on its date, a PPD one after the credit days', () => {
    expect(defaultDueDate('2026-11-27', 'PUE')).toBe('2026-11-27');
    expect(defaultDueDate('2026-11-27', 'PPD')).toBe('2026-12-27');
    expect(defaultDueDate('2026-12-20', 'PPD', 15)).toBe('2027-01-04');
  });
});

describe('instalments', () => {
  it('three partial payments: instalments 1–3, previous and remaining balances, ending at 0', () => {
    let balance = 116_000;
    const rows = [40_000, 40_000, 36_000].map((paid, i) => {
      const row = paymentApplication(balance, i, paid)!;
      balance = row.remainingBalanceCents;
      return row;
    });
    expect(rows).toEqual([
      { instalment: 1, previousBalanceCents: 116_000, paidCents: 40_000, remainingBalanceCents: 76_000 },
      { instalment: 2, previousBalanceCents: 76_000, paidCents: 40_000, remainingBalanceCents: 36_000 },
      { instalment: 3, previousBalanceCents: 36_000, paidCents: 36_000, remainingBalanceCents: 0 },
    ]);
  });
  it('refuses nothing, negatives, fractions and more than the balance', () => {
    expect(paymentApplication(100, 0, 0)).toBeNull();
    expect(paymentApplication(100, 0, -5)).toBeNull();
    expect(paymentApplication(100, 0, 1.5)).toBeNull();
    expect(paymentApplication(100, 0, 101)).toBeNull();
    expect(paymentApplication(100, 2, 100)?.instalment).toBe(3);
  });
  it('applications: at least one, each document once, adding up to the amount', () => {
    expect(paymentApplicationsProblem(10, [])).toBe('none');
    expect(paymentApplicationsProblem(10, [{ documentId: 1, amountCents: 5 }, { documentId: 1, amountCents: 5 }])).toBe('repeated');
    expect(paymentApplicationsProblem(10, [{ documentId: 1, amountCents: 5 }])).toBe('sum');
    expect(paymentApplicationsProblem(10, [{ documentId: 1, amountCents: 5 }, { documentId: 2, amountCents: 5 }])).toBeNull();
  });
});

describe('balances and ageing (today fixed at 2026-11-27)', () => {
  it('an invoice less its credit notes, down payments applied and payments', () => {
    expect(invoiceBalance({ totalCents: 116_000, creditedCents: 11_600, downPaymentsAppliedCents: 50_000, paidCents: 4_400 })).toBe(50_000);
    expect(invoiceBalance({ totalCents: 100, creditedCents: 200, downPaymentsAppliedCents: 0, paidCents: 0 })).toBe(0);
  });
  it('buckets by days past the due date; not yet due is 0–30', () => {
    expect(overdueBucket('2026-12-27', TODAY)).toBe('0-30');
    expect(overdueBucket('2026-10-28', TODAY)).toBe('0-30');
    expect(overdueBucket('2026-10-27', TODAY)).toBe('31-60');
    expect(overdueBucket('2026-09-28', TODAY)).toBe('31-60');
    expect(overdueBucket('2026-09-27', TODAY)).toBe('61-90');
    expect(overdueBucket('2026-08-29', TODAY)).toBe('61-90');
    expect(overdueBucket('2026-08-28', TODAY)).toBe('90+');
  });
  it('a client: buckets add up to the balance; paid invoices do not count', () => {
    const figures = clientAgeing(
      [
        { dueDate: '2026-12-27', balanceMxnCents: 10_000 },
        { dueDate: '2026-10-01', balanceMxnCents: 20_000 },
        { dueDate: '2026-05-01', balanceMxnCents: 30_000 },
        { dueDate: '2026-05-01', balanceMxnCents: 0 },
      ],
      TODAY,
    );
    expect(figures).toEqual({ balanceCents: 60_000, overdueCents: 50_000, ageing: { '0-30': 10_000, '31-60': 20_000, '61-90': 0, '90+': 30_000 } });
  });
});

describe('invoiced sales report', () => {
  const line = (over: Partial<InvoicedSalesLine>): InvoicedSalesLine => ({
    documentId: 1,
    date: '2026-11-03',
    clientId: 1,
    clientName: 'Hotel Maya',
    sellerId: 7,
    sellerName: 'Ana Ruiz',
    code: 'POL-001',
    description: 'Polo',
    quantity: 10,
    amountMxnCents: 100_000,
    costMxnCents: 60_000,
    ...over,
  });
  const lines = [
    line({}),
    line({ documentId: 2, clientId: 2, clientName: 'Clínica Sur', amountMxnCents: 50_000, costMxnCents: null, date: '2026-10-10' }),
    line({ documentId: 3, quantity: 2, amountMxnCents: -20_000, costMxnCents: -12_000 }),
  ];
  it('net of credit notes, margin over the lines with a cost', () => {
    const byClient = invoicedSalesRows(lines, 'client');
    expect(byClient[0]).toEqual({ key: 'c1', label: 'Hotel Maya', documents: 2, quantity: 8, amountCents: 80_000, costCents: 48_000, marginCents: 32_000, marginBp: 4_000 });
    expect(byClient[1]).toMatchObject({ label: 'Clínica Sur', marginCents: null, marginBp: null });
    expect(invoicedSalesRows(lines, 'month').map((r) => r.key)).toEqual(['2026-10', '2026-11']);
    expect(invoicedSalesRows(lines, 'seller')).toHaveLength(1);
    expect(invoicedSalesRows(lines, 'item')[0]!.label).toBe('POL-001 Polo');
  });
  it('CSV: BOM, plain decimals, empty margin when unknown', () => {
    const csv = invoicedSalesCsv(invoicedSalesRows(lines, 'client'), 'client');
    expect(csv.startsWith('\uFEFFCliente,Documentos,Cantidad,Importe (MXN),Costo (MXN),Margen (MXN),Margen (%)\r\n')).toBe(true);
    expect(csv).toContain('Hotel Maya,2,8,800.00,480.00,320.00,40.00\r\n');
    expect(csv).toContain('Clínica Sur,1,10,500.00,,,\r\n');
  });
});
