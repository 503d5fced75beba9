import { defineArea } from '../area';
import { RendersRepository } from './repository';
import rendersRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    renders: RendersRepository;
  }
}

/** The design department's renders (images and DST files) of a sample. */
export default defineArea({
  name: 'renders',
  repositories: (db) => ({ renders: new RendersRepository(db) }),
  routes: (api, { config }) => api.register(rendersRoutes, { maxBytes: config.renderMaxBytes }),
});
