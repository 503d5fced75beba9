import { ApiError } from '@muestrario/shared/api';
import { draftOf, finishBodyOf, finishedText, finishFailureOf, FINISH_FALLBACK, operationIdOf } from './finish-draft';

describe('the finish form’s rules', () => {
  it('prefills a normal finish and sends it as is', () => {
    expect(draftOf(120)).toEqual({ good: 120, rejected: 0, reason: '', note: '' });
    expect(finishBodyOf(draftOf(120), 120, 5)).toEqual({ body: { good: 120, rejected: 0, reason: null, version: 5 } });
  });

  it('checks with the shared rules: empty boxes, too many, reason, note with Otro', () => {
    expect(finishBodyOf({ good: null, rejected: 0, reason: '', note: '' }, 120, 1)).toEqual({ errors: { good: 'Escribe un número entero de piezas, sin decimales.' } });
    expect(finishBodyOf({ good: 120, rejected: 2, reason: '', note: '' }, 120, 1)).toMatchObject({ errors: { good: expect.stringContaining('120 piezas'), reason: 'Elige el motivo del rechazo.' } });
    expect(finishBodyOf({ good: 118, rejected: 2, reason: 'other', note: '  ' }, 120, 1)).toEqual({ errors: { note: 'Con el motivo «Otro», escribe qué pasó.' } });
    expect(finishBodyOf({ good: 118, rejected: 2, reason: 'other', note: ' aguja ' }, 120, 1)).toEqual({ body: { good: 118, rejected: 2, reason: 'other', note: 'aguja', version: 1 } });
  });

  it('maps a refusal: named fields beside them, anything else one message', () => {
    const bad = new ApiError(400, 'Revisa las piezas.', { message: 'Revisa las piezas.', fields: ['rejected', 'good', 'version'] });
    expect(finishFailureOf(bad)).toEqual({ errors: { rejected: 'Revisa las piezas.', good: ' ' }, message: null });
    expect(finishFailureOf(new ApiError(409, 'Otra persona la terminó.', {}))).toEqual({ errors: {}, message: 'Otra persona la terminó.' });
    expect(finishFailureOf(new TypeError('Failed to fetch'))).toEqual({ errors: {}, message: FINISH_FALLBACK });
  });

  it('confirms in Spanish, singular and plural', () => {
    expect(finishedText({ good: 1, rejected: 0, reason: null })).toBe('Se registraron 1 pieza buena, ninguna rechazada.');
    expect(finishedText({ good: 1180, rejected: 1, reason: 'stain' })).toBe('Se registraron 1,180 piezas buenas y 1 rechazada (Mancha).');
  });

  it('reads only positive whole ids from the path', () => {
    expect(operationIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '3000000000']) expect(operationIdOf(bad)).toBeNull();
  });
});
