import type { LogoTechnique } from '../domain/enums';
import { roundDiv } from './totals';

/*
 * How a decoration of a sample becomes a quotation line ('Cotizar'): priced by technique and size from
 * the catalogue's service articles.
 * - Bordado: «por millar de puntadas». With a stitch estimate the stitches go up to the next tier;
 *   without one (today) the tier comes from the decoration's largest side.
 * - DTF and Vinil: «por pieza», the article's price for up to 10 cm, times a factor for larger sizes.
 */

/** Catalogue codes of the service articles a decoration is priced with (seeded; see the article catalogue). */
export const DECORATION_ARTICLES = { Bordado: 'BOR-MIL-13', DTF: 'DTF-PZA-14', Vinil: 'VIN-PZA-15' } as const satisfies Record<LogoTechnique, string>;
/** One-time digitising of a logo for embroidery. */
export const PONCHADO_ARTICLE = 'PON-LOG-16';

/** Thousands of stitches billed for an estimate up to `maxStitches`. */
export const STITCH_TIERS = [
  { maxStitches: 5_000, millares: 5 },
  { maxStitches: 8_000, millares: 8 },
  { maxStitches: 12_000, millares: 12 },
  { maxStitches: 20_000, millares: 20 },
] as const;

/** Without an estimate: thousands of stitches assumed from the largest side (cm). */
export const EMBROIDERY_SIZE_TIERS = [
  { maxCm: 8, millares: 5 },
  { maxCm: 12, millares: 8 },
  { maxCm: 20, millares: 12 },
  { maxCm: 30, millares: 20 },
  { maxCm: Number.POSITIVE_INFINITY, millares: 30 },
] as const;

/** DTF and Vinil: factor (basis points) on the article's price by largest side (cm). */
export const PRINT_SIZE_TIERS = [
  { maxCm: 10, factorBp: 10_000 },
  { maxCm: 20, factorBp: 18_000 },
  { maxCm: 30, factorBp: 26_000 },
  { maxCm: Number.POSITIVE_INFINITY, factorBp: 36_000 },
] as const;

export interface PricedDecoration {
  technique: LogoTechnique;
  /** Logo name or the text itself. */
  name: string;
  /** View of the garment ('Frente'). */
  view: string;
  widthCm: number;
  heightCm: number;
  /** Stitch estimate when one exists (Bordado only); null until then. */
  stitches: number | null;
}

export interface DecorationLine {
  code: string;
  description: string;
  unitPriceCents: number;
}

const cm = (value: number) => value.toLocaleString('es-MX', { maximumFractionDigits: 1 });

/** Thousands of stitches billed for a Bordado decoration, and whether they come from an estimate. */
export function embroideryMillares(d: Pick<PricedDecoration, 'widthCm' | 'heightCm' | 'stitches'>): { millares: number; estimated: boolean } {
  if (d.stitches !== null && d.stitches > 0) {
    const tier = STITCH_TIERS.find((t) => d.stitches! <= t.maxStitches);
    return { millares: tier ? tier.millares : Math.ceil(d.stitches / 1000), estimated: true };
  }
  const side = Math.max(d.widthCm, d.heightCm);
  return { millares: (EMBROIDERY_SIZE_TIERS.find((t) => side <= t.maxCm) ?? EMBROIDERY_SIZE_TIERS[4]).millares, estimated: false };
}

/**
 * The quotation line of one decoration: the technique's service article, a description that says what
 * was priced, and the unit price (per garment) from the article's price (`priceOf(code)`, in cents).
 */
export function decorationLine(d: PricedDecoration, priceOf: (code: string) => number): DecorationLine {
  const code = DECORATION_ARTICLES[d.technique];
  const base = priceOf(code);
  const what = `${d.technique} «${d.name}» (${d.view}, ${cm(d.widthCm)} × ${cm(d.heightCm)} cm)`;
  if (d.technique === 'Bordado') {
    const { millares, estimated } = embroideryMillares(d);
    const how = estimated ? `${millares} millares de puntadas` : `${millares} millares de puntadas estimados por tamaño`;
    return { code, description: `${what}: ${how}`, unitPriceCents: base * millares };
  }
  const side = Math.max(d.widthCm, d.heightCm);
  const tier = PRINT_SIZE_TIERS.find((t) => side <= t.maxCm) ?? PRINT_SIZE_TIERS[3];
  const unitPriceCents = Number(roundDiv(BigInt(base) * BigInt(tier.factorBp), 10_000n));
  return { code, description: `${what}: por pieza`, unitPriceCents };
}
