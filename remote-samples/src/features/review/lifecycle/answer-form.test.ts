import { answerErrors, answerOutcome, EMPTY_ANSWER } from './answer-form';

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
