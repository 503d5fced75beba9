import { defineArea } from '../area';
import { DesignRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    design: DesignRepository;
  }
}

/** A sample's whole design as one read (used by the editor's, the documents' and the lifecycle's routes). */
export default defineArea({
  name: 'design',
  repositories: (db) => ({ design: new DesignRepository(db) }),
});
