import { USER_ROLES } from '../../domain/enums';
import { PERMISSION_LABELS } from './labels';
import { PERMISSION_ACTIONS, PERMISSION_TABLE, type PermissionRule } from './table';

/** Where the generated matrix lives, from the repository's root, and the command that writes it. */
export const PERMISSION_MATRIX_DOC = 'docs/permissions.md';
export const PERMISSION_MATRIX_COMMAND = 'node scripts/permissions-matrix.mjs';

/** One cell: ✔ may, 'own' only their own resources, '—' may not; stage steps are noted under the table. */
function cell(rule: PermissionRule, role: (typeof USER_ROLES)[number]): string {
  if (!rule.roles.includes(role)) return '—';
  return rule.ownOnly?.roles.includes(role) ? 'own' : '✔';
}

/**
 * docs/permissions.md from the permission table (./table.ts): actions × roles. Generated, never edited by
 * hand; shared/src/rules/permissions/matrix-doc.test.ts fails when the file and the table differ.
 */
export function permissionMatrixMarkdown(): string {
  const header = `| Action (label on screen) | Key | ${USER_ROLES.join(' | ')} | Resource |`;
  const rule = `|---|---|${USER_ROLES.map(() => ':-:').join('|')}|---|`;
  const rows = PERMISSION_ACTIONS.map((action) => {
    const r: PermissionRule = PERMISSION_TABLE[action];
    return `| ${PERMISSION_LABELS[action]} | \`${action}\` | ${USER_ROLES.map((role) => cell(r, role)).join(' | ')} | ${r.resource ?? ''} |`;
  });
  const steps = PERMISSION_ACTIONS.flatMap((action) => {
    const r: PermissionRule = PERMISSION_TABLE[action];
    return Object.entries(r.asStageStep ?? {}).map(([stage, step]) => `- \`${action}\` at stage ${stage}: as \`${step}\`.`);
  });
  return [
    '# Permissions: actions × roles',
    '',
    `<!-- Generated from shared/src/rules/permissions/table.ts by \`${PERMISSION_MATRIX_COMMAND}\`. Do not edit by hand. -->`,
    '',
    'Who may do each action (issue 29). ✔: on any resource; **own**: only on their own (the sample or',
    "document's seller); —: refused (403 with the table's Spanish reason). Resource: what the server loads by",
    "the endpoint's `:id` to judge ownership and stage. The server checks each endpoint's declared action",
    'before its handler; the screens ask the same `can()`. Design: docs/decisions/permissions.md.',
    '',
    header,
    rule,
    ...rows,
    '',
    "Stage rules (there the action is the step of the sample's stage, so only that step's roles may):",
    '',
    ...steps,
    '',
  ].join('\n');
}
