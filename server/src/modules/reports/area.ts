import { defineArea } from '../area';
import { ReportsRepository } from './repository';
import reportsRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rows of the manager's reports (issue 33 item 11). */
    reports: ReportsRepository;
  }
}

/** The manager's reports. */
export default defineArea({
  name: 'reports',
  repositories: (db) => ({ reports: new ReportsRepository(db) }),
  routes: (api) => api.register(reportsRoutes),
});
