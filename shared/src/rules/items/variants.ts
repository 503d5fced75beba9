/**
 * A variant's code: the style's code, the colour's code and the size, joined by hyphens
 * ('POL-001', 'AZM', 'G' → 'POL-001-AZM-G'), upper case.
 */
export function variantCode(styleCode: string, colourCode: string, size: string): string {
  return [styleCode, colourCode, size].map((part) => part.trim().toUpperCase()).join('-');
}

/** A variant already stored: its colour (by the colour's id) and size, and whether it is offered. */
export interface StoredVariant {
  id: number;
  colourId: number;
  size: string;
  active: boolean;
}

/** What saving a style does to its variants. */
export interface VariantPlan {
  /** colour × size pairs that have no variant yet: insert. */
  create: { colourId: number; size: string }[];
  /** Variants whose pair is in the style again (or still): active. */
  keep: number[];
  /** Variants whose colour or size left the style: kept (orders may name them) but inactive. */
  deactivate: number[];
}

/**
 * Brings the stored variants in line with the style's colours and sizes: every pair of an active colour
 * and a size of the run has exactly one variant, active; a variant whose pair left the style is
 * deactivated, never deleted (later orders and production orders may point at it), and comes back active
 * if its pair does. Order of `create`: colour by colour, sizes in run order.
 */
export function planVariants(stored: readonly StoredVariant[], colourIds: readonly number[], sizes: readonly string[]): VariantPlan {
  const byPair = new Map(stored.map((v) => [`${v.colourId}|${v.size}`, v]));
  const plan: VariantPlan = { create: [], keep: [], deactivate: [] };
  const wanted = new Set<string>();
  for (const colourId of colourIds) {
    for (const size of sizes) {
      const key = `${colourId}|${size}`;
      wanted.add(key);
      const found = byPair.get(key);
      if (found) plan.keep.push(found.id);
      else plan.create.push({ colourId, size });
    }
  }
  for (const v of stored) if (!wanted.has(`${v.colourId}|${v.size}`) && v.active) plan.deactivate.push(v.id);
  return plan;
}
