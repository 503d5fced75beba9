import { defineArea } from '../area';
import { PartnersRepository } from './repository';
import partnersRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Business partners (issue 19): the clients table with contacts and addresses. */
    partners: PartnersRepository;
  }
}

/** Business partners (back-office). */
export default defineArea({
  name: 'partners',
  repositories: (db) => ({ partners: new PartnersRepository(db) }),
  routes: (api) => api.register(partnersRoutes),
});
