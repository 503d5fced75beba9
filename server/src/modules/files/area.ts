import { defineArea } from '../area';
import { FilesRepository } from './repository';
import filesRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesRepository;
  }
}

/** Uploaded files (logos, renders, photos) and their downloads. */
export default defineArea({
  name: 'files',
  repositories: (db) => ({ files: new FilesRepository(db) }),
  routes: (api) => api.register(filesRoutes),
});
