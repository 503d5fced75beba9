import type { ColumnType } from 'kysely';

/*
 * A record of the API (camelCase, booleans) as table columns (snake_case, integers 0/1), both ways, so a
 * table whose columns are a shared schema's fields (clients ← PartnerFields) is typed from that schema.
 */

/** 'zipCode' → 'zip_code', 'phone1' → 'phone1'. */
export type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

type DbValue<T> = T extends boolean ? number : T;

/** The columns of a record: snake_case names, booleans as 0/1. */
export type ColumnsOf<T> = { [K in keyof T & string as SnakeCase<K>]: DbValue<T[K]> };

/** Columns that have a database default may be left out of an insert. */
export type WithDefaults<T, Required extends keyof T = never> = {
  [K in keyof T]: K extends Required ? T[K] : ColumnType<T[K], T[K] | undefined, T[K]>;
};

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** A record (or part of one) as column values. */
export function toColumns<T extends object>(record: T): Partial<ColumnsOf<T>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    out[snakeCase(key)] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return out as Partial<ColumnsOf<T>>;
}

/**
 * The fields named in `template` (the keys of a record type, given as a sample object or list) read back
 * from a row: booleans from 0/1 by the template's value type.
 */
export function fromColumns<T extends object>(row: Record<string, unknown>, template: { [K in keyof T]: 'boolean' | 'value' }): T {
  const out: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(template)) {
    const value = row[snakeCase(key)];
    out[key] = type === 'boolean' ? Number(value) === 1 : value;
  }
  return out as T;
}
