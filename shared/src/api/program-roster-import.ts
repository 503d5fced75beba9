import type { RosterFileFormat } from '../domain/programs-roster-import';
import { programRosterImportRoutes as routes } from '../contract/endpoints/program-roster-import';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* A uniform program's roster from a spreadsheet (issue 35, item 2): the template to download and the import. */

/** Where the template of a program is downloaded from (a plain link: the browser saves the file). */
export const rosterTemplateUrl = (programId: number, format: RosterFileFormat) =>
  `${apiBase()}${endpointKey(routes.downloadRosterTemplate, { id: programId }, { format })}`;

/**
 * Sends a roster file: 'preview' checks it and writes nothing; 'apply' writes its valid rows. The same
 * file goes both times (the browser keeps it), and the server checks it again when applying.
 */
export function importRoster(programId: number, file: File, mode: 'preview' | 'apply') {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file);
  return callEndpoint(routes.importRoster, { params: { id: programId }, body: form });
}

/**
 * Whether an SWR key reads this program (its detail, roster, areas…): what an import makes stale. The
 * program's own path is the template's without its last segment (every program route lives under it).
 */
export function isProgramKey(programId: number): (key: unknown) => boolean {
  const program = endpointKey(routes.downloadRosterTemplate, { id: programId }).replace(/\/[^/]+$/, '');
  return (key) => typeof key === 'string' && (key === program || key.startsWith(`${program}/`) || key.startsWith(`${program}?`));
}
