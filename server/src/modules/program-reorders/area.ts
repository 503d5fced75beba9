import { defineArea } from '../area';
import programReorderRoutes from './routes';
import { ProgramReordersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reorders from a uniform program's roster (issue 35 item 3). */
    programReorders: ProgramReordersService;
  }
}

/** A sales order from a program's roster in one step, allowances and exceptions, and the program's report. */
export default defineArea({
  name: 'program-reorders',
  after: ['programs', 'business-documents', 'order-grids', 'deliveries'],
  repositories: (db, app) => ({ programReorders: new ProgramReordersService(db, app.documents, app.orderGrids) }),
  routes: (api) => api.register(programReorderRoutes),
});
