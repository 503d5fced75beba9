import { BOM_LIMITS, BOM_MESSAGES, type BomLineKind } from '../../domain/bom';
import { variantCode } from '../items/variants';
import { gridCells, indexOfName, type SizeGrid } from './grid';

/*
 * Bills of materials (issue 30 item 3; docs/decisions/production.md, "Bills of materials"), pure:
 * - `checkBom`: the checks of a BOM, written once (the form before saving, the server on every write).
 * - `explodeBom`: what a colour × size grid of a style takes. The blank is the style's own variant, one
 *   per piece and never scrapped, so its requirements are the grid itself, cell by cell. A material's
 *   requirement is quantity per piece × pieces (the net, exact) plus its scrap %, the total rounded UP to
 *   a whole unit (material is never short); the scrap stated is that total minus the net.
 * Arithmetic is on integers (quantities in thousandths, scrap in tenths of a percent), so 0.35 m × 120
 * is exactly 42 m and sums carry no float error.
 */

/** A line as the form edits it and the API receives it. */
export interface BomLineDraft {
  kind: BomLineKind;
  /** The material item (null for the blank). */
  itemId: number | null;
  /** Per piece, up to 3 decimals. */
  quantity: number;
  /** %, up to 1 decimal. */
  scrapPercent: number;
}

export interface BomDraft {
  lines: readonly BomLineDraft[];
  decorationScrapPercent: number;
  notes: string;
}

const hasDecimalsAtMost = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** A quantity per piece in thousandths, or null when it is not one (≤ 0, too large, over 3 decimals, not a number). */
export function quantityThousandths(quantity: number): number | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0 || quantity > BOM_LIMITS.quantity) return null;
  return hasDecimalsAtMost(quantity, BOM_LIMITS.quantityDecimals) ? Math.round(quantity * 1000) : null;
}

/** A scrap % in tenths, or null when it is not one (negative, over 100, over 1 decimal, not a number). */
export function scrapTenths(percent: number): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > BOM_LIMITS.scrapPercent) return null;
  return hasDecimalsAtMost(percent, BOM_LIMITS.scrapDecimals) ? Math.round(percent * 10) : null;
}

/**
 * The errors of a BOM, by field ('lines', 'lines.2.quantity', 'decorationScrapPercent', 'notes'): exactly
 * one blank, 1 per piece without scrap; every other line a material, each once, with a quantity and a scrap
 * that fit. Whether the material exists and is of kind Material is the server's check (it reads the items).
 */
export function checkBom(bom: BomDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (bom.lines.length > BOM_LIMITS.lines) errors.lines = BOM_MESSAGES.tooManyLines;
  const blanks = bom.lines.filter((l) => l.kind === 'blank').length;
  if (blanks === 0) errors.lines = BOM_MESSAGES.blankRequired;
  const seen = new Set<number>();
  let blankSeen = false;
  bom.lines.forEach((line, i) => {
    if (line.kind === 'blank') {
      if (blankSeen) errors[`lines.${i}.kind`] = BOM_MESSAGES.blankRepeated;
      blankSeen = true;
      if (line.quantity !== 1 || line.scrapPercent !== 0 || line.itemId !== null) errors[`lines.${i}.quantity`] = BOM_MESSAGES.blankFixed;
      return;
    }
    if (line.itemId === null) errors[`lines.${i}.itemId`] = BOM_MESSAGES.componentRequired;
    else if (seen.has(line.itemId)) errors[`lines.${i}.itemId`] = BOM_MESSAGES.componentRepeated;
    else seen.add(line.itemId);
    if (quantityThousandths(line.quantity) === null) errors[`lines.${i}.quantity`] = BOM_MESSAGES.quantity;
    if (scrapTenths(line.scrapPercent) === null) errors[`lines.${i}.scrapPercent`] = BOM_MESSAGES.scrap;
  });
  if (scrapTenths(bom.decorationScrapPercent) === null) errors.decorationScrapPercent = BOM_MESSAGES.scrap;
  if (bom.notes.length > BOM_LIMITS.notes) errors.notes = BOM_MESSAGES.notes;
  return errors;
}

/** A BOM line ready to explode: the blank, or a material with its code, description and unit. */
export type ExplodableLine =
  | { kind: 'blank' }
  | { kind: 'material'; code: string; description: string; unit: string; quantity: number; scrapPercent: number };

export interface ExplodableBom {
  style: { code: string; description: string; colours: readonly { code: string; name: string }[] };
  lines: readonly ExplodableLine[];
}

/** What a grid takes of one component variant (a blank variant) or one material. */
export interface Requirement {
  kind: BomLineKind;
  /** The variant's code for the blank (POL-001-AZM-G), the material's item code otherwise. */
  component: string;
  description: string;
  unit: string;
  /** The blank's colour and size; null for a material. */
  colour: string | null;
  size: string | null;
  /** Quantity per piece × pieces, exact (up to 3 decimals). */
  net: number;
  scrapPercent: number;
  /** `total − net`: what the scrap adds once rounded up. */
  scrap: number;
  /** The net plus its scrap, rounded up to a whole unit. */
  total: number;
}

export interface BomExplosion {
  pieces: number;
  requirements: Requirement[];
  /** Grid colours the style does not have (their cells are left out of every requirement). */
  unknownColours: string[];
}

/** Net and total of `thousandthsPerPiece × pieces` with `tenths` ‰ of scrap, on integers. */
export function withScrap(thousandthsPerPiece: number, pieces: number, tenths: number): { net: number; scrap: number; total: number } {
  const netThousandths = thousandthsPerPiece * pieces;
  // total = ⌈net × (1000 + tenths) / 1000⌉ in whole units: ⌈netThousandths × (1000 + tenths) / 10⁶⌉.
  const scaled = netThousandths * (1000 + tenths);
  const total = Math.ceil(scaled / 1_000_000);
  return { net: netThousandths / 1000, scrap: (total * 1000 - netThousandths) / 1000, total };
}

/** The requirements of a grid of a style: one per blank variant with pieces, one per material line. */
export function explodeBom(bom: ExplodableBom, grid: SizeGrid): BomExplosion {
  const names = bom.style.colours.map((c) => c.name);
  const unknownColours = grid.colours.filter((name) => indexOfName(names, name) < 0);
  const cells = gridCells(grid).filter((cell) => indexOfName(names, cell.colour) >= 0);
  const pieces = cells.reduce((sum, cell) => sum + cell.quantity, 0);
  const requirements: Requirement[] = [];
  for (const line of bom.lines) {
    if (line.kind === 'blank') {
      for (const cell of cells) {
        const colour = bom.style.colours[indexOfName(names, cell.colour)]!;
        requirements.push({
          kind: 'blank',
          component: variantCode(bom.style.code, colour.code, cell.size),
          description: `${bom.style.description} · ${colour.name} · ${cell.size}`,
          unit: 'pieza',
          colour: colour.name,
          size: cell.size,
          net: cell.quantity,
          scrapPercent: 0,
          scrap: 0,
          total: cell.quantity,
        });
      }
      continue;
    }
    const perPiece = quantityThousandths(line.quantity) ?? 0;
    const tenths = scrapTenths(line.scrapPercent) ?? 0;
    requirements.push({
      kind: 'material',
      component: line.code,
      description: line.description,
      unit: line.unit,
      colour: null,
      size: null,
      scrapPercent: tenths / 10,
      ...withScrap(perPiece, pieces, tenths),
    });
  }
  return { pieces, requirements, unknownColours };
}
