import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ErrorBody } from '@muestrario/shared/contract';
import { createTestApp, STAFF, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/builders';
import type { Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

/**
 * Every registered API route (collected by the app's onRoute hook, so routes added later are covered
 * without touching this file) × hostile ids, query strings and bodies. Any 500 fails; every answer is
 * Spanish JSON `{message}` with the security headers and never echoes the request.
 */

/** Not canonical decimal integers, or outside an INTEGER column's range: always 400 for an id segment. */
const BAD_IDS = [
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '1e309',
  '1e3',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x1F',
  '0b1',
  '0o7',
  '+1',
  '1.0',
  '01',
  ' 1',
  '-1',
  '0',
  'abc',
  '%00',
  '1%00',
  '%zz',
  'true',
];

/** Other path segments (file keys, names): never a 500, never an echo. */
const BAD_SEGMENTS = ['%00', '..%2F..%2Fetc%2Fpasswd', '%zz', 'a'.repeat(400), '%E2%80%AE', '1e309'];

const BAD_QUERIES = [
  'search=%00',
  'search=a%00b',
  'search=a&search=b',
  'search[]=a',
  'search=' + 'x'.repeat(5000),
  'download=%00',
  'download=1e309',
  'color=%00',
  'id=1e309',
  'page=-Infinity',
  'search=%zz',
];

/** Raw JSON bodies: wrong types, arrays, null, NUL bytes, non-finite numbers, extra fields. */
const BAD_BODIES = [
  '{"username":["demo"],"password":["demo1234"]}',
  '{"username":null,"password":null}',
  '{"username":"a\\u0000b","password":"x"}',
  '{"username":"a","password":"b\\u0000"}',
  '{"username":123,"password":456}',
  '{"username":{"$ne":""},"password":{"$ne":""}}',
  '{"username":true,"password":false}',
  '{"username":"a","password":"b","extra":1}',
  '{"\\u0000":"x"}',
  '{"id":1e309,"sampleId":-1e309,"stage":1e309}',
  '{"id":"1","sampleId":"0x1F","stage":"+1"}',
  '{"sampleName":"\\u0000","clientCode":"\\u0000","notes":"\\u0000"}',
  '[]',
  '[{"username":"demo","password":"demo1234"}]',
  'null',
  '"texto"',
  '1e309',
  '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
];


interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  /** OpenAPI 3.0's way of saying a schema also takes null. */
  nullable?: boolean;
  minimum?: number;
  minItems?: number;
}

/** A plausible value for a JSON schema (required properties only), to get past validation where it can. */
function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return exampleOf(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name], depth + 1)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      return 'x';
    default:
      return null;
  }
}

/** Every JSON request body the OpenAPI document describes, with its route. */
function jsonBodies(spec: { paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }) {
  const bodies: { method: string; url: string; schema: JsonSchema }[] = [];
  for (const [openApiPath, operations] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (schema) bodies.push({ method: method.toUpperCase(), url: openApiPath.replace(/\{[^}]+\}/g, '1'), schema });
    }
  }
  return bodies;
}

function expectCleanError(res: LightMyRequestResponse, context: string, forbiddenEcho?: string) {
  const where = `${context} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect({ where, status: res.statusCode < 500 }).toEqual({ where, status: true });
  if (res.statusCode < 400) return;
  expect({ where, type: String(res.headers['content-type']) }).toEqual({ where, type: expect.stringMatching(/^application\/json/) });
  const body = res.json() as Record<string, unknown>;
  expect({ where, message: typeof body.message }).toEqual({ where, message: 'string' });
  // Only what the shared ErrorBody declares (message, and optional extras such as code).
  expect({ where, keys: Object.keys(body).filter((k) => !(k in ErrorBody.properties)) }).toEqual({ where, keys: [] });
  expect({ where, nosniff: res.headers['x-content-type-options'] }).toEqual({ where, nosniff: 'nosniff' });
  expect({ where, csp: typeof res.headers['content-security-policy'] }).toEqual({ where, csp: 'string' });
  if (forbiddenEcho && forbiddenEcho.length > 3) expect({ where, echo: res.body.includes(forbiddenEcho) }).toEqual({ where, echo: false });
}

// Every route × every hostile value: a long loop on a shared, busy machine (the loops get longer as routes are added).
describe.each(testDatabases)('hostile inputs on every route (%s)', (kind) => {
  let t: TestApp;
  let admin: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // An admin, whom the permission table lets through every route: the hostile values reach validation and
    // the handlers (a refused role is answered 403 before its input is read; server/test/permissions).
    admin = (await buildUser(t.app, { ...STAFF, role: 'admin' })).as;
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS');

  const send = (opts: InjectOptions & { headers?: Record<string, string> }) => admin.inject(opts);

  const fill = (url: string, name: string, value: string) =>
    url.replace(/:([A-Za-z0-9_]+)/g, (_m, param: string) => (param === name ? value : '1')).replace(/\*$/, 'x');

  it('has routes with id segments to attack (sanity)', () => {
    expect(apiRoutes().some((r) => /:id\b|Id\b/.test(r.url))).toBe(true);
  });

  it('answers 400 for every non-canonical or out-of-range id, on every route with an id segment', async () => {
    for (const route of apiRoutes()) {
      const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
      for (const param of params.filter((p) => p === 'id' || /Id$/.test(p))) {
        for (const bad of BAD_IDS) {
          const url = fill(route.url, param, bad);
          const res = await send({ method: route.method as InjectOptions['method'], url, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });
          expectCleanError(res, `${route.method} ${url}`, decodeURIComponent(bad.replace(/%(?![0-9A-F]{2})/gi, '%25')));
          expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        }
      }
    }
  }, 120_000);

  it('never answers 500 to hostile values in any other path segment', async () => {
    for (const route of apiRoutes()) {
      const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
      for (const param of params.filter((p) => p !== 'id' && !/Id$/.test(p))) {
        for (const bad of BAD_SEGMENTS) {
          const url = fill(route.url, param, bad);
          const res = await send({ method: route.method as InjectOptions['method'], url });
          expectCleanError(res, `${route.method} ${url}`);
          expect({ url, status: res.statusCode, expected: [400, 404].includes(res.statusCode) }).toMatchObject({ url, expected: true });
        }
      }
    }
  });

  it('never answers 500 to hostile query strings, and refuses NUL bytes with 400', async () => {
    for (const route of apiRoutes().filter((r) => r.method === 'GET')) {
      const base = fill(route.url, '', '1');
      for (const query of BAD_QUERIES) {
        const url = `${base}?${query}`;
        const res = await send({ method: 'GET', url });
        expectCleanError(res, `GET ${url}`);
        if (query.includes('%00')) expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      }
    }
  }, 120_000);

  it('never answers 500 to hostile JSON bodies; NUL bytes, arrays for strings and null are 400', async () => {
    for (const route of apiRoutes().filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url !== '/api/auth/logout')) {
      const url = fill(route.url, '', '1');
      for (const payload of BAD_BODIES) {
        const res = await send({ method: route.method as InjectOptions['method'], url, headers: { 'content-type': 'application/json' }, payload });
        expectCleanError(res, `${route.method} ${url} ${payload.slice(0, 60)}`);
        const expected = [400, 404, 413, 415].includes(res.statusCode);
        expect({ url, payload: payload.slice(0, 60), status: res.statusCode, expected }).toMatchObject({ url, expected: true });
      }
    }
  }, 120_000);

  it('refuses the coercions an attacker tried on the login body (strings stay strings)', async () => {
    const cases: [string, string][] = [
      ['{"username":["vendedora"],"password":["secreto-123"]}', 'El campo «username» debe ser texto.'],
      ['{"username":"vendedora","password":null}', 'El campo «password» debe ser texto.'],
      ['{"username":"vendedora","password":["secreto-123"]}', 'El campo «password» debe ser texto.'],
      ['{"username":"a\\u0000b","password":"x"}', 'El campo «username» tiene un formato no válido.'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({ payload, status: 400, body: { message } });
    }
    // The same person with real strings still signs in.
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: STAFF.username, password: STAFF.password } });
    expect(ok.statusCode).toBe(200);
  });

  it('gives the same 404 for a canonical id that does not exist, and the largest INTEGER id is still valid', async () => {
    for (const id of ['999999', '2147483647']) {
      const res = await send({ method: 'GET', url: `/api/business/samples/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'La muestra no existe.' });
    }
  });

  it('answers a bad %-encoding through the app’s handler: Spanish JSON, security headers, no echo', async () => {
    for (const url of ['/api/business/samples/%zz', '/api/no-existe/%E0%A4%A', '/%zz']) {
      const res = await send({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'La dirección solicitada no es válida.' });
      expect(res.body).not.toContain('%zz');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('never answers 500 when one field of an otherwise plausible body is hostile (ids out of range, NUL, wrong types)', async () => {
    const bodies = jsonBodies(t.app.swagger() as Parameters<typeof jsonBodies>[0]).filter((b) => b.url !== '/api/auth/logout');
    expect(bodies.length).toBeGreaterThan(0);
    for (const { method, url, schema } of bodies) {
      const base = exampleOf(schema) as Record<string, unknown>;
      const variants: [string, unknown][] = [['example', base]];
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const types = [property.type, ...(property.anyOf ?? []).map((a) => a.type)].flat();
        if (types.includes('integer') || types.includes('number')) {
          for (const bad of [2147483648, 2 ** 63, -1, 0, 1.5]) variants.push([`${name}=${bad}`, { ...base, [name]: bad }]);
          variants.push([`${name}="1"`, { ...base, [name]: '1' }]);
        }
        if (types.includes('string')) {
          variants.push([`${name}=NUL`, { ...base, [name]: 'a\u0000b' }]);
          variants.push([`${name}=[]`, { ...base, [name]: ['x'] }]);
          // A field whose schema takes null (a PATCH that clears it: a text's thread) is not hostile with null.
          const takesNull = types.includes('null') || property.nullable === true || (property.anyOf ?? []).some((a) => a.nullable === true);
          if (!takesNull) variants.push([`${name}=null`, { ...base, [name]: null }]);
        }
      }
      for (const [label, payload] of variants) {
        const res = await send({ method: method as InjectOptions['method'], url, payload: payload as Record<string, unknown> });
        expectCleanError(res, `${method} ${url} ${label}`);
        if (label.endsWith('=NUL') || label.endsWith('=[]') || label.endsWith('=null')) {
          expect({ url, label, status: res.statusCode }).toEqual({ url, label, status: 400 });
        }
      }
    }
  }, 120_000);
});
