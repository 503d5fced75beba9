import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { APP_DIRS } from '../src/domain/apps';
/** The facade file (its path is also in index.ts, which this test does not load: it pulls in the bundler). */
const ROUTER_FACADE = path.join(__dirname, 'react-router-shared.mjs');

/*
 * The apps share 'react-router' through a facade that lists the browser API (react-router-shared.mjs).
 * A name imported from 'react-router' but missing from that list would be `undefined` at run time, with
 * no build error: this test is the guard.
 */
const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

interface RouterImport {
  file: string;
  specifier: string;
  names: string[];
  namespace: boolean;
}

/** Every value import (and re-export) of a router module in a file. */
function routerImports(file: string): RouterImport[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: RouterImport[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isExport = ts.isExportDeclaration(statement);
    if (!isImport && !isExport) continue;
    const moduleSpecifier = statement.moduleSpecifier;
    if (!moduleSpecifier || !ts.isStringLiteral(moduleSpecifier) || !/^react-router(-dom)?(\/|$)/.test(moduleSpecifier.text)) continue;
    const rel = path.relative(root, file);
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : [];
      const namespace = Boolean(clause.name) || Boolean(bindings && ts.isNamespaceImport(bindings));
      found.push({ file: rel, specifier: moduleSpecifier.text, names, namespace });
    } else {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      const names = clause && ts.isNamedExports(clause) ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : [];
      found.push({ file: rel, specifier: moduleSpecifier.text, names, namespace: !clause || !ts.isNamedExports(clause) });
    }
  }
  return found;
}

function facadeNames(): string[] {
  const text = fs.readFileSync(ROUTER_FACADE, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(text)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

const appSources = () => [...APP_DIRS.map((dir) => path.join(root, dir, 'src')), path.join(root, 'shared/src'), path.join(root, 'shared/test')].flatMap((dir) => sourceFiles(dir));

describe("the shared 'react-router' facade", () => {
  it('lists only names the router really exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const router = require('react-router') as Record<string, unknown>;
    const missing = facadeNames().filter((name) => router[name] === undefined);
    expect(missing).toEqual([]);
    expect(facadeNames().length).toBeGreaterThan(10);
  });

  it('covers every name the apps and shared import from the router', () => {
    const facade = new Set(facadeNames());
    const imports = appSources().flatMap(routerImports);
    expect(imports.length).toBeGreaterThan(5);
    const uncovered = imports.flatMap((i) => i.names.filter((name) => !facade.has(name)).map((name) => `${i.file}: ${name}`));
    expect(uncovered).toEqual([]);
  });

  it("imports the router only as 'react-router' by name (no react-router-dom, subpath or namespace import)", () => {
    const wrong = appSources()
      .flatMap(routerImports)
      .filter((i) => i.specifier !== 'react-router' || i.namespace)
      .map((i) => `${i.file}: ${i.namespace ? 'namespace import of ' : ''}${i.specifier}`);
    expect(wrong).toEqual([]);
  });

  it('catches a name missing from the list (the check can fail)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rr-')), 'X.tsx');
    const deprecated = ['react', 'router', 'dom'].join('-');
    fs.writeFileSync(file, `import { Link, unstable_usePrompt, type To } from 'react-router';\nimport * as R from '${deprecated}';\n`);
    const found = routerImports(file);
    expect(found.map((i) => [i.specifier, i.names, i.namespace])).toEqual([
      ['react-router', ['Link', 'unstable_usePrompt'], false],
      [deprecated, [], true],
    ]);
    expect(found[0]!.names.filter((n) => !facadeNames().includes(n))).toEqual(['unstable_usePrompt']);
  });
});
