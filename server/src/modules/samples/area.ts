import { defineArea } from '../area';
import { SamplesRepository } from './repository';
import samplesRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    samples: SamplesRepository;
  }
}

/** Samples: the list, creation and the sample's own fields. */
export default defineArea({
  name: 'samples',
  repositories: (db) => ({ samples: new SamplesRepository(db) }),
  routes: (api) => api.register(samplesRoutes),
});
