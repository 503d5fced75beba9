import fs from 'node:fs';
import path from 'node:path';
import { PERMISSION_MATRIX_COMMAND, PERMISSION_MATRIX_DOC, permissionMatrixMarkdown } from './matrix';
import { PERMISSION_ACTIONS } from './table';

const root = path.resolve(__dirname, '../../../..');

describe('docs/permissions.md', () => {
  it(`is the permission table (regenerate it with \`${PERMISSION_MATRIX_COMMAND}\`)`, () => {
    const file = path.join(root, PERMISSION_MATRIX_DOC);
    const written = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(missing)';
    // On a difference: run `node scripts/permissions-matrix.mjs` and commit docs/permissions.md.
    expect(written).toBe(permissionMatrixMarkdown());
  });

  it('lists every action once', () => {
    const markdown = permissionMatrixMarkdown();
    for (const action of PERMISSION_ACTIONS) expect(markdown.split(`| \`${action}\` |`).length).toBe(2);
  });
});
