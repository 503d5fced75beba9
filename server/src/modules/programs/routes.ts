import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { PROGRAM_MESSAGES as M, type ProgramDetail } from '@muestrario/shared/domain';
import { allows } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { actorOf } from '../lifecycle/guard';
import { programAccess } from './access';
import { ProgramWriteError } from './service';

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ProgramWriteError) throw new HttpError(error.status, error.message, {}, { fields: error.fields });
    throw error;
  }
}

/**
 * Uniform programs (issue 35): `route()` refuses the roles the permission table does not name; each handler
 * then loads the program with `programAccess` (404, or 403 for a seller on another seller's program) and
 * the service writes in one transaction. Job-title and kit writes answer the whole program (the page redraws it).
 */
const programRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now().toISOString();
  const detail = async (id: number): Promise<ProgramDetail> => {
    const found = await app.programs.detail(id, app.now());
    if (!found) throw notFound(M.programNotFound);
    return found;
  };

  route(app, endpoints.listPartnerPrograms, async (request) => {
    const actor = actorOf(request);
    if (!(await app.partners.exists(request.params.id))) throw notFound(M.partnerNotFound);
    // A seller sees the programs they are the seller of (the table's 'own'); an admin every one.
    const everyone = allows(actor, 'programs.view', { ownerId: -1 });
    return app.programs.listForPartner(request.params.id, everyone ? undefined : actor.id, app.now());
  });

  route(app, endpoints.createProgram, async (request) => {
    const id = await writing(() => app.programService.createProgram(request.params.id, request.body, actorOf(request), now()));
    return detail(id);
  });

  route(app, endpoints.getProgram, async (request) => {
    await programAccess(app, request, 'programs.view', request.params.id);
    return detail(request.params.id);
  });

  route(app, endpoints.updateProgram, async (request) => {
    await programAccess(app, request, 'programs.manage', request.params.id);
    await writing(() => app.programService.updateProgram(request.params.id, request.body, actorOf(request), now()));
    return detail(request.params.id);
  });

  route(app, endpoints.getProgramKitOptions, async (request) => {
    const program = await programAccess(app, request, 'programs.view', request.params.id);
    return app.programService.kitOptions(program);
  });

  route(app, endpoints.createProgramJobTitle, async (request) => {
    await programAccess(app, request, 'programs.manage', request.params.id);
    await writing(() => app.programService.addJobTitle(request.params.id, request.body, now()));
    return detail(request.params.id);
  });

  route(app, endpoints.updateProgramJobTitle, async (request) => {
    const { id, jobTitleId } = request.params;
    await programAccess(app, request, 'programs.manage', id);
    await writing(() => app.programService.updateJobTitle(id, jobTitleId, request.body, now()));
    return detail(id);
  });

  route(app, endpoints.deleteProgramJobTitle, async (request) => {
    const { id, jobTitleId } = request.params;
    await programAccess(app, request, 'programs.manage', id);
    await writing(() => app.programService.deleteJobTitle(id, jobTitleId, now()));
    return detail(id);
  });

  route(app, endpoints.createProgramKitLine, async (request) => {
    const { id, jobTitleId } = request.params;
    await programAccess(app, request, 'programs.manage', id);
    await writing(() => app.programService.addKitLine(id, jobTitleId, request.body, now()));
    return detail(id);
  });

  route(app, endpoints.updateProgramKitLine, async (request) => {
    const { id, kitLineId } = request.params;
    await programAccess(app, request, 'programs.manage', id);
    await writing(() => app.programService.updateKitLine(id, kitLineId, request.body, now()));
    return detail(id);
  });

  route(app, endpoints.deleteProgramKitLine, async (request) => {
    const { id, kitLineId } = request.params;
    await programAccess(app, request, 'programs.manage', id);
    await writing(() => app.programService.deleteKitLine(id, kitLineId, now()));
    return detail(id);
  });

  route(app, endpoints.listProgramEmployees, async (request) => {
    const { id } = request.params;
    await programAccess(app, request, 'programs.view', id);
    const { jobTitleId, area, active } = request.query;
    return { rows: await app.programs.employees(id, { jobTitleId, area, active }), areas: await app.programs.areas(id) };
  });

  route(app, endpoints.createProgramEmployee, async (request) => {
    const { id } = request.params;
    await programAccess(app, request, 'programs.manage', id);
    const employeeId = await writing(() => app.programService.createEmployee(id, request.body, now()));
    return app.programService.employee(id, employeeId);
  });

  route(app, endpoints.updateProgramEmployee, async (request) => {
    const { id, employeeId } = request.params;
    await programAccess(app, request, 'programs.manage', id);
    await writing(() => app.programService.updateEmployee(id, employeeId, request.body, now()));
    return app.programService.employee(id, employeeId);
  });

  route(app, endpoints.setProgramEmployeeActive, async (request) => {
    const { id, employeeId } = request.params;
    await programAccess(app, request, 'programs.manage', id);
    await writing(() => app.programService.setEmployeeActive(id, employeeId, request.body.active, now()));
    return app.programService.employee(id, employeeId);
  });
};

export default programRoutes;
