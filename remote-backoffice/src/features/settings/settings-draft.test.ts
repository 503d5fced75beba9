import { checkDraft, draftOf, withTierAdded, withTierRemoved, type SettingsDraft } from './settings-draft';

const body = {
  overheadPercent: 40,
  priceTiers: [
    { upToStitches: 5000, price: 35 },
    { upToStitches: 10000, price: 55 },
    { upToStitches: null, price: 140 },
  ],
};

describe('the decoration settings form', () => {
  it('sends what was read, unchanged', () => {
    expect(checkDraft(draftOf(body))).toEqual({ body, errors: {} });
  });

  it('adds a tier before the open last one, and removes any but the only one', () => {
    const added = withTierAdded(draftOf(body));
    expect(added.priceTiers).toEqual([body.priceTiers[0], body.priceTiers[1], { upToStitches: null, price: null }, body.priceTiers[2]]);
    const one: SettingsDraft = { ...draftOf(body), priceTiers: [{ upToStitches: null, price: 10 }] };
    expect(withTierRemoved(one, 0)).toBe(one);
    // The last leaves: the one before becomes the open last, its limit dropped when sent.
    const removed = withTierRemoved(draftOf(body), 2);
    expect(checkDraft(removed).body?.priceTiers).toEqual([{ upToStitches: 5000, price: 35 }, { upToStitches: null, price: 55 }]);
  });

  it('stops at 8 tiers', () => {
    let draft = draftOf(body);
    for (let i = 0; i < 10; i++) draft = withTierAdded(draft);
    expect(draft.priceTiers).toHaveLength(8);
  });

  it('says in Spanish which fields are empty, out of range or not whole', () => {
    const { body: sent, errors } = checkDraft({
      overheadPercent: 12.5,
      priceTiers: [
        { upToStitches: 5000, price: -1 },
        { upToStitches: null, price: 55 },
        { upToStitches: null, price: 140 },
      ],
    });
    expect(sent).toBeUndefined();
    expect(errors).toEqual({
      overheadPercent: 'Escribe un número entero de 0 a 300.',
      'tier.0.price': 'Escribe un número de 0 a 100,000.',
      'tier.1.upToStitches': 'Escribe un número entero de 1 a 10,000,000.',
    });
  });

  it('refuses stitch limits that do not go up', () => {
    const draft = draftOf(body);
    draft.priceTiers[1]!.upToStitches = 5000;
    expect(checkDraft(draft).errors).toEqual({ 'tier.1.upToStitches': 'Debe ser mayor que 5,000.' });
  });
});
