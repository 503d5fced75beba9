import type { Article } from '@muestrario/shared/contract';
import { draftFromLine, EMPTY_DRAFT, LINE_MESSAGES, parseLineDraft, withArticle } from './line-draft';

const ARTICLES: Article[] = [
  { code: 'PLY', description: 'Playera polo', kind: 'Prenda', unit: 'pieza', unitPriceCents: 18_550 },
  { code: 'GOR', description: 'Gorra', kind: 'Prenda', unit: 'pieza', unitPriceCents: 9_650 },
];

describe('line drafts', () => {
  it('choosing an article fills in its price and keeps the quantity', () => {
    expect(withArticle({ ...EMPTY_DRAFT, quantity: 4 }, ARTICLES[0])).toEqual({ code: 'PLY', quantity: 4, unitPrice: 185.5 });
    expect(withArticle({ code: 'PLY', quantity: 4, unitPrice: 185.5 }, undefined).code).toBe('');
  });

  it('turns a valid draft into a line in cents', () => {
    expect(parseLineDraft({ code: 'GOR', quantity: 3, unitPrice: 100 }, ARTICLES)).toEqual({
      ok: true,
      line: { code: 'GOR', description: 'Gorra', quantity: 3, unitPriceCents: 10_000 },
    });
  });

  it('accepts a free price of zero (a courtesy line)', () => {
    expect(parseLineDraft({ code: 'GOR', quantity: 1, unitPrice: 0 }, ARTICLES).ok).toBe(true);
  });

  it.each([
    [{ code: '', quantity: 1, unitPrice: 10 }, ['code']],
    [{ code: 'XXX', quantity: 1, unitPrice: 10 }, ['code']],
    [{ code: 'GOR', quantity: 0, unitPrice: 10 }, ['quantity']],
    [{ code: 'GOR', quantity: 1.5, unitPrice: 10 }, ['quantity']],
    [{ code: 'GOR', quantity: -2, unitPrice: 10 }, ['quantity']],
    [{ code: 'GOR', quantity: 100_000, unitPrice: 10 }, ['quantity']],
    [{ code: 'GOR', quantity: null, unitPrice: 10 }, ['quantity']],
    [{ code: 'GOR', quantity: 1, unitPrice: null }, ['unitPrice']],
    [{ code: 'GOR', quantity: 1, unitPrice: 10.999 }, ['unitPrice']],
    [{ code: 'GOR', quantity: 1, unitPrice: -5 }, ['unitPrice']],
    [{ code: 'GOR', quantity: 1, unitPrice: 1_000_000 }, ['unitPrice']],
    [{ code: '', quantity: null, unitPrice: null }, ['code', 'quantity', 'unitPrice']],
  ])('%j is refused for %j', (draft, fields) => {
    const result = parseLineDraft(draft, ARTICLES);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual([...fields].sort());
      for (const field of fields) expect(result.errors[field as keyof typeof result.errors]).toBe(LINE_MESSAGES[field as keyof typeof LINE_MESSAGES]);
    }
  });

  it('round-trips a line through the draft', () => {
    const line = { code: 'PLY', description: 'Playera polo', quantity: 12, unitPriceCents: 18_550 };
    expect(parseLineDraft(draftFromLine(line), ARTICLES)).toEqual({ ok: true, line });
  });

  it('messages are Spanish sentences with the limits', () => {
    expect(LINE_MESSAGES.quantity).toBe('Escribe una cantidad entera entre 1 y 99,999.');
    expect(LINE_MESSAGES.unitPrice).toContain('$999,999.99');
  });
});

describe('editing a line', () => {
  it('keeps its own description while the article stays, and takes the new article’s otherwise', () => {
    const previous = { code: 'GOR', description: 'Gorra con logo al frente', quantity: 1, unitPriceCents: 9_650 };
    expect(parseLineDraft({ code: 'GOR', quantity: 2, unitPrice: 96.5 }, ARTICLES, previous)).toMatchObject({ ok: true, line: { description: 'Gorra con logo al frente', quantity: 2 } });
    expect(parseLineDraft({ code: 'PLY', quantity: 2, unitPrice: 96.5 }, ARTICLES, previous)).toMatchObject({ ok: true, line: { description: 'Playera polo' } });
  });
});
