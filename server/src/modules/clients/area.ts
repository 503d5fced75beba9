import { defineArea } from '../area';
import { ClientsRepository } from './repository';
import clientsRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    clients: ClientsRepository;
  }
}

/** The clients a sample is made for (the partners' table, as the samples see it). */
export default defineArea({
  name: 'clients',
  repositories: (db) => ({ clients: new ClientsRepository(db) }),
  routes: (api) => api.register(clientsRoutes),
});
