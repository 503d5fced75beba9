import { Type, type Static } from '@sinclair/typebox';

/** Every 4xx/5xx answer of the API: a Spanish, user-facing message. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

/** Calendar date as yyyy-mm-dd. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Colour as #RRGGBB. */
export const HexColor = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });
