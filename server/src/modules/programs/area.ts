import { defineArea } from '../area';
import { ProgramsRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uniform programs' rows: programs, job titles, kits, roster (issue 35). */
    programs: ProgramsRepository;
  }
}

/** Uniform programs of clients (issue 35): job titles with kits of authorised samples, the roster with sizes. */
export default defineArea({
  name: 'programs',
  after: ['items'],
  repositories: (db) => ({ programs: new ProgramsRepository(db) }),
});
