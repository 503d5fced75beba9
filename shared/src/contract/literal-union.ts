import { Type, type TLiteral, type TUnion } from '@sinclair/typebox';

type LiteralValue = string | number;
type Literals<T extends readonly LiteralValue[]> = { [K in keyof T]: TLiteral<T[K]> };

/**
 * A TypeBox union of literals built from one of the domain's `as const` lists, so the list is
 * written once (in `shared/src/domain`) and the schema's static type is exactly its members.
 */
export function literalUnion<const T extends readonly LiteralValue[]>(values: T): TUnion<[...Literals<T>]> {
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<[...Literals<T>]>;
}
