import ts from 'typescript';

/*
 * Finds the writes of a sample's `stage` column in a source file (issue 29 item 2: only the lifecycle
 * service changes a stage). What counts as a write:
 * - a property `stage` (or `.set('stage', …)`, or 'stage' in an insert's `.columns([…])`) inside the
 *   arguments of a Kysely `.set(…)`, `.values(…)`, `.doUpdateSet(…)` or `.columns(…)` call (a JSON payload built with
 *   `JSON.stringify({ stage })`, such as an event's, is data, not the column);
 * - in a file that inserts into or updates `samples`, an object property `stage` in a variable's
 *   initializer (values built first, then handed to `.values(rows)`);
 * - raw SQL in a string or template literal: `update samples … set … stage =`, `set stage =`, or an
 *   `insert into samples (… stage …)`.
 */

const WRITE_CALLS = new Set(['set', 'values', 'doUpdateSet', 'columns']);
const SAMPLE_WRITERS = new Set(['insertInto', 'updateTable', 'replaceInto', 'mergeInto']);
const RAW_SQL = [/\bset\s+(?:[^;]*?,\s*)?["`]?stage["`]?\s*=/i, /\binsert\s+into\s+["`]?samples["`]?\s*\([^)]*\bstage\b/i];

const calleeName = (call: ts.CallExpression): string | undefined => (ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : undefined);
/** Whether a call chain (`db.insertInto('samples').columns(…)`) starts with an insert. */
function insertChain(node: ts.Expression): boolean {
  if (ts.isCallExpression(node)) return calleeName(node) === 'insertInto' || calleeName(node) === 'replaceInto' || insertChain(node.expression);
  if (ts.isPropertyAccessExpression(node)) return insertChain(node.expression);
  return false;
}
const isJsonStringify = (node: ts.Node) => ts.isCallExpression(node) && node.expression.getText() === 'JSON.stringify';
const isStageProperty = (node: ts.Node) =>
  (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
  (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
  node.name.text === 'stage';

/** Every `stage` property under `node`, not looking inside `JSON.stringify(…)`. */
function stageProperties(node: ts.Node, out: ts.Node[] = []): ts.Node[] {
  if (isJsonStringify(node)) return out;
  if (isStageProperty(node)) out.push(node);
  ts.forEachChild(node, (child) => void stageProperties(child, out));
  return out;
}

/** 'file:line: what' for each write of the stage column found in the file. */
export function stageWritesIn(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Map<number, string>();
  const at = (node: ts.Node, what: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (!found.has(line)) found.set(line, `${fileName}:${line}: ${what}`);
  };
  let writesSamples = false;
  const initializers: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first] = node.arguments;
      if (name && SAMPLE_WRITERS.has(name) && first && ts.isStringLiteralLike(first) && /^samples(\s|$)/.test(first.text)) writesSamples = true;
      if (name && WRITE_CALLS.has(name)) {
        if (first && ts.isStringLiteralLike(first) && first.text === 'stage') at(node, `.${name}('stage', …)`);
        for (const arg of node.arguments) {
          for (const p of stageProperties(arg)) at(p, `stage in .${name}(…)`);
          if (name === 'columns' && insertChain(node.expression) && ts.isArrayLiteralExpression(arg) && arg.elements.some((e) => ts.isStringLiteralLike(e) && e.text === 'stage')) at(arg, `'stage' in .columns(…)`);
        }
      }
    }
    const text = ts.isStringLiteralLike(node) ? node.text : ts.isTemplateExpression(node) ? node.head.text + node.templateSpans.map((s) => ` ? ${s.literal.text}`).join('') : undefined;
    if (ts.isVariableDeclaration(node) && node.initializer) initializers.push(node.initializer);
    if (text !== undefined && RAW_SQL.some((re) => re.test(text))) at(node, 'raw SQL writing stage');
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (writesSamples) for (const init of initializers) for (const p of stageProperties(init)) at(p, 'stage property in a file that writes samples');
  return [...found.values()];
}
