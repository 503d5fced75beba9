import type { FontName } from '../../domain/enums';
import { ADVANCE_FIRST_CODE_POINT, FONT_ADVANCES } from './font-advances';

/*
 * Whether a name fits its text decoration's box (issue 30, item 2). The editor draws a text on one line
 * with its font size equal to the box's height (remote-editor DecorationItem: fontSize = box height,
 * lineHeight 1), and sizes the box's width to the measured text. So a name at the decoration's height is
 * as wide as the sum of its characters' advance widths (font-advances.ts, generated from the editor's
 * web fonts by scripts/font-widths.mjs) × the height in cm.
 * - Kerning is left out: in these fonts it only narrows (up to 7 % on 'AVENIDA' or 'WATTS'), so the sum is
 *   never narrower than what is drawn: a name said to fit does fit.
 * - Because of that, the box's own text could measure a little wider than its box; the box is taken to
 *   hold at least its own text, so the limit is the wider of the box and that text's table width.
 * - A character outside the tables (not Latin) counts as the font's widest letter (conservative).
 * docs/decisions/production.md, "Size grids and name lists".
 */

const tables = new Map<FontName, { widths: Uint16Array; widest: number }>();

function tableOf(font: FontName): { widths: Uint16Array; widest: number } {
  let table = tables.get(font);
  if (!table) {
    const widths = Uint16Array.from(FONT_ADVANCES[font].split(',').map((w) => parseInt(w, 36)));
    table = { widths, widest: Math.max(...widths) };
    tables.set(font, table);
  }
  return table;
}

/** Width of a text on one line, in ems of its font (1 em = the font size = the box's height). */
export function textWidthEm(text: string, font: FontName): number {
  const { widths, widest } = tableOf(font);
  let sum = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    // Combining marks (a name typed decomposed, 'José' as 'e' + U+0301) add no width.
    if (cp >= 0x300 && cp <= 0x36f) continue;
    const w = widths[cp - ADVANCE_FIRST_CODE_POINT];
    sum += w === undefined || w === 0 ? widest : w;
  }
  return sum / 1000;
}

/** Width in cm of a text drawn at `heightCm` (its font size). */
export function textWidthCm(text: string, font: FontName, heightCm: number): number {
  return textWidthEm(text.normalize('NFC'), font) * heightCm;
}

/** What the fit check needs of a text decoration. */
export interface TextBox {
  font: FontName;
  widthCm: number;
  heightCm: number;
  /** The text the box was sized for in the editor (the design's text, e.g. 'NOMBRE'). */
  text?: string;
}

export interface TextFit {
  fits: boolean;
  /** The name's width at the box's height, cm. */
  widthCm: number;
  /** The widest a name may be, cm (the box, or its own text when that measures wider). */
  maxWidthCm: number;
}

/** A hair of slack for the box's stored rounding (0.01 cm). */
const ROUNDING_CM = 0.005;

export function textFit(name: string, box: TextBox): TextFit {
  const widthCm = textWidthCm(name, box.font, box.heightCm);
  const own = box.text ? textWidthCm(box.text, box.font, box.heightCm) : 0;
  const maxWidthCm = Math.max(box.widthCm, own);
  return { fits: widthCm <= maxWidthCm + ROUNDING_CM, widthCm, maxWidthCm };
}
