import type { FastifyPluginAsync } from 'fastify';
import { programRosterImportEndpoints as endpoints } from '@muestrario/shared/contract';
import { ROSTER_IMPORT_MAX_BYTES } from '@muestrario/shared/domain';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';
import { contentDisposition } from '../files/content-disposition';
import { programAccess } from '../programs/access';
import { readRosterFile } from './files/read-roster-file';
import { receiveRosterUpload } from './files/receive-roster-upload';
import { RosterFileError } from './files/roster-file-error';
import { RosterImportRefusal } from './service';
import { rosterTemplate } from './template';

/** Multipart framing around the file (boundaries, the «mode» field) takes a little more than the file. */
const IMPORT_BODY_LIMIT = ROSTER_IMPORT_MAX_BYTES + 64 * 1024;

/**
 * The roster's template and import (issue 35, item 2): `programs.manage` on the program (the seller of
 * the client, an admin), checked by `route` for the role and by `programAccess` for the program.
 */
const rosterImportRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.downloadRosterTemplate, async (request, reply) => {
    const program = await programAccess(app, request, 'programs.manage', request.params.id);
    const [jobTitles, employees] = await Promise.all([app.programs.jobTitles(program.id), app.programs.employees(program.id)]);
    const file = rosterTemplate(request.query.format, program.name, jobTitles, employees);
    return reply
      .type(file.contentType)
      .header('content-disposition', contentDisposition('attachment', file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });

  route(
    app,
    endpoints.importRoster,
    async (request) => {
      const program = await programAccess(app, request, 'programs.manage', request.params.id);
      const { bytes, mode } = await receiveRosterUpload(request);
      try {
        const sheet = readRosterFile(bytes);
        return mode === 'apply' ? await app.rosterImport.apply(program.id, sheet, app.now()) : await app.rosterImport.preview(program.id, sheet);
      } catch (error) {
        if (error instanceof RosterFileError) throw new HttpError(error.status, error.message);
        if (error instanceof RosterImportRefusal) throw new HttpError(400, error.message, {}, { problems: error.problems });
        throw error;
      }
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
};

export default rosterImportRoutes;
