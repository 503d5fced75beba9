import { Type, type Static } from '@sinclair/typebox';

/** GET /business/sample-clothing row. `image` is a file name under the assets base. */
export const ClothingItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
});
export type ClothingItem = Static<typeof ClothingItem>;
export const ClothingList = Type.Array(ClothingItem);

/** Print area inside a view, in percent of the view image (0–100). */
export const Area = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  areaLeft: Type.Number(),
  areaTop: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
});
export type Area = Static<typeof Area>;

/** Garment view. `width` is the real width of the view in cm. */
export const Position = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  width: Type.Number(),
  areas: Type.Array(Area),
});
export type Position = Static<typeof Position>;

export const CurrentClothing = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  positions: Type.Array(Position),
});
export type CurrentClothing = Static<typeof CurrentClothing>;
