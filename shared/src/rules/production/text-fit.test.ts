import { FONTS } from '../../domain/enums';
import { FONT_ADVANCES } from './font-advances';
import { textFit, textWidthCm, textWidthEm } from './text-fit';

describe('font advance tables', () => {
  it.each(FONTS)('%s covers U+0020–U+017F with plausible widths', (font) => {
    const widths = FONT_ADVANCES[font].split(',').map((w) => parseInt(w, 36));
    expect(widths).toHaveLength(0x17f - 0x20 + 1);
    // Every printable Spanish letter has a glyph between a tenth and one and a half ems.
    for (const ch of 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZabcdefghijklmnñopqrstuvwxyzÁÉÍÓÚÜáéíóúü') {
      const w = widths[ch.codePointAt(0)! - 0x20]!;
      expect(w).toBeGreaterThan(100);
      expect(w).toBeLessThan(1500);
    }
  });
});

describe('textWidthEm', () => {
  it('reads the generated table (Roboto H from the font file: 0.714 em)', () => {
    expect(textWidthEm('H', 'Roboto')).toBeCloseTo(0.714, 3);
  });

  it('adds characters, so a wide letter outweighs a narrow one', () => {
    expect(textWidthEm('HH', 'Roboto')).toBeCloseTo(2 * textWidthEm('H', 'Roboto'), 6);
    expect(textWidthEm('WWW', 'Gilroy')).toBeGreaterThan(textWidthEm('iii', 'Gilroy') * 3);
  });

  it('differs between fonts', () => {
    expect(textWidthEm('JUAN PÉREZ', 'Roboto')).not.toBeCloseTo(textWidthEm('JUAN PÉREZ', 'Gill Sans'), 2);
  });

  it('counts a character outside the tables as the widest letter, and combining marks as nothing', () => {
    const widest = Math.max(...FONT_ADVANCES.Roboto.split(',').map((w) => parseInt(w, 36))) / 1000;
    expect(textWidthEm('李', 'Roboto')).toBeCloseTo(widest, 6);
    expect(textWidthCm('Jose\u0301', 'Roboto', 2)).toBeCloseTo(textWidthCm('José', 'Roboto', 2), 6);
  });
});

describe('textFit', () => {
  const box = { font: 'Roboto' as const, heightCm: 2, widthCm: 10 };

  it('scales with the height', () => {
    expect(textWidthCm('ANA', 'Roboto', 3)).toBeCloseTo(textWidthCm('ANA', 'Roboto', 1) * 3, 6);
  });

  it('lets a short name fit and refuses a long one', () => {
    expect(textFit('ANA', box).fits).toBe(true);
    const long = textFit('MARÍA GUADALUPE HERNÁNDEZ', box);
    expect(long.fits).toBe(false);
    expect(long.widthCm).toBeGreaterThan(10);
    expect(long.maxWidthCm).toBe(10);
  });

  it('finds the border: a name fits a box exactly its width but not one a millimetre narrower', () => {
    const width = textWidthCm('PEDRO', 'Gill Sans', 1.5);
    expect(textFit('PEDRO', { font: 'Gill Sans', heightCm: 1.5, widthCm: width }).fits).toBe(true);
    expect(textFit('PEDRO', { font: 'Gill Sans', heightCm: 1.5, widthCm: width - 0.1 }).fits).toBe(false);
  });

  it('lets the box hold at least its own text (kerning made it a little narrower in the editor)', () => {
    const own = textWidthCm('AVENIDA', 'Roboto', 2);
    const kerned = { font: 'Roboto' as const, heightCm: 2, widthCm: own * 0.95, text: 'AVENIDA' };
    expect(textFit('AVENIDA', kerned)).toMatchObject({ fits: true, maxWidthCm: own });
    expect(textFit('AVENIDAS', kerned).fits).toBe(false);
  });
});
