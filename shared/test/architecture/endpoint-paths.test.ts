import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { endpoints } from '../../src/contract/endpoints';
import { APP_DIRS } from '../../src/domain/apps';

/*
 * Every endpoint path is written once, in the endpoint table (shared/src/contract/endpoints). This test
 * reads every string literal and template literal of the packages' source files and fails on one that
 * spells an endpoint of the table (with or without the `/api` base, whatever fills its parameters).
 * Tests are not scanned: an API test states the URL it checks on purpose.
 */
const root = path.resolve(__dirname, '../../..');
const TABLE_DIR = 'shared/src/contract/endpoints/';
const PACKAGES = ['shared', 'server', ...APP_DIRS];


/** Stands for whatever a template literal's `${…}` holds. */
const HOLE = '\u0000';

/** The text of each string and template literal of a source file; `${…}` parts become HOLE. */
function literalsOf(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) out.push(node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join(''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The endpoint paths of the table, each parameter written as one sample value, with and without `/api`. */
const tablePaths = Object.values(endpoints).flatMap((e) => {
  const sample = e.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '7');
  return [sample, `/api${sample}`];
});

/**
 * Whether a literal spells an endpoint path: its text (query left out) where each HOLE may stand for
 * anything, matched whole against the table's paths. A literal without a letter outside its holes
 * (`${a}${b}`, `${url}/`) names nothing.
 */
function spellsEndpoint(literal: string, paths: readonly string[] = tablePaths): string | undefined {
  const text = literal.split('?')[0] ?? '';
  if (!/[A-Za-z]/.test(text.split(HOLE).join('')) || !text.includes('/')) return undefined;
  const pattern = new RegExp(`^${text.split(HOLE).map(escape).join('.+')}$`);
  return paths.find((p) => pattern.test(p));
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') out.push(...sourceFiles(rel));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|test-utils|d)\.tsx?$/.test(entry.name)) {
      out.push(rel);
    }
  }
  return out;
}

describe('endpoint paths are written only in the endpoint table', () => {
  it('recognises an endpoint spelled in a literal, and nothing else', () => {
    const found = (code: string) => literalsOf('x.ts', code).filter((l) => spellsEndpoint(l) !== undefined);
    expect(found("const a = '/auth/login';")).toEqual(['/auth/login']);
    expect(found("const a = '/api/dashboard/samples';")).toEqual(['/api/dashboard/samples']);
    expect(found('const a = `/business/samples/${id}/end-design`;')).toHaveLength(1);
    expect(found('const a = `${sampleKey(id)}/project`;')).toHaveLength(1);
    expect(found('const a = `/business-partner/clients-search?search=${text}`;')).toHaveLength(1);
    // Not endpoints: a screen's route, a prefix, holes only, comments.
    expect(found("const a = '/samples/:id/design'; const b = '/api'; const c = `${a}${b}`; const d = `${a}/`; // '/auth/login'")).toEqual([]);
  });

  it('finds no endpoint path in the source files outside the table', () => {
    const files = PACKAGES.flatMap((pkg) => sourceFiles(`${pkg}/src`)).filter((f) => !f.startsWith(TABLE_DIR));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      literalsOf(file, fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((literal) => spellsEndpoint(literal) !== undefined)
        .map((literal) => `${file}: ${JSON.stringify(literal.split(HOLE).join('${…}'))}`),
    );
    expect(offenders).toEqual([]);
  });
});
