import { Type, type Static } from '@sinclair/typebox';

/** The largest stitch limit a price tier may have. */
export const MAX_TIER_STITCHES = 10_000_000;
/** How many price tiers the table may have. */
export const MAX_PRICE_TIERS = 8;

/** One row of the embroidery price table: up to how many stitches (null = no limit, the last row) and the price per piece. */
export const PriceTierBody = Type.Object(
  {
    upToStitches: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_TIER_STITCHES }), Type.Null()], {
      description: 'Hasta cuántas puntadas aplica (inclusive); null = sin límite (solo la última tarifa)',
    }),
    price: Type.Number({ minimum: 0, maximum: 100_000, description: 'Precio por pieza' }),
  },
  { additionalProperties: false },
);

/**
 * The decoration settings an admin edits (issue 18): the embroidery machine's needles and speed, the
 * extra time for trims and colour changes, and the price table. Rules the schema cannot express
 * (ascending tiers, only the last open) are `settingsErrors` (shared/src/rules/colour/settings.ts).
 */
export const DecorationSettingsBody = Type.Object(
  {
    needles: Type.Integer({ minimum: 1, maximum: 30, description: 'Agujas de la máquina de bordar' }),
    stitchesPerMinute: Type.Integer({ minimum: 100, maximum: 3000, description: 'Puntadas por minuto de la máquina' }),
    overheadPercent: Type.Integer({ minimum: 0, maximum: 300, description: 'Tiempo extra por cortes y cambios de color, en %' }),
    priceTiers: Type.Array(PriceTierBody, { minItems: 1, maxItems: MAX_PRICE_TIERS, description: 'Tarifas por puntadas, de menor a mayor' }),
  },
  { additionalProperties: false },
);
export type DecorationSettingsBody = Static<typeof DecorationSettingsBody>;
export type PriceTierBody = Static<typeof PriceTierBody>;
