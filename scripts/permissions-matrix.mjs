// node scripts/permissions-matrix.mjs: writes docs/permissions.md (actions × roles) from the permission
// table (shared/src/rules/permissions/table.ts). shared/src/rules/permissions/matrix-doc.test.ts fails
// when the file and the table differ.
import path from 'node:path';
import { ensureInstalled, root, run, tsxBin } from './lib/workspace.mjs';

await ensureInstalled();
const [node, tsx] = tsxBin();
const code = `
  import fs from 'node:fs';
  import { permissionMatrixMarkdown, PERMISSION_MATRIX_DOC } from ${JSON.stringify(path.join(root, 'shared/src/rules/permissions/matrix.ts'))};
  fs.writeFileSync(${JSON.stringify(root)} + '/' + PERMISSION_MATRIX_DOC, permissionMatrixMarkdown());
  console.log('✔ ' + PERMISSION_MATRIX_DOC);
`;
process.exit(await run(node, [tsx, '--eval', code]));
