import { Type, type Static } from '@sinclair/typebox';

/** GET /health: the server is up. */
export const Health = Type.Object({ status: Type.Literal('ok') });
export type Health = Static<typeof Health>;
