import { defineArea } from '../area';
import { DecorationRows } from './decoration-rows';
import { LogosRepository } from './logos-repository';
import decorationsRoutes from './routes';
import { TextsRepository } from './texts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    logos: LogosRepository;
    texts: TextsRepository;
    /** What logos and texts share: soft delete/restore and the draw order. */
    decorations: DecorationRows;
  }
}

/** A sample's logos and texts. */
export default defineArea({
  name: 'decorations',
  repositories: (db) => ({
    logos: new LogosRepository(db),
    texts: new TextsRepository(db),
    decorations: new DecorationRows(db),
  }),
  routes: (api) => api.register(decorationsRoutes),
});
