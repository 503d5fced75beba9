import { endpoints } from '@muestrario/shared/contract';
import { withOpenApi30Bounds } from '../../src/plugins/openapi-30';
import { createTestApp, type TestApp } from '../helpers/app';

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type Document = { openapi: string; servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** `METHOD /path` of every operation in the document, paths back in Fastify's `:name` style. */
const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`, op })),
  );

describe('the OpenAPI document (/api/docs/json)', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.0 with a server', () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('gives every operation a unique operationId', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(20);
    const missing = ops.filter(({ op }) => !op.operationId).map(({ name }) => name);
    expect(missing).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds every endpoint of the table under its operationId, method and path', () => {
    const byId = new Map(operations(doc).map(({ name, op }) => [op.operationId, name]));
    for (const e of Object.values(endpoints)) expect([e.operationId, byId.get(e.operationId)]).toEqual([e.operationId, `${e.method} /api${e.path}`]);
  });

  it('writes exclusive bounds the OpenAPI 3.0 way (a boolean beside minimum/maximum)', () => {
    const bounds: unknown[] = [];
    JSON.stringify(doc, (key, value: unknown) => {
      if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') bounds.push(value);
      return value;
    });
    expect(bounds.length).toBeGreaterThan(0);
    expect(bounds.every((b) => typeof b === 'boolean')).toBe(true);
  });
});

describe('withOpenApi30Bounds', () => {
  it('turns a numeric exclusive bound into minimum/maximum plus true, leaving the input as it was', () => {
    const schema = { type: 'object', properties: { h: { type: 'number', exclusiveMinimum: 0, maximum: 500 }, w: { exclusiveMaximum: 9 } } };
    const before = JSON.stringify(schema);
    expect(withOpenApi30Bounds(schema)).toEqual({
      type: 'object',
      properties: { h: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 500 }, w: { maximum: 9, exclusiveMaximum: true } },
    });
    expect(JSON.stringify(schema)).toBe(before);
  });

  it('keeps the tighter bound when both are given', () => {
    expect(withOpenApi30Bounds({ minimum: 5, exclusiveMinimum: 0 })).toEqual({ minimum: 5 });
    expect(withOpenApi30Bounds({ minimum: 0, exclusiveMinimum: 0 })).toEqual({ minimum: 0, exclusiveMinimum: true });
    expect(withOpenApi30Bounds({ maximum: 3, exclusiveMaximum: 10 })).toEqual({ maximum: 3 });
  });

  it('leaves boolean bounds, arrays and other values alone', () => {
    const doc = { a: [{ minimum: 1, exclusiveMinimum: true }], b: null, c: 'x' };
    expect(withOpenApi30Bounds(doc)).toEqual(doc);
  });
});
