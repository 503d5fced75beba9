import { defineArea } from '../area';
import { DocumentEngine } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business document engine (issue 29): every kind's creation, copies, statuses, history and effects. */
    documents: DocumentEngine;
  }
}

/** The business document engine: headers, lines with their base lines and open quantities, series, history. */
export default defineArea({
  name: 'business-documents',
  repositories: (db) => ({ documents: new DocumentEngine(db) }),
});
