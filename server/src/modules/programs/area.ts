import { defineArea } from '../area';
import { ProgramsRepository } from './repository';
import programRoutes from './routes';
import { ProgramsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uniform programs' rows: programs, job titles, kits, roster (issue 35). */
    programs: ProgramsRepository;
    /** Uniform programs' writes, each in one transaction (issue 35). */
    programService: ProgramsService;
  }
}

/** Uniform programs of clients (issue 35): job titles with kits of authorised samples, the roster with sizes. */
export default defineArea({
  name: 'programs',
  after: ['items'],
  repositories: (db) => ({ programs: new ProgramsRepository(db), programService: new ProgramsService(db) }),
  routes: (api) => api.register(programRoutes),
});
