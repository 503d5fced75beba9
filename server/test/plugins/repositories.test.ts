import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/app';

const MODULES_DIR = path.join(__dirname, '../../src/modules');
const REPOSITORIES = ['users', 'sessions', 'samples', 'clients', 'clothing', 'logos', 'renders', 'pantones', 'files', 'loginThrottle', 'design', 'texts', 'partners', 'sales', 'salesDocuments', 'documents', 'articles'] as const;

describe('repositories are app decorators (no database specifics: SQLite only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('registers each repository on the app', () => {
    for (const name of REPOSITORIES) expect([name, t.app.hasDecorator(name)]).toEqual([name, true]);
  });

  it('no route file builds a repository or queries the database itself', () => {
    const routeFiles = fs
      .readdirSync(MODULES_DIR)
      .map((module) => path.join(MODULES_DIR, module, 'routes.ts'))
      .filter((file) => fs.existsSync(file));
    expect(routeFiles.length).toBeGreaterThanOrEqual(10);
    for (const file of routeFiles) {
      const source = fs.readFileSync(file, 'utf8');
      const offending = /\bapp\.db\b|\bnew \w+Repository\(|\bkysely\b/.exec(source)?.[0] ?? null;
      expect([path.relative(MODULES_DIR, file), offending]).toEqual([path.relative(MODULES_DIR, file), null]);
    }
  });
});
