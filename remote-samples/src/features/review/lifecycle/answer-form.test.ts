import { answerErrors, answerOutcome, EMPTY_ANSWER, evidenceError } from './answer-form';

describe('answerErrors', () => {
  it('refuses an untouched answer: decision, name and channel are asked for', () => {
    expect(Object.keys(answerErrors(EMPTY_ANSWER)).sort()).toEqual(['answeredBy', 'channel', 'decision']);
  });
  it('needs the changes written when the customer asks for them', () => {
    expect(answerErrors({ decision: 'changes', channel: 'phone', answeredBy: 'Laura', text: ' ' })).toEqual({ text: 'Escribe los cambios que pide el cliente.' });
  });
  it('accepts an approval with a name and a channel', () => {
    expect(answerErrors({ decision: 'approved', channel: 'whatsapp', answeredBy: 'Laura Méndez', text: '' })).toEqual({});
  });
});

describe('answerOutcome', () => {
  it('says which stage the sample goes to', () => {
    expect(answerOutcome('approved')).toContain('«Autorizada»');
    expect(answerOutcome('changes')).toContain('«Error»');
  });
});

describe('evidenceError (issue 33)', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });
  it('accepts no file, or a JPG, PNG or PDF that is not empty', () => {
    expect(evidenceError(undefined)).toBeUndefined();
    expect(evidenceError(file('chat.png', 'image/png', 10))).toBeUndefined();
    expect(evidenceError(file('foto.JPG', 'image/jpeg', 10))).toBeUndefined();
    expect(evidenceError(file('correo.pdf', 'application/pdf', 10))).toBeUndefined();
  });
  it('refuses another type, an empty file and one over the limit, in Spanish', () => {
    expect(evidenceError(file('nota.txt', 'text/plain', 4))).toBe('Formato no admitido. Sube un archivo PNG, JPEG o PDF.');
    expect(evidenceError(file('truco.png', 'text/html', 4))).toBe('Formato no admitido. Sube un archivo PNG, JPEG o PDF.');
    expect(evidenceError(file('vacia.png', 'image/png', 0))).toBe('El archivo está vacío.');
    expect(evidenceError(file('enorme.pdf', 'application/pdf', 21 * 1024 * 1024))).toMatch(/^El archivo pesa más de 20 MB/);
  });
});
