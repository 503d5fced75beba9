import { deliveryState, looksLikeEmail, parsePieces, sizeRefusal } from './state';

describe('deliveryState', () => {
  it('none, partial or complete from what was delivered per line', () => {
    expect(deliveryState([])).toBe('none');
    expect(deliveryState([{ ordered: 5, delivered: 0 }])).toBe('none');
    expect(deliveryState([{ ordered: 5, delivered: 2 }, { ordered: 3, delivered: 0 }])).toBe('partial');
    expect(deliveryState([{ ordered: 5, delivered: 5 }, { ordered: 3, delivered: 2 }])).toBe('partial');
    expect(deliveryState([{ ordered: 5, delivered: 5 }, { ordered: 3, delivered: 3 }])).toBe('complete');
  });
});

describe('sizeRefusal', () => {
  const room = [
    { variantId: 1, label: 'Azul marino M', max: 3 },
    { variantId: 2, label: 'Azul marino G', max: 0 },
  ];
  it('accepts what fits', () => expect(sizeRefusal(room, [{ variantId: 1, quantity: 3 }])).toBeNull());
  it('refuses more than a size has room for, naming it', () =>
    expect(sizeRefusal(room, [{ variantId: 2, quantity: 1 }])).toEqual({ why: 'over', label: 'Azul marino G', max: 0 }));
  it('refuses a size twice and a size of another grid', () => {
    expect(sizeRefusal(room, [{ variantId: 1, quantity: 1 }, { variantId: 1, quantity: 1 }])).toEqual({ why: 'repeated' });
    expect(sizeRefusal(room, [{ variantId: 9, quantity: 1 }])).toEqual({ why: 'unknown' });
  });
});

describe('parsePieces and looksLikeEmail', () => {
  it('reads whole pieces only', () => {
    expect(parsePieces('')).toBe(0);
    expect(parsePieces(' 12 ')).toBe(12);
    for (const bad of ['-1', '1.5', 'dos', '1e3']) expect(parsePieces(bad)).toBeNull();
  });
  it('tells a plausible address', () => {
    expect(looksLikeEmail('compras@hospital.mx')).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.mx', 'x@y.mx, z@w.mx']) expect(looksLikeEmail(bad)).toBe(false);
  });
});
