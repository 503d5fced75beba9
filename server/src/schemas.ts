import { Type } from '@sinclair/typebox';
import type { ErrorBody } from '@muestrario/shared/contract';

/** Reference to the shared `ErrorBody` schema (registered once with app.addSchema). */
const ErrorRef = Type.Unsafe<ErrorBody>(Type.Ref('ErrorBody'));

/** `{ 401: ErrorBody, 404: ErrorBody, … }` for a route's response schema. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorRef> {
  return Object.fromEntries(codes.map((c) => [c, ErrorRef])) as Record<C, typeof ErrorRef>;
}
