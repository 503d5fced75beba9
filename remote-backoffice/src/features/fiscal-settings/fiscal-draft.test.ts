import type { CompanyFiscalView } from '@muestrario/shared/contract';
import { checkCsdDraft, checkFiscalDraft, csdDate, daysLeft, draftOf } from './fiscal-draft';

const view: CompanyFiscalView = {
  configured: true,
  rfc: 'BOR990101AB1',
  legalName: 'BORDADOS MUESTRARIO',
  taxRegime: '601',
  placeOfIssue: '91700',
  series: { invoice: 'F', credit_note: 'NC', down_payment_invoice: 'FA', payment: 'P' },
  updatedAt: null,
  csd: null,
  pac: { provider: 'sandbox', testStamps: true },
};

const file = (name: string) => new File(['x'], name);

describe('the fiscal settings form', () => {
  it('sends the data normalised when it passes', () => {
    expect(checkFiscalDraft({ ...draftOf(view), rfc: ' bor990101ab1 ', series: { ...view.series, payment: 'cp' } })).toEqual({
      errors: {},
      body: { ...draftOf(view), series: { ...view.series, payment: 'CP' } },
    });
  });

  it('names each field in error, series by kind', () => {
    const { errors, body } = checkFiscalDraft({ ...draftOf(view), rfc: 'BOR', placeOfIssue: '917', series: { ...view.series, payment: 'F' } });
    expect(body).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['placeOfIssue', 'rfc', 'series.payment']);
  });

  it('asks for both files with their extensions and the password', () => {
    expect(checkCsdDraft({ cer: null, key: null, password: '' })).toEqual({
      cer: 'Elige el certificado (archivo .cer).',
      key: 'Elige la llave privada (archivo .key).',
      password: 'Escribe la contraseña de la llave privada.',
    });
    expect(checkCsdDraft({ cer: file('a.key'), key: file('b.cer'), password: 'x' })).toEqual({
      cer: 'El certificado es el archivo que termina en .cer.',
      key: 'La llave privada es el archivo que termina en .key.',
    });
    expect(checkCsdDraft({ cer: file('CSD.CER'), key: file('csd.key'), password: 'x' })).toEqual({});
  });

  it('writes dates as in Mexico and counts the days left', () => {
    expect(csdDate('2030-01-01T06:00:00.000Z')).toBe('1 de enero de 2030');
    expect(daysLeft('2025-03-20T15:00:00.000Z', new Date('2025-03-10T15:00:00.000Z'))).toBe(10);
  });
});
