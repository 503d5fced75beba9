import { defineArea } from '../area';
import rosterImportRoutes from './routes';
import { RosterImportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A uniform program's roster from a CSV or XLSX file (issue 35, item 2). */
    rosterImport: RosterImportService;
  }
}

/** The roster import of uniform programs: its template, preview and apply. */
export default defineArea({
  name: 'program-roster-import',
  after: ['programs'],
  repositories: (db, app) => ({ rosterImport: new RosterImportService(db, app.programs) }),
  routes: (api) => api.register(rosterImportRoutes),
});
