/**
 * JSON Schema draft-07 bounds written the OpenAPI 3.0 way. Routes validate with draft-07 (Ajv), where
 * `exclusiveMinimum: 0` is a number; OpenAPI 3.0 wants `minimum: 0, exclusiveMinimum: true`. Only the
 * document changes: the route schemas (and so validation) stay as they are. Returns a copy.
 */
export function withOpenApi30Bounds<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item: unknown) => withOpenApi30Bounds(item)) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withOpenApi30Bounds(value);
  for (const [exclusive, inclusive] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const bound = out[exclusive];
    if (typeof bound !== 'number') continue;
    const other = out[inclusive];
    // Draft-07 allows both; the tighter one wins. An inclusive bound beyond the exclusive one keeps it.
    const inclusiveWins = typeof other === 'number' && (inclusive === 'minimum' ? other > bound : other < bound);
    if (inclusiveWins) {
      delete out[exclusive];
    } else {
      out[inclusive] = bound;
      out[exclusive] = true;
    }
  }
  return out as T;
}
