import { Type, type Static } from '@sinclair/typebox';
import { ALL_SIZES, ITEM_KINDS, ITEM_LIMITS, ITEM_UNITS, SAT_PRODUCT_CODES, SAT_UNIT_CODES } from '../domain/items';
import { DbId, NonBlankText, PlainText } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';

/** A colour of a style: its code goes into the variant codes ('AZM' in POL-001-AZM-G). */
export const ItemColourInput = Type.Object(
  {
    /** Absent for a colour added in this edit. */
    id: Type.Optional(DbId),
    code: PlainText(ITEM_LIMITS.colourCode),
    name: PlainText(ITEM_LIMITS.colourName),
    hex: PlainText(7),
  },
  { additionalProperties: false },
);
export type ItemColourInput = Static<typeof ItemColourInput>;

/** POST /items and PUT /items/:id: a style (colours × sizes) or a service. */
export const ItemInput = Type.Object(
  {
    code: NonBlankText(ITEM_LIMITS.code),
    description: NonBlankText(ITEM_LIMITS.description),
    kind: literalUnion(ITEM_KINDS),
    /** The garment of the clothing catalogue this style is made on (null for a service). */
    clothingId: Type.Union([DbId, Type.Null()]),
    satProductKey: literalUnion(SAT_PRODUCT_CODES),
    satUnitKey: literalUnion(SAT_UNIT_CODES),
    unit: literalUnion(ITEM_UNITS),
    /** The article of the price catalogue (quotations) that prices this item, or null. */
    articleCode: Type.Union([PlainText(40), Type.Null()]),
    colours: Type.Array(ItemColourInput, { maxItems: ITEM_LIMITS.colours }),
    /** The size run; the server keeps it in the Mexican order (CH, M, G… or 28, 30…). */
    sizes: Type.Array(literalUnion(ALL_SIZES), { maxItems: ITEM_LIMITS.sizes }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ItemInput = Static<typeof ItemInput>;

export const ItemColour = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), hex: Type.String() });
export type ItemColour = Static<typeof ItemColour>;

/** A variant: one colour in one size of a style. An inactive one left the style but is kept for the orders that name it. */
export const ItemVariant = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  colourId: Type.Integer(),
  colourName: Type.String(),
  hex: Type.String(),
  size: Type.String(),
  /** Cost per piece in cents, when known. */
  costCents: Type.Union([Type.Integer(), Type.Null()]),
  active: Type.Boolean(),
});
export type ItemVariant = Static<typeof ItemVariant>;
export const ItemVariantList = Type.Array(ItemVariant);

export const ItemDetail = Type.Object({
  ...ItemInput.properties,
  id: Type.Integer(),
  colours: Type.Array(ItemColour),
  sizes: Type.Array(Type.String()),
  /** The garment's title, or null. */
  garment: Type.Union([Type.String(), Type.Null()]),
  /** How many active variants the style has (0 for a service). */
  variantCount: Type.Integer(),
});
export type ItemDetail = Static<typeof ItemDetail>;

/** A row of the 'Artículos' list. */
export const ItemRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  kind: literalUnion(ITEM_KINDS),
  garment: Type.Union([Type.String(), Type.Null()]),
  sizes: Type.Array(Type.String()),
  colours: Type.Array(Type.Object({ name: Type.String(), hex: Type.String() })),
  variantCount: Type.Integer(),
  unit: Type.String(),
  active: Type.Boolean(),
});
export type ItemRow = Static<typeof ItemRow>;

export const ItemListQuery = Type.Object({
  /** Code or description (no case or accents); every word must match. */
  search: Type.Optional(PlainText(100)),
  kind: Type.Optional(literalUnion(ITEM_KINDS)),
  ...PageQuery,
});
export type ItemListQuery = Static<typeof ItemListQuery>;
export const ItemPage = Page(ItemRow);
export type ItemPage = Static<typeof ItemPage>;

/** The 'Nuevo artículo' form. */
export const BLANK_ITEM: ItemInput = {
  code: '',
  description: '',
  kind: 'Estilo',
  clothingId: null,
  satProductKey: '53102700',
  satUnitKey: 'H87',
  unit: 'pieza',
  articleCode: null,
  colours: [],
  sizes: [],
  active: true,
};
