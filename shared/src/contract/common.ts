import { Type, type Static } from '@sinclair/typebox';

/** Every 4xx/5xx answer of the API: a Spanish, user-facing message. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(Type.String()),
    /** Names of the body fields that broke a rule (e.g. a new sample's 400). */
    fields: Type.Optional(Type.Array(Type.String())),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** A row id: a positive 32-bit integer (PostgreSQL `serial`), so a huge id is a 400, not a database error. */
export const ID_MAX = 2_147_483_647;
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX }) });
export type IdParams = Static<typeof IdParams>;

/** Calendar date as yyyy-mm-dd. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Colour as #RRGGBB. */
export const HexColor = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });

/** Text that a database can store: any characters except NUL (PostgreSQL refuses it in text). */
export const StoredText = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ ...options, pattern: '^[^\\u0000]*$' });
