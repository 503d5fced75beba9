import { Type, type Static } from '@sinclair/typebox';
import { DECORATION_SETTINGS_LIMITS as L } from '../domain/decoration-settings';

const integer = (limits: { min: number; max: number }, description: string) => Type.Integer({ minimum: limits.min, maximum: limits.max, description });

/** One row of the embroidery price table: up to how many stitches (null = no limit, the last row) and the price per piece. */
export const PriceTierBody = Type.Object(
  {
    upToStitches: Type.Union([integer(L.upToStitches, 'Hasta cuántas puntadas aplica (inclusive)'), Type.Null()], {
      description: 'Hasta cuántas puntadas aplica (inclusive); null = sin límite (solo la última tarifa)',
    }),
    price: Type.Number({ minimum: L.price.min, maximum: L.price.max, description: 'Precio por pieza' }),
  },
  { additionalProperties: false },
);

/**
 * The decoration settings an admin edits (issue 18): the extra time for trims and colour changes and the
 * price table. The embroidery machine's needles and speed moved onto the machines (issue 30, migration
 * 0026_machines). Rules the schema cannot express (ascending tiers, only the last open) are
 * `settingsErrors` (shared/src/rules/colour/settings.ts).
 */
export const DecorationSettingsBody = Type.Object(
  {
    overheadPercent: integer(L.overheadPercent, 'Tiempo extra por cortes y cambios de color, en %'),
    priceTiers: Type.Array(PriceTierBody, { minItems: L.tiers.min, maxItems: L.tiers.max, description: 'Tarifas por puntadas, de menor a mayor' }),
  },
  { additionalProperties: false },
);
export type DecorationSettingsBody = Static<typeof DecorationSettingsBody>;
export type PriceTierBody = Static<typeof PriceTierBody>;

/** The embroidery machine the estimates read (null: none active, the factory needles and speed apply). */
export const EstimateMachineRef = Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]);

/**
 * The decoration settings as everyone reads them (the editor, the review, the documents): the stored
 * settings plus the needles and speed of the embroidery machine the estimates use (`estimateMachine`).
 */
export const DecorationSettingsView = Type.Object({
  needles: Type.Integer({ description: 'Agujas de la bordadora de los estimados' }),
  stitchesPerMinute: Type.Integer({ description: 'Puntadas por minuto de la bordadora de los estimados' }),
  machine: EstimateMachineRef,
  overheadPercent: Type.Integer(),
  priceTiers: Type.Array(PriceTierBody),
});
export type DecorationSettingsView = Static<typeof DecorationSettingsView>;
