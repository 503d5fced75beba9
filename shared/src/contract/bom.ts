import { Type, type Static } from '@sinclair/typebox';
import { BOM_LIMITS, BOM_LINE_KINDS } from '../domain/bom';
import { LOGO_TECHNIQUES } from '../domain/enums';
import { DbId, PlainText } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';

/** A component line: the style's blank (itemId null) or a material item, per piece, with its scrap %. */
export const BomLineInput = Type.Object(
  {
    kind: literalUnion(BOM_LINE_KINDS),
    itemId: Type.Union([DbId, Type.Null()]),
    /** Per piece (up to 3 decimals; the blank is always 1). */
    quantity: Type.Number({ minimum: 0, maximum: BOM_LIMITS.quantity }),
    /** % (up to 1 decimal; the blank is always 0). */
    scrapPercent: Type.Number({ minimum: 0, maximum: BOM_LIMITS.scrapPercent }),
  },
  { additionalProperties: false },
);
export type BomLineInput = Static<typeof BomLineInput>;

const bodyFields = {
  lines: Type.Array(BomLineInput, { maxItems: BOM_LIMITS.lines }),
  /** Scrap % of the decoration's consumption (thread, film). */
  decorationScrapPercent: Type.Number({ minimum: 0, maximum: BOM_LIMITS.scrapPercent }),
  notes: PlainText(BOM_LIMITS.notes),
};

/** PUT /boms/:id: the lines, the decoration's scrap and notes (the style does not change). */
export const BomBody = Type.Object(bodyFields, { additionalProperties: false });
export type BomBody = Static<typeof BomBody>;

/** POST /boms: a style's first BOM. */
export const BomCreateInput = Type.Object({ itemId: DbId, ...bodyFields }, { additionalProperties: false });
export type BomCreateInput = Static<typeof BomCreateInput>;

export const BomLine = Type.Object({
  kind: literalUnion(BOM_LINE_KINDS),
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  /** The material's code, or the style's code for the blank. */
  code: Type.String(),
  description: Type.String(),
  unit: Type.String(),
  quantity: Type.Number(),
  scrapPercent: Type.Number(),
});
export type BomLine = Static<typeof BomLine>;

export const BomDetail = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  styleCode: Type.String(),
  styleDescription: Type.String(),
  garment: Type.Union([Type.String(), Type.Null()]),
  colours: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), hex: Type.String() })),
  sizes: Type.Array(Type.String()),
  decorationScrapPercent: Type.Number(),
  notes: Type.String(),
  lines: Type.Array(BomLine),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type BomDetail = Static<typeof BomDetail>;

/** A row of the 'Listas de materiales' list. */
export const BomRow = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  styleCode: Type.String(),
  styleDescription: Type.String(),
  garment: Type.Union([Type.String(), Type.Null()]),
  /** Material lines (the blank not counted). */
  materials: Type.Integer(),
  decorationScrapPercent: Type.Number(),
  updatedAt: Type.String(),
});
export type BomRow = Static<typeof BomRow>;

export const BomListQuery = Type.Object({
  /** The style's code or description (no case or accents); every word must match. */
  search: Type.Optional(PlainText(100)),
  ...PageQuery,
});
export type BomListQuery = Static<typeof BomListQuery>;
export const BomPage = Page(BomRow);
export type BomPage = Static<typeof BomPage>;

/** GET /boms/:id/consumption: an authorised sample's decoration for some pieces. */
export const BomConsumptionQuery = Type.Object({
  sampleId: DbId,
  pieces: Type.Integer({ minimum: 1, maximum: BOM_LIMITS.previewPieces }),
});
export type BomConsumptionQuery = Static<typeof BomConsumptionQuery>;

export const BomConsumption = Type.Object({
  sampleId: Type.Integer(),
  sampleName: Type.String(),
  pieces: Type.Integer(),
  scrapPercent: Type.Number(),
  decorations: Type.Array(
    Type.Object({
      name: Type.String(),
      view: Type.String(),
      technique: literalUnion(LOGO_TECHNIQUES),
      widthCm: Type.Number(),
      heightCm: Type.Number(),
      /** Stitches per piece (Bordado; the DST's real count when the render has one), else 0. */
      stitches: Type.Integer(),
      /** Whether the stitches are the DST's real count. */
      fromDst: Type.Boolean(),
    }),
  ),
  materials: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('thread'), Type.Literal('bobbin'), Type.Literal('film')]),
      /** The thread's code ('1801'), the film's technique ('DTF', 'Vinil'), '' for the bobbin or an unassigned thread. */
      code: Type.String(),
      label: Type.String(),
      unit: Type.Union([Type.Literal('m'), Type.Literal('cm2')]),
      perPiece: Type.Number(),
      total: Type.Integer(),
    }),
  ),
});
export type BomConsumption = Static<typeof BomConsumption>;

/** The 'Nueva lista de materiales' form: the blank alone. */
export const BLANK_BOM: BomCreateInput = {
  itemId: 0,
  lines: [{ kind: 'blank', itemId: null, quantity: 1, scrapPercent: 0 }],
  decorationScrapPercent: 5,
  notes: '',
};
