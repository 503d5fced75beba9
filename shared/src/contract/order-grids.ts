import { Type, type Static } from '@sinclair/typebox';
import { FontSchema } from './design';
import { DbId } from './common';
import { GRID_MAX_CELL } from '../rules/production/grid';
import { NAME_LIST_MAX_BYTES } from '../rules/production/name-list';

/*
 * A sales order line's size grid and name list (issue 30 item 2; docs/decisions/production.md
 * 'Order lines with a grid'). The line names a style and an authorised sample; its quantity is the grid's
 * total; the name list is sent as the text pasted or uploaded and checked on the server with the same
 * rules the screen runs (shared/src/rules/production).
 */

/** `line`: the line's number on the order as the screen shows it (1, 2, 3…). */
export const OrderLineParams = Type.Object({ id: DbId, line: DbId });
export type OrderLineParams = Static<typeof OrderLineParams>;

const Name = Type.String({ maxLength: 60 });

export const OrderLineGridInput = Type.Object(
  {
    styleId: DbId,
    sampleId: DbId,
    colours: Type.Array(Name, { maxItems: 60 }),
    sizes: Type.Array(Name, { maxItems: 40 }),
    quantities: Type.Array(Type.Array(Type.Integer({ minimum: 0, maximum: GRID_MAX_CELL }), { maxItems: 40 }), { maxItems: 60 }),
    /** The name list as pasted or uploaded (tab, comma or semicolon separated); '' for none. */
    nameList: Type.String({ maxLength: NAME_LIST_MAX_BYTES }),
  },
  { additionalProperties: false },
);
export type OrderLineGridInput = Static<typeof OrderLineGridInput>;

export const OrderLineName = Type.Object({
  row: Type.Integer(),
  name: Type.String(),
  size: Type.String(),
  colour: Type.String(),
  /** The text decoration it fills (its label), '' when the sample has none. */
  text: Type.String(),
});
export type OrderLineName = Static<typeof OrderLineName>;

export const OrderLineGrid = Type.Object({
  /** The line's number on the order (1, 2, 3…). */
  line: Type.Integer(),
  styleId: Type.Integer(),
  styleCode: Type.String(),
  styleDescription: Type.String(),
  sampleId: Type.Integer(),
  sampleName: Type.String(),
  colours: Type.Array(Type.String()),
  sizes: Type.Array(Type.String()),
  quantities: Type.Array(Type.Array(Type.Integer())),
  total: Type.Integer(),
  names: Type.Array(OrderLineName),
  /** The list as text again (tab separated, with a header), for the paste area. */
  nameListText: Type.String(),
});
export type OrderLineGrid = Static<typeof OrderLineGrid>;
export const OrderLineGridList = Type.Array(OrderLineGrid);

/** A sample text a name may fill (what `nameTextBoxes` needs). */
export const GridSampleText = Type.Object({
  textId: Type.Integer(),
  text: Type.String(),
  font: FontSchema,
  widthCm: Type.Number(),
  heightCm: Type.Number(),
  view: Type.String(),
});

/** An authorised sample an order line may reproduce, with its texts. */
export const GridSample = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  clientId: Type.Integer(),
  texts: Type.Array(GridSampleText),
});
export type GridSample = Static<typeof GridSample>;
export const GridSampleList = Type.Array(GridSample);

export const GridSampleQuery = Type.Object({ clientId: Type.Optional(DbId) }, { additionalProperties: false });
export type GridSampleQuery = Static<typeof GridSampleQuery>;
