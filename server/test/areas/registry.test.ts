import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AreaDefinition } from '../../src/modules/area';
import repositories from '../../src/plugins/repositories';
import { discoverAreas, orderAreas } from '../../src/modules/registry';
import { endpoints } from '@muestrario/shared/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';

const MODULES = path.join(__dirname, '../../src/modules');
const moduleFolders = () =>
  readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('areas register themselves (modules/<area>/area.ts)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'areas-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A folder of the fake modules directory, with its files (CommonJS: loaded as the server would). */
  const folder = (name: string, files: Record<string, string>) => {
    mkdirSync(path.join(dir, name));
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, name, file), text);
  };
  const area = (definition: string) => ({ 'area.js': `exports.default = ${definition};` });

  it('finds every folder of modules/, each with its own name', () => {
    expect(discoverAreas().map((a) => a.name).sort()).toEqual(moduleFolders());
  });

  it('refuses by name a folder without area.ts', () => {
    folder('billing', area("{ name: 'billing' }"));
    folder('warehouse', { 'routes.js': 'exports.default = async () => {};' });
    expect(() => discoverAreas(dir)).toThrow(/modules\/warehouse has no area\.ts/);
  });

  it('refuses an area.ts named for another folder or without a default export', () => {
    folder('billing', area("{ name: 'invoices' }"));
    expect(() => discoverAreas(dir)).toThrow(/modules\/billing\/area\.ts must default-export defineArea\(\{ name: 'billing'/);
    rmSync(path.join(dir, 'billing'), { recursive: true });
    folder('stock', { 'area.js': 'exports.name = "stock";' });
    expect(() => discoverAreas(dir)).toThrow(/modules\/stock\/area\.ts must default-export/);
  });

  it('orders areas by name, each after those it names in `after`', () => {
    const names = (areas: AreaDefinition[]) => orderAreas(areas).map((a) => a.name);
    expect(names([{ name: 'c' }, { name: 'a', after: ['c'] }, { name: 'b' }])).toEqual(['c', 'a', 'b']);
    expect(names([{ name: 'b', after: ['a'] }, { name: 'a' }])).toEqual(['a', 'b']);
    expect(() => orderAreas([{ name: 'a', after: ['zeta'] }])).toThrow("Area a comes after 'zeta', which does not exist.");
    expect(() => orderAreas([{ name: 'a', after: ['b'] }, { name: 'b', after: ['a'] }])).toThrow('a → b → a');
  });

  it('registers the approvals plugin after the lifecycle one it needs', () => {
    const order = discoverAreas().map((a) => a.name);
    expect(order.indexOf('approvals')).toBeGreaterThan(order.indexOf('lifecycle'));
  });
});

describe('the repositories plugin', () => {
  it("builds each area's repositories after those of the areas it names in `after`, and refuses one name twice", async () => {
    const build = async (areas: AreaDefinition[]) => {
      const app = Fastify();
      await app.register(fp(async (instance) => void instance.decorate('db', {} as FastifyInstance['db']), { name: 'database' }));
      await app.register(repositories, { areas: orderAreas(areas) });
      await app.ready();
      return app as unknown as Record<string, unknown> & { close(): Promise<unknown> };
    };
    const app = await build([
      { name: 'sales', after: ['stock'], repositories: (_db, instance) => ({ sales: { stock: (instance as unknown as Record<string, unknown>).stock } }) },
      { name: 'stock', repositories: () => ({ stock: { kind: 'stock' } }) },
    ]);
    expect(app.sales).toEqual({ stock: { kind: 'stock' } });
    await app.close();
    await expect(build([{ name: 'a', repositories: () => ({ rows: {} }) }, { name: 'b', repositories: () => ({ rows: {} }) }])).rejects.toThrow(
      'Areas a and b both declare the repository app.rows.',
    );
  });
});

describe.each(testDatabases)('the app built from the areas (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('decorates the app with every repository an area declares', () => {
    const app = t.app as unknown as Record<string, unknown>;
    for (const area of discoverAreas()) {
      for (const [key, repository] of Object.entries(area.repositories?.(t.app.db, t.app) ?? {})) {
        expect([area.name, key, app[key]?.constructor]).toEqual([area.name, key, repository.constructor]);
      }
    }
  });

  it('serves every endpoint of the contract table from the areas\' routes', () => {
    const served = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const missing = Object.values(endpoints).filter((e) => !served.has(`${e.method} /api${e.path}`));
    expect(missing.map((e) => e.operationId)).toEqual([]);
  });
});
