import { Type, type Static } from '@sinclair/typebox';
import { ROSTER_FILE_FORMATS } from '../domain/programs-roster-import';
import { literalUnion } from './literal-union';

/** GET …/roster-template: which file. */
export const RosterTemplateQuery = Type.Object({ format: literalUnion(ROSTER_FILE_FORMATS) }, { additionalProperties: false });
export type RosterTemplateQuery = Static<typeof RosterTemplateQuery>;

export const RosterImportIssueSchema = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  column: Type.Union([Type.String(), Type.Null()]),
  severity: literalUnion(['error', 'warning'] as const),
  message: Type.String(),
});

/** POST …/roster-import: what the file does (preview) or did (apply); see RosterImportResult in shared/domain. */
export const RosterImportResultSchema = Type.Object({
  mode: literalUnion(['preview', 'apply'] as const),
  format: literalUnion(ROSTER_FILE_FORMATS),
  rows: Type.Integer({ minimum: 0 }),
  counts: Type.Object({
    new: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    unchanged: Type.Integer({ minimum: 0 }),
    errors: Type.Integer({ minimum: 0 }),
    warnings: Type.Integer({ minimum: 0 }),
  }),
  issues: Type.Array(RosterImportIssueSchema),
  issueCount: Type.Integer({ minimum: 0 }),
});
