import { defineArea } from '../area';
import { MachinesRepository } from './repository';
import machinesRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Production machines (issue 30): Producción › Máquinas, and the estimates' needles and speed. */
    machines: MachinesRepository;
  }
}

/** Production machines. */
export default defineArea({
  name: 'machines',
  repositories: (db) => ({ machines: new MachinesRepository(db) }),
  routes: (api) => api.register(machinesRoutes),
});
