import type { LogoTechnique } from '../domain/enums';
import type { EmbroideryEstimate } from './colour/embroidery-estimate';
import { decorationInsights, type DecorationSettings } from './colour/insights';
import { formatInteger } from './colour/messages';
import { roundDiv } from './totals';

/*
 * How a decoration of a sample becomes a quotation line ('Cotizar').
 * - Bordado (issue 33): the same estimate and price tier the editor shows (`quotedEstimate`, i.e.
 *   `decorationInsights` with the shop's decoration settings): the line's unit price is the tier's price
 *   per piece, under the catalogue's embroidery article. Only when no tier covers the count (settings
 *   never allow it) is it the article's price per thousand stitches, rounded up.
 * - DTF and Vinil: «por pieza», the article's price for up to 10 cm, times a factor for larger sizes.
 */

/** Catalogue codes of the service articles a decoration is priced with (seeded; see the article catalogue). */
export const DECORATION_ARTICLES = { Bordado: 'BOR-MIL-13', DTF: 'DTF-PZA-14', Vinil: 'VIN-PZA-15' } as const satisfies Record<LogoTechnique, string>;
/** One-time digitising of a logo for embroidery. */
export const PONCHADO_ARTICLE = 'PON-LOG-16';

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
  /** Bordado: the estimate (`quotedEstimate`); undefined for DTF and Vinil. */
  estimate: Pick<EmbroideryEstimate, 'stitches' | 'tier' | 'source'> | undefined;
}

export interface DecorationLine {
  code: string;
  description: string;
  unitPriceCents: number;
}

const cm = (value: number) => value.toLocaleString('es-MX', { maximumFractionDigits: 1 });

/**
 * The Bordado estimate a decoration is quoted with: `decorationInsights` (the editor's, the review's and
 * the worksheet's function) on its size and covered share, with the shop's settings; a DST's real count
 * when given. Undefined for DTF and Vinil.
 */
export function quotedEstimate(
  d: { kind: 'logo' | 'text'; technique: LogoTechnique; widthCm: number; heightCm: number; coverage: number | null },
  settings: DecorationSettings,
  dstStitches: number | null = null,
): EmbroideryEstimate | undefined {
  return decorationInsights(
    {
      kind: d.kind,
      technique: d.technique,
      xCm: 0,
      yCm: 0,
      widthCm: d.widthCm,
      heightCm: d.heightCm,
      rotateDegrees: 0,
      threads: [],
      coverage: d.coverage,
      dst: dstStitches === null ? null : { stitches: dstStitches, colourChanges: 0 },
    },
    { background: '#FFFFFF', on: 'prenda', areas: [], viewWidthCm: 0 },
    settings,
  ).estimate;
}

/**
 * The quotation line of one decoration: the technique's service article, a description that says what
 * was priced, and the unit price (per garment) from the article's price (`priceOf(code)`, in cents).
 */
export function decorationLine(d: PricedDecoration, priceOf: (code: string) => number): DecorationLine {
  const code = DECORATION_ARTICLES[d.technique];
  const base = priceOf(code);
  const what = `${d.technique} «${d.name}» (${d.view}, ${cm(d.widthCm)} × ${cm(d.heightCm)} cm)`;
  if (d.technique === 'Bordado' && d.estimate) {
    const { stitches, tier, source } = d.estimate;
    const count = `${formatInteger(stitches)} puntadas${source === 'dst' ? ' (conteo real, archivo DST)' : ' estimadas'}`;
    if (tier) {
      return { code, description: `${what}: ${count} · tarifa «${tier.label}», $${formatInteger(tier.price)} por pieza`, unitPriceCents: Math.round(tier.price * 100) };
    }
    const millares = Math.max(1, Math.ceil(stitches / 1000));
    return { code, description: `${what}: ${count} · ${millares} millares de puntadas`, unitPriceCents: base * millares };
  }
  if (d.technique === 'Bordado') return { code, description: `${what}: sin estimado de puntadas`, unitPriceCents: base };
  const side = Math.max(d.widthCm, d.heightCm);
  const tier = PRINT_SIZE_TIERS.find((t) => side <= t.maxCm) ?? PRINT_SIZE_TIERS[3];
  const unitPriceCents = Number(roundDiv(BigInt(base) * BigInt(tier.factorBp), 10_000n));
  return { code, description: `${what}: por pieza`, unitPriceCents };
}
