/*
 * The key of an employee's size (issue 35; docs/decisions/uniform-programs.md 'Programs, kits and
 * roster'): one garment type per style, 'item:<items.id>'. A style's size run is what the size must be one
 * of, and two styles never share a size (a caballero polo's run is not a dama polo's; a waist is not a letter).
 */

const PREFIX = 'item:';

/** The garment type of a style: `item:12`. */
export function garmentTypeOfStyle(itemId: number): string {
  return `${PREFIX}${itemId}`;
}

/** The style a garment type names, or undefined when the key is not one. */
export function styleIdOfGarmentType(garmentType: string): number | undefined {
  if (!garmentType.startsWith(PREFIX)) return undefined;
  const raw = garmentType.slice(PREFIX.length);
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
