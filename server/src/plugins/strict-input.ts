import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasBidiControl, parseDecimal } from '@muestrario/shared/rules';
import { HttpError, MESSAGES } from '../errors';

/**
 * Strict input for every route, whoever registers it (Ajv runs with `coerceTypes: false`):
 * - path and query values are strings (a list for a repeated query key, and for an `array` property); a
 *   property or list item whose schema is `integer` is converted only from a
 *   canonical decimal (`parseDecimal` of shared/rules: `12`, never `0x1F`, `+1`, `1.0`, `1e3`, `01`,
 *   `Infinity`; past 2^53 only when the schema has a maximum),
 *   a `number` only from a plain decimal (the same `parseDecimal`; multipart fields use it too), a `boolean` only from `true`/`false`. Anything else stays a
 *   string and the schema refuses it with 400 (ranges, e.g. the id's INTEGER maximum, are the schema's);
 * - a NUL byte anywhere (path, query, JSON keys or values) → 400 (PostgreSQL cannot store it);
 * - a lone UTF-16 surrogate (`"\ud800"` in JSON, a multipart field sent as UTF-16) in any text, JSON key,
 *   multipart field, field name or file name → 400: it is no character, SQLite would store it as bytes
 *   that read back as U+FFFD and PostgreSQL would keep it, so both refuse it alike;
 * - a non-finite JSON number (`1e309` parses to Infinity) → 400;
 * - a bidirectional control character (U+202E and the rest, `hasBidiControl`) in any text, JSON key,
 *   multipart field or file name → 400 (issue 28): every free text is refused alike, whoever reads it.
 */

/** A lone surrogate (half of a pair): `u` mode reads a well-formed pair as one code point, never as this. */
const LONE_SURROGATE = /\p{Surrogate}/u;
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

type Forbidden = { path: string; kind: 'nul' | 'surrogate' | 'number' | 'bidi' };
type Part = 'params' | 'querystring' | 'body';
const WHERE: Record<Part, string> = { params: 'El segmento de la ruta', querystring: 'El parámetro', body: 'El campo' };

interface PropertySchema {
  type?: string | string[];
  anyOf?: PropertySchema[];
  items?: PropertySchema;
  maximum?: number;
}

function typesOf(schema: PropertySchema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** Converts one raw string by the property's schema; returns it unchanged when it is not canonical. */
export function convertScalar(raw: string, schema: PropertySchema | undefined): unknown {
  const types = typesOf(schema);
  if (types.includes('string')) return raw;
  if (types.includes('integer')) {
    const n = parseDecimal(raw, { integer: true });
    // Past 2^53 a number is no longer exact: only a schema with a maximum (ids) may see it, to answer
    // "debe ser menor o igual a …"; without one it stays text ("debe ser un número entero").
    if (n !== undefined) return Number.isSafeInteger(n) || schema?.maximum !== undefined ? n : raw;
  }
  if (types.includes('number')) return parseDecimal(raw) ?? raw;
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

export function convertStrings(values: unknown, schema: unknown): void {
  if (!values || typeof values !== 'object') return;
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties;
  if (!properties) return;
  const record = values as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    const property = properties[name];
    if (typesOf(property).includes('array')) {
      // A repeated query key arrives as a list, a single one as text: both become a list.
      const list = Array.isArray(value) ? value : [value];
      record[name] = list.map((item) => (typeof item === 'string' ? convertScalar(item, property?.items) : item));
    } else if (typeof value === 'string') {
      record[name] = convertScalar(value, property);
    }
  }
}

/** The dotted path of the first NUL byte, lone surrogate or non-finite number in a value, or undefined. */
export function findForbidden(value: unknown, path: string[] = [], depth = 0): Forbidden | undefined {
  if (typeof value === 'string') return textProblem(value, path.join('.'));
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { path: path.join('.'), kind: 'number' };
  if (!value || typeof value !== 'object' || depth > 200) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const inKey = textProblem(key, [...path, '?'].join('.'));
    if (inKey) return inKey;
    const found = findForbidden(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

function textProblem(text: string, path: string): Forbidden | undefined {
  if (text.includes('\u0000')) return { path, kind: 'nul' };
  if (hasLoneSurrogate(text)) return { path, kind: 'surrogate' };
  return hasBidiControl(text) ? { path, kind: 'bidi' } : undefined;
}

const INVALID_CHARACTERS = 'contiene caracteres no válidos.';
const BIDI_CHARACTERS = 'contiene caracteres de control de dirección del texto (como U+202E), que no se permiten.';

function refuse(part: Part, found: Forbidden): HttpError {
  if (found.kind === 'number') return new HttpError(400, MESSAGES.notFinite);
  const field = found.path && !found.path.includes('?') ? `${WHERE[part]} «${found.path}»` : undefined;
  if (found.kind === 'bidi') return new HttpError(400, field ? `${field} ${BIDI_CHARACTERS}` : `La solicitud ${BIDI_CHARACTERS}`);
  if (found.kind === 'surrogate') return new HttpError(400, field ? `${field} ${INVALID_CHARACTERS}` : `La solicitud ${INVALID_CHARACTERS}`);
  // Same words as a schema pattern that refuses control characters, so both paths answer alike.
  return new HttpError(400, field ? `${field} tiene un formato no válido.` : 'La solicitud contiene caracteres no permitidos.');
}

/**
 * A multipart part's texts (field name, value, file name): no lone surrogate (a part may declare UTF-16)
 * and no bidirectional control;
 * throws a 400. NUL bytes and the rest are the upload's own rules.
 */
export function checkPart(part: Multipart): void {
  const value = part.type === 'field' && typeof part.value === 'string' ? part.value : '';
  const filename = part.type === 'file' ? part.filename : '';
  const all = part.fieldname + value + filename;
  const kind = hasLoneSurrogate(all) ? 'surrogate' : hasBidiControl(all) ? 'bidi' : undefined;
  if (!kind) return;
  if (part.type === 'file') part.file.resume();
  const bad = kind === 'surrogate' ? hasLoneSurrogate : hasBidiControl;
  if (bad(filename)) throw new HttpError(400, `El nombre del archivo ${kind === 'surrogate' ? INVALID_CHARACTERS : BIDI_CHARACTERS}`);
  throw refuse('body', { path: bad(part.fieldname) ? '?' : part.fieldname, kind });
}

async function* checkedParts<P extends Multipart>(parts: AsyncIterable<P>): AsyncGenerator<P> {
  for await (const part of parts) {
    checkPart(part);
    yield part;
  }
}

/**
 * Multipart bodies are read by the handler, part by part (@fastify/multipart): every way of reading them
 * (`parts()`, `file()`, `files()`) hands over only parts whose texts passed `checkPart`.
 */
function checkMultipart(request: FastifyRequest): void {
  const { parts, file, files } = request;
  request.parts = (options) => checkedParts(parts.call(request, options));
  request.files = (options) => checkedParts(files.call(request, options));
  request.file = async (options) => {
    const part = await file.call(request, options);
    if (part) checkPart(part);
    return part;
  };
}

function checkRequest(request: FastifyRequest): void {
  const parts: [Part, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const found = findForbidden(value);
    if (found) throw refuse(part, found);
  }
  if (request.url.includes('\u0000') || /%00/i.test(request.url)) throw new HttpError(400, 'La solicitud contiene caracteres no permitidos.');
  if (request.isMultipart()) checkMultipart(request);
  const schema = request.routeOptions.schema;
  convertStrings(request.params, schema?.params);
  convertStrings(request.query, schema?.querystring);
}

export default fp(
  async (app: FastifyInstance) => {
    // A callback hook (no promise per request: every request passes here).
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        checkRequest(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'strict-input' },
);
