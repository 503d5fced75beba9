import { ITEM_LIMITS, ITEM_MESSAGES, type ItemKind } from '../../domain/items';
import { checkColours, type ColourDraft } from './colours';
import { checkSizeRun } from './sizes';

/** An item's code: letters, digits and hyphens, starting with a letter or digit. */
export const ITEM_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;

/** The fields the item checks read (the form's draft and the server's body alike). */
export interface ItemDraft {
  code: string;
  description: string;
  kind: ItemKind;
  clothingId: number | null;
  colours: readonly ColourDraft[];
  sizes: readonly string[];
}

/**
 * The checks of an item, written once: the form runs them before saving, the server on create and update
 * (400 naming the fields). A style needs colours and a valid size run; a service or a material has neither, nor a garment.
 */
export function checkItem(item: ItemDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const code = item.code.trim().toUpperCase();
  if (!code || code.length > ITEM_LIMITS.code || !ITEM_CODE_PATTERN.test(code)) errors.code = ITEM_MESSAGES.code;
  if (!item.description.trim()) errors.description = ITEM_MESSAGES.description;
  if (item.kind === 'Servicio') {
    if (item.colours.length || item.sizes.length) errors.colours = ITEM_MESSAGES.serviceNoVariants;
    if (item.clothingId !== null) errors.clothingId = ITEM_MESSAGES.serviceNoGarment;
    return errors;
  }
  if (item.kind === 'Material') {
    if (item.colours.length || item.sizes.length) errors.colours = ITEM_MESSAGES.materialNoVariants;
    if (item.clothingId !== null) errors.clothingId = ITEM_MESSAGES.materialNoGarment;
    return errors;
  }
  Object.assign(errors, checkColours(item.colours, true));
  const sizes = checkSizeRun(item.sizes);
  if (sizes) errors.sizes = sizes;
  return errors;
}
