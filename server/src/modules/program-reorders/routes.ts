import type { FastifyPluginAsync } from 'fastify';
import { programReorderEndpoints } from '@muestrario/shared/contract';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';
import { actorOf } from '../lifecycle/guard';
import { programAccess } from '../programs/access';
import { ReorderInputError } from './reads';

async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReorderInputError) throw new HttpError(error.status, error.message, {}, {
        ...(error.fields.length ? { fields: error.fields } : {}),
        ...(error.problems.length ? { problems: error.problems } : {}),
      });
    throw error;
  }
}

/**
 * Reorders and the report of a uniform program (issue 35 items 3 and 5). The endpoint's action
 * (`programs.reorder`) refuses other roles before anything; `programAccess` then finds the program (404) and
 * refuses a seller on another seller's program (403). A body with exceptions also needs
 * `programs.allowanceException` (admins): a seller's is refused whole, nothing planned or written.
 */
const programReorderRoutes: FastifyPluginAsync = async (app) => {
  const exceptionsAllowed = async (request: Parameters<typeof programAccess>[1], programId: number, exceptions: readonly unknown[] | undefined) => {
    if (exceptions?.length) await programAccess(app, request, 'programs.allowanceException', programId);
  };

  route(app, programReorderEndpoints.previewProgramReorder, async (request) => {
    const program = await programAccess(app, request, 'programs.reorder', request.params.id);
    await exceptionsAllowed(request, program.id, request.body.exceptions);
    return refusing(() => app.programReorders.preview(program, request.body, app.now()));
  });

  route(app, programReorderEndpoints.createProgramReorder, async (request) => {
    const program = await programAccess(app, request, 'programs.reorder', request.params.id);
    await exceptionsAllowed(request, program.id, request.body.exceptions);
    return refusing(() => app.programReorders.create(program.id, request.body, actorOf(request).id, app.now()));
  });

  route(app, programReorderEndpoints.getProgramReport, async (request) => {
    const program = await programAccess(app, request, 'programs.view', request.params.id);
    return app.programReorders.report(program, app.now());
  });
};

export default programReorderRoutes;
