import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Browser bundles carry no schema and no TypeBox (shared/src/contract/endpoint.ts): they use a group's
 * addresses, and the bundler drops its details only when the whole `defineEndpoints(…)` call is pure —
 * annotated, with every TypeBox call in its arguments annotated too (webpack keeps a "pure" call whose
 * arguments may have effects, and with it every schema it names and all of TypeBox: ~10 kB compressed
 * on the sign-in page and more on every page, issue 20's bundle growth). And the module every bundle
 * needs, endpoint.ts, imports TypeBox for types only.
 */
const dir = path.resolve(__dirname, '../../src/contract');
const TABLE = path.join(dir, 'endpoints');


/** `file:line call` of each call in the file that must be annotated and is not. */
function unannotatedCalls(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      if ((callee.startsWith('Type.') || callee === 'defineEndpoints') && !code.slice(node.pos, node.getStart(source)).includes('/*#__PURE__*/')) {
        out.push(`${path.basename(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${callee}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * `file:line` of each spread inside a `defineEndpoints(…)` call: webpack never takes a spread for pure
 * (`[...WRITE_ERRORS, 413]` kept the decoration table, its schemas and TypeBox in the review and editor
 * bundles, issue 34), so the table writes its lists out.
 */
function impureModuleCode(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      if (callee !== 'defineRoutes' && !code.slice(node.pos, node.getStart(source)).includes('/*#__PURE__*/')) {
        out.push(`${path.basename(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${callee}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function spreadsInTables(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node, inTable: boolean): void => {
    const table = inTable || (ts.isCallExpression(node) && node.expression.getText(source) === 'defineEndpoints');
    if (table && (ts.isSpreadElement(node) || ts.isSpreadAssignment(node))) {
      out.push(`${path.basename(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${node.getText(source)}`);
    }
    ts.forEachChild(node, (child) => visit(child, table));
  };
  visit(source, false);
  return out;
}

describe('browser bundles stay free of schemas', () => {
  it('every defineEndpoints call of the table, and every TypeBox call in the table, is annotated /*#__PURE__*/', () => {
    const files = fs.readdirSync(TABLE).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    expect(files.length).toBeGreaterThanOrEqual(7);
    expect(files.flatMap((f) => unannotatedCalls(path.join(TABLE, f)))).toEqual([]);
  });

  it('no defineEndpoints call of the table spreads a list or an object (webpack would keep it)', () => {
    const files = fs.readdirSync(TABLE).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    expect(files.flatMap((f) => spreadsInTables(path.join(TABLE, f)))).toEqual([]);
  });

  it('no module-level call of the table is left unannotated but defineRoutes (`SIZES.map(…)` kept TypeBox, issue 34)', () => {
    const files = fs.readdirSync(TABLE).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    expect(files.flatMap((f) => impureModuleCode(path.join(TABLE, f)))).toEqual([]);
  });

  it('endpoint.ts imports TypeBox for its types only', () => {
    const code = fs.readFileSync(path.join(dir, 'endpoint.ts'), 'utf8');
    const imports = [...code.matchAll(/^import (type )?[^;]*from '@sinclair\/typebox[^']*';/gm)];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((m) => !m[1]).map((m) => m[0])).toEqual([]);
  });
});
