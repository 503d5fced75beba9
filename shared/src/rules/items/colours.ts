import { foldText } from '../text';
import { ITEM_LIMITS, ITEM_MESSAGES } from '../../domain/items';

/** A colour of a style as the form edits it (id absent for one added in this edit). */
export interface ColourDraft {
  id?: number | undefined;
  code: string;
  name: string;
  hex: string;
}

export const COLOUR_CODE_PATTERN = /^[A-Z0-9]{1,4}$/;
export const HEX_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/**
 * A short code for a colour's name, for the variant codes: the first two letters of the first word and
 * the first letter of the second ('Azul marino' → 'AZM', 'Gris Oxford' → 'GRO'), or the first three of a
 * single word ('Blanco' → 'BLA'); accents and anything but letters and digits dropped, upper case.
 */
export function suggestColourCode(name: string): string {
  const words = foldText(name)
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w && !['DE', 'DEL', 'LA', 'EL', 'Y'].includes(w));
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.slice(0, 3);
  return `${words[0]!.slice(0, 2)}${words[1]![0]}`;
}

/** Errors by field (`colours.<i>.name|code|hex`, or `colours` for the list), in Spanish. */
export function checkColours(colours: readonly ColourDraft[], required: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (required && colours.length === 0) errors.colours = ITEM_MESSAGES.coloursRequired;
  const names = new Set<string>();
  const codes = new Set<string>();
  colours.forEach((c, i) => {
    const name = foldText(c.name.trim());
    if (!name || c.name.trim().length > ITEM_LIMITS.colourName) errors[`colours.${i}.name`] = ITEM_MESSAGES.colourName;
    else if (names.has(name)) errors[`colours.${i}.name`] = ITEM_MESSAGES.colourRepeated;
    names.add(name);
    const code = c.code.trim().toUpperCase();
    if (!COLOUR_CODE_PATTERN.test(code)) errors[`colours.${i}.code`] = ITEM_MESSAGES.colourCode;
    else if (codes.has(code)) errors[`colours.${i}.code`] = ITEM_MESSAGES.colourCodeRepeated;
    codes.add(code);
    if (!HEX_PATTERN.test(c.hex)) errors[`colours.${i}.hex`] = ITEM_MESSAGES.colourHex;
  });
  return errors;
}
