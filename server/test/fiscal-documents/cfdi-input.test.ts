import { buildCfdiInput, buildPaymentInput, instalmentTaxes, rateText, stampProblems, type PaidInvoice, type StampDocument } from '../../src/modules/fiscal-documents/cfdi-input';
import { cfdiLocalTime } from '../../src/modules/fiscal-documents/local-time';
import { FISCAL_STAMP_MESSAGES as M } from '../../src/modules/fiscal-documents/messages';
import { centsOf } from '../../src/modules/fiscal-documents/printable';

const company = { rfc: 'EKU9003173C9', legalName: 'ESCUELA KEMPER URGATE', taxRegime: '601', placeOfIssue: '42501' };
const client = { rfc: 'HMR010101AB1', name: 'HOTEL MAYA RIVIERA', regime: '601', zip: '77500' };
const doc = (over: Partial<StampDocument> = {}): StampDocument => ({
  kind: 'invoice',
  folio: 'F00012',
  series: 'F',
  number: 12,
  status: 'Abierta',
  isDebitNote: false,
  downPaymentStage: null,
  currency: 'MXN',
  exchangeRate: 10_000,
  taxRateBp: 1600,
  terms: { paymentMethod: 'PUE', paymentForm: '03', cfdiUse: 'G03' },
  lines: [{ lineNumber: 0, code: 'POL-001', description: 'Polo', quantity: 3, unitPriceCents: 10_000, lineTotalCents: 27_000, productKey: '53102700', unitKey: 'H87' }],
  relations: [],
  ...over,
});

describe('stamp pre-flight and CFDI input (pure)', () => {
  it('names everything in the way, in Spanish', () => {
    expect(stampProblems(doc(), company, true, client)).toEqual([]);
    const problems = stampProblems(
      doc({ currency: 'EUR', lines: [{ ...doc().lines[0]!, productKey: null, unitKey: '' }], relations: [{ type: '07', folio: 'FA00001', uuid: null }], terms: null }),
      null,
      false,
      { rfc: '', name: ' ', regime: '', zip: '7750' },
    );
    expect(problems).toEqual([
      M.companyMissing,
      M.clientRfc,
      M.clientName,
      M.clientRegime,
      M.clientZip,
      M.currency('EUR'),
      M.termsMissing,
      M.lineProductKey(1, 'POL-001'),
      M.lineUnitKey(1, 'POL-001'),
      M.relatedNotStamped('FA00001'),
    ]);
    expect(stampProblems(doc({ kind: 'down_payment_invoice', downPaymentStage: 'requested' }), company, false, client)).toEqual([M.csdMissing, M.downPaymentNotPaid]);
  });

  it('builds an Ingreso with the discount the engine applied, an Egreso for a credit note, relations grouped by type', () => {
    const input = buildCfdiInput(doc(), company, client, '2026-11-27T10:00:00');
    expect(input).toMatchObject({ type: 'I', series: 'F', folio: '12', paymentMethod: 'PUE', paymentForm: '03', receiver: { use: 'G03', zip: '77500' } });
    expect(input.concepts[0]).toMatchObject({ quantity: '3', unitPriceCents: 10_000, discountCents: 3_000, taxObject: '02', ivaRateBp: 1600, sku: 'POL-001' });
    expect(input.exchangeRate).toBeUndefined();
    const note = buildCfdiInput(
      doc({ kind: 'credit_note', currency: 'USD', exchangeRate: 172_500, relations: [{ type: '01', folio: 'F1', uuid: 'A' }, { type: '01', folio: 'F2', uuid: 'B' }] }),
      company,
      client,
      '2026-11-27T10:00:00',
    );
    expect(note).toMatchObject({ type: 'E', exchangeRate: '17.25', related: [{ type: '01', uuids: ['A', 'B'] }] });
  });

  it('payment complements: instalment taxes add up to the invoice’s IVA, Monto is what the complement relates', () => {
    const base: PaidInvoice = { uuid: 'U', series: 'F', folio: '1', currency: 'MXN', instalment: 1, previousBalanceCents: 116_000, paidCents: 33_333, remainingBalanceCents: 82_667, totalCents: 116_000, iva: { rateBp: 1600, baseCents: 100_000, amountCents: 16_000 }, earlierPaidCents: [] };
    const first = instalmentTaxes(base);
    const second = instalmentTaxes({ ...base, instalment: 2, previousBalanceCents: 82_667, paidCents: 33_333, remainingBalanceCents: 49_334, earlierPaidCents: [33_333] });
    const last = instalmentTaxes({ ...base, instalment: 3, previousBalanceCents: 49_334, paidCents: 49_334, remainingBalanceCents: 0, earlierPaidCents: [33_333, 33_333] });
    expect(first[0]!.amountCents + second[0]!.amountCents + last[0]!.amountCents).toBe(16_000);
    expect(first[0]!.baseCents + second[0]!.baseCents + last[0]!.baseCents).toBe(100_000);
    const input = buildPaymentInput({ series: 'P', folio: '3', date: '2026-11-27T10:00:00' }, { payDate: '2026-11-26', form: '03', currency: 'MXN', exchangeRate: 10_000, reference: ' SPEI 1 ' }, [base], company, client);
    expect(input.receiver.use).toBe('CP01');
    expect(input.payments[0]).toMatchObject({ date: '2026-11-26T12:00:00', amountCents: 33_333, operationNumber: 'SPEI 1', documents: [{ instalment: 1, taxObject: '02' }] });
  });

  it('small helpers: rates, local time of Mexico City, cents from CFDI text', () => {
    expect([rateText(10_000), rateText(172_500), rateText(170_001)]).toEqual(['1', '17.25', '17.0001']);
    expect(cfdiLocalTime(new Date('2026-11-27T18:05:09Z'))).toBe('2026-11-27T12:05:09');
    expect([centsOf('1339.80'), centsOf('0.5'), centsOf('12'), centsOf(undefined)]).toEqual([133_980, 50, 1_200, 0]);
  });
});
