import { defineArea } from '../area';
import { BomRepository } from './repository';
import bomRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bills of materials (issue 30 item 3): per style, the components of one piece. */
    boms: BomRepository;
  }
}

/** Bills of materials (Producción › Lista de materiales). */
export default defineArea({
  name: 'bom',
  repositories: (db) => ({ boms: new BomRepository(db) }),
  routes: (api) => api.register(bomRoutes),
});
