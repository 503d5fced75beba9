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

/** Largest value of an id column (SQLite INTEGER holds more; PostgreSQL `serial` is a 32-bit integer). */
export const MAX_ID = 2_147_483_647;
/**
 * A row id: an integer from 1 to MAX_ID. In a path or query it must be written as a canonical decimal
 * (`12`; never `012`, `+12`, `12.0`, `0xC`, `1e1`): the server converts only those (Ajv does not coerce).
 * Use it for every id a route accepts, so new routes get the same 400 on SQLite and PostgreSQL.
 */
export const DbId = Type.Integer({ minimum: 1, maximum: MAX_ID });
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
