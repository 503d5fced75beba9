import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * The lint run (part of `npm test`) is what keeps the architecture's arrows pointing down. These
 * cases lint code as if it were written at a given path and check that the boundary rule rejects it,
 * and that the allowed imports stay allowed.
 */
const root = path.resolve(__dirname, '../../..');

// ESLint loads its flat config with a dynamic import, which Jest's module system cannot run: lint in
// one plain Node child process, with the repo's own config, exactly as `npm test`'s lint step does.
const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const rules = new Set(['no-restricted-imports', 'no-restricted-globals']);
const out = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.filter((m) => rules.has(m.ruleId)).map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

type Case = [name: string, filePath: string, code: string];

function lintAll(cases: Case[]): string[][] {
  const arg = JSON.stringify(cases.map(([, filePath, code]) => ({ filePath: path.join(root, filePath), code })));
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, arg], { cwd: root, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`eslint failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as string[][];
}

describe('architecture boundaries (eslint)', () => {
  const rejected: Case[] = [
    ['a remote importing another remote by path', 'remote-samples/src/features/x/X.tsx', "import { x } from '../../../../remote-editor/src/routes';\nexport const y = x;\n"],
    ['a remote importing another remote by name', 'remote-editor/src/features/x/X.tsx', "import { x } from '@muestrario/remote-backoffice/src/routes';\nexport const y = x;\n"],
    ['a remote importing the host', 'remote-backoffice/src/features/x/X.tsx', "import { x } from '../../../../host/src/app/routes';\nexport const y = x;\n"],
    ['the host importing a remote', 'host/src/app/x.ts', "import { x } from '../../../remote-samples/src/routes';\nexport const y = x;\n"],
    ['shared importing the host', 'shared/src/ui/x.tsx', "import { x } from '../../../host/src/app/routes';\nexport const y = x;\n"],
    ['the server importing the UI kit', 'server/src/modules/x/routes.ts', "import { x } from '@muestrario/shared/ui';\nexport const y = x;\n"],
    ['the server importing the API client', 'server/src/modules/x/routes.ts', "import { x } from '@muestrario/shared/api';\nexport const y = x;\n"],
    ['React in shared/src/rules', 'shared/src/rules/x.ts', "import { useState } from 'react';\nexport const y = useState;\n"],
    ['React in shared/src/contract', 'shared/src/contract/x.ts', "import { createElement } from 'react';\nexport const y = createElement;\n"],
    ['the DOM in shared/src/domain', 'shared/src/domain/x.ts', 'export const width = () => window.innerWidth;\n'],
    ['React in the editor model', 'remote-editor/src/model/x.ts', "import { useReducer } from 'react';\nexport const y = useReducer;\n"],
    ['the DOM in the editor model', 'remote-editor/src/model/x.ts', "export const el = () => document.createElement('div');\n"],
  ];
  const allowed: Case[] = [
    ['a remote importing shared', 'remote-samples/src/features/x/X.tsx', "import { paths } from '@muestrario/shared/routes';\nexport const y = paths;\n"],
    ['the host importing shared', 'host/src/app/x.ts', "import { REMOTES } from '@muestrario/shared/domain';\nexport const y = REMOTES;\n"],
    ['the server importing the contract', 'server/src/modules/x/routes.ts', "import { Logo } from '@muestrario/shared/contract';\nexport const y = Logo;\n"],
    ['the server importing rules and domain', 'server/src/modules/x/routes.ts', "import { x } from '@muestrario/shared/rules';\nimport { z } from '@muestrario/shared/domain';\nexport const y = [x, z];\n"],
    ['the server importing route paths', 'server/src/plugins/x.ts', "import { paths } from '@muestrario/shared/routes';\nexport const y = paths;\n"],
    ['rules importing domain', 'shared/src/rules/x.ts', "import { TAX_RATE } from '../domain/constants';\nexport const y = TAX_RATE;\n"],
  ];
  let results: string[][] = [];
  beforeAll(() => {
    results = lintAll([...rejected, ...allowed]);
  });

  it.each(rejected.map((c, i) => [c[0], i] as const))('rejects %s', (_name, i) => {
    expect(results[i]).not.toHaveLength(0);
  });

  it.each(allowed.map((c, i) => [c[0], rejected.length + i] as const))('allows %s', (_name, i) => {
    expect(results[i]).toEqual([]);
  });
});
