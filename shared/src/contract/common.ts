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

/** A database id: a positive 32-bit integer (PostgreSQL `serial`), so larger numbers are a 400, not a driver error. */
export const DbId = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: DbId });
export type IdParams = Static<typeof IdParams>;

/** Calendar date as yyyy-mm-dd. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Colour as #RRGGBB. */
export const HexColor = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });

/** Free text without NUL characters (PostgreSQL cannot store them): `maxLength` and an optional `minLength`. */
export const PlainText = (maxLength: number, minLength?: number) =>
  Type.String({ maxLength, ...(minLength ? { minLength } : {}), pattern: '^[^\\u0000]*$' });
/** Like PlainText, but must hold at least one non-space character. */
export const NonBlankText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^\\s*[^\\s\\u0000][^\\u0000]*$' });
