import { Type, type Static } from '@sinclair/typebox';
import { LOGO_TECHNIQUES } from '../domain/enums';
import { literalUnion } from './literal-union';
import { NonBlankText, PlainText } from './common';

export const TechniqueSchema = literalUnion(LOGO_TECHNIQUES);

export const Pantone = Type.Object({
  id: Type.String(),
  nombre: Type.String(),
  hex: Type.String(),
  color: Type.String(),
  posicion: Type.String(),
  rgb: Type.String(),
});
export type Pantone = Static<typeof Pantone>;

/** A colour of the logo's picture and the share of the logo's area it covers (0–1), read on upload (issue 18). */
export const LogoColour = Type.Object({ hex: Type.String(), share: Type.Number({ minimum: 0, maximum: 1 }) });
export type LogoColour = Static<typeof LogoColour>;

/** A Bordado estimate (`EmbroideryEstimate` of shared rules), as the server computes it for a saved logo. */
export const EmbroideryEstimateSchema = Type.Object({
  stitches: Type.Integer(),
  minutes: Type.Number(),
  topMetres: Type.Number(),
  bobbinMetres: Type.Number(),
  /** The price tier of the settings table ('Hasta 10,000 puntadas', price per piece). */
  tier: Type.Optional(Type.Object({ price: Type.Number(), label: Type.String() })),
  source: Type.Union([Type.Literal('estimate'), Type.Literal('dst')]),
  colourChanges: Type.Optional(Type.Integer()),
});

export const Logo = Type.Object({
  logoId: Type.Integer(),
  viewId: Type.Integer(),
  logoName: Type.String(),
  logoTechnique: TechniqueSchema,
  logoNotes: Type.String(),
  logoNotesOnColor: Type.String(),
  logoNotesOnPosition: Type.String(),
  heightCm: Type.Number(),
  widthCm: Type.Number(),
  rotateDegrees: Type.Number(),
  xpositionCm: Type.Number(),
  ypositionCm: Type.Number(),
  viewWidth: Type.Number(),
  resourcePath: Type.String(),
  filename: Type.String(),
  originalFilename: Type.String(),
  filesize: Type.Integer(),
  /** Draw order among the view's logos and texts (higher on top); absent means 0. */
  zIndex: Type.Optional(Type.Integer()),
  pantones: Type.Array(Pantone),
  /**
   * Issue 18, read from the picture on upload with the shared extraction rules: its main colours (up to
   * 12, largest first; empty for a logo uploaded before), the share of the picture the logo covers
   * (raster only) and the picture's size in pixels (raster only).
   */
  colours: Type.Optional(Type.Array(LogoColour)),
  coverage: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  pixelWidth: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  pixelHeight: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  /** Raster only: width in pixels of the picture's thinnest details (the Bordado satin-width warning). */
  thinnestPx: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** Bordado only: the estimate for the saved size (`decorationInsights`, the same function the editor runs live). */
  estimate: Type.Optional(EmbroideryEstimateSchema),
});
export type Logo = Static<typeof Logo>;
export const LogoList = Type.Array(Logo);

/**
 * PATCH /business/samples/{id}/logos/{logoId} (docs/requirements.md §7). Any subset (at least one field): the
 * editor sends only what changed, so concurrent tabs overwrite each other field by field.
 * `pantones` replaces the logo's thread list (ids from the catalogue, in order). x/y are the
 * logo's centre in cm from the view's top-left corner.
 */
export const PatchLogoBody = Type.Object(
  {
    logoTechnique: Type.Optional(TechniqueSchema),
    logoName: Type.Optional(NonBlankText(120)),
    logoNotes: Type.Optional(PlainText(2000)),
    logoNotesOnColor: Type.Optional(PlainText(2000)),
    logoNotesOnPosition: Type.Optional(PlainText(2000)),
    heightCm: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 500 })),
    widthCm: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 500 })),
    rotateDegrees: Type.Optional(Type.Number({ minimum: -360, maximum: 360 })),
    xpositionCm: Type.Optional(Type.Number({ minimum: -500, maximum: 500 })),
    ypositionCm: Type.Optional(Type.Number({ minimum: -500, maximum: 500 })),
    zIndex: Type.Optional(Type.Integer({ minimum: -1000000, maximum: 1000000 })),
    pantones: Type.Optional(Type.Array(PlainText(20, 1), { maxItems: 30, uniqueItems: true })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchLogoBody = Static<typeof PatchLogoBody>;

export const RenderFile = Type.Object({
  createFirstName: Type.String(),
  createFirstLastName: Type.String(),
  createDate: Type.String(),
  resourcePath: Type.String(),
  filename: Type.String(),
  originalFilename: Type.String(),
  filesize: Type.Integer(),
  /** A DST (Tajima) render's header (issue 18): its real stitch count replaces the estimate. */
  dst: Type.Optional(
    Type.Object({ stitches: Type.Integer(), colourChanges: Type.Integer(), widthMm: Type.Number(), heightMm: Type.Number() }),
  ),
});
export type RenderFile = Static<typeof RenderFile>;
