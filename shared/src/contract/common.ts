import { Type, type Static } from '@sinclair/typebox';

/** Every 4xx/5xx answer of the API: a Spanish, user-facing message. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(Type.String()),
    /** Names of the body fields that broke a rule (e.g. a new sample's 400). */
    fields: Type.Optional(Type.Array(Type.String())),
    /** Everything in the way, one Spanish line each (a CFDI's pre-flight list or its schema errors). */
    problems: Type.Optional(Type.Array(Type.String())),
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

/**
 * A real calendar date as yyyy-mm-dd (issue 28): months 01–12, days within the month, 29 February only in
 * leap years (Gregorian: every 4th year, not centuries unless divisible by 400). '2026-13-01' and
 * '2026-02-30' are refused by the schema (400) like any other malformed value.
 */
export const CALENDAR_DATE_PATTERN =
  '^(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$';
export const IsoDate = Type.String({ pattern: CALENDAR_DATE_PATTERN });
/** Colour as #RRGGBB. */
export const HexColor = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });

/** Free text without NUL characters (PostgreSQL cannot store them): `maxLength` and an optional `minLength`. */
export const PlainText = (maxLength: number, minLength?: number) =>
  Type.String({ maxLength, ...(minLength ? { minLength } : {}), pattern: '^[^\\u0000]*$' });
/** Like PlainText, but must hold at least one non-space character. */
export const NonBlankText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^\\s*[^\\s\\u0000][^\\u0000]*$' });
