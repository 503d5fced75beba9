import { companyFiscalErrors, DEFAULT_FISCAL_SERIES, normalizeCompanyFiscal, type CompanyFiscalInput } from './company-fiscal';

const valid: CompanyFiscalInput = {
  rfc: 'EKU9003173C9',
  legalName: 'ESCUELA KEMPER URGATE',
  taxRegime: '601',
  placeOfIssue: '42501',
  series: { ...DEFAULT_FISCAL_SERIES },
};

describe('company fiscal data', () => {
  it('accepts a persona moral with régimen 601 and the default series', () => {
    expect(companyFiscalErrors(valid)).toEqual({});
  });

  it('normalises the RFC, the name and the series', () => {
    const n = normalizeCompanyFiscal({ ...valid, rfc: ' eku-900317 3c9 ', legalName: '  ESCUELA   KEMPER ', series: { ...valid.series, invoice: ' fx ' } });
    expect(n.rfc).toBe('EKU9003173C9');
    expect(n.legalName).toBe('ESCUELA KEMPER');
    expect(n.series.invoice).toBe('FX');
  });

  it.each([
    ['an empty RFC', { rfc: '' }, 'rfc', /Escribe el RFC/],
    ['a short RFC', { rfc: 'EKU900317' }, 'rfc', /12 caracteres/],
    ['an RFC with an impossible date', { rfc: 'EKU9013173C9' }, 'rfc', /fecha/],
    ['the generic RFC', { rfc: 'XAXX010101000' }, 'rfc', /genérico/],
    ['an empty name', { legalName: '  ' }, 'legalName', /razón social/],
    ['a name with a pipe', { legalName: 'A|B' }, 'legalName', /«\|»/],
    ['a name too long', { legalName: 'A'.repeat(255) }, 'legalName', /254/],
    ['no régimen', { taxRegime: '' }, 'taxRegime', /Elige/],
    ['a régimen outside the catalogue', { taxRegime: '999' }, 'taxRegime', /catálogo/],
    ['a régimen for personas físicas only', { taxRegime: '605' }, 'taxRegime', /persona moral/],
    ['a CP of four digits', { placeOfIssue: '4250' }, 'placeOfIssue', /5 dígitos/],
    ['a CP with letters', { placeOfIssue: '4250A' }, 'placeOfIssue', /5 dígitos/],
  ] as const)('refuses %s in Spanish', (_name, change, field, message) => {
    expect(companyFiscalErrors({ ...valid, ...change })[field]).toMatch(message);
  });

  it('refuses a bad series and one series for two kinds', () => {
    expect(companyFiscalErrors({ ...valid, series: { ...valid.series, payment: '1P' } })['series.payment']).toMatch(/empieza con una letra/);
    expect(companyFiscalErrors({ ...valid, series: { ...valid.series, payment: 'F' } })['series.payment']).toMatch(/propia serie/);
    expect(companyFiscalErrors({ ...valid, series: { ...valid.series, credit_note: 'A B' } })['series.credit_note']).toMatch(/sin espacios/);
  });

  it('lets a persona física choose 612', () => {
    expect(companyFiscalErrors({ ...valid, rfc: 'VADA800927DJ3', taxRegime: '612' })).toEqual({});
    expect(companyFiscalErrors({ ...valid, rfc: 'VADA800927DJ3', taxRegime: '601' }).taxRegime).toMatch(/persona física/);
  });
});
