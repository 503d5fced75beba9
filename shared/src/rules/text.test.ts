import { foldText, hasBidiControl } from './text';

describe('hasBidiControl', () => {
  it.each(['\u202E', '\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'])('finds U+%s', (c) => {
    expect(hasBidiControl(`Ana ${c}María`)).toBe(true);
  });

  it('lets every script through without controls', () => {
    expect(hasBidiControl('山田太郎 😀 محمد Ωμέγα שלום José Ñúñez')).toBe(false);
    expect(hasBidiControl('')).toBe(false);
  });

  it('foldText still folds accents', () => {
    expect(foldText('Ñú')).toBe('nu');
  });
});
