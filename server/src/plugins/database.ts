import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connectDatabase, type DatabaseTarget } from '../db/connect';
import { dialectOf, type DialectName } from '../db/dialect';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

/** Opens the database, runs pending migrations, closes it with the app. */
export default fp<DatabaseTarget>(
  async (app, target) => {
    const db = connectDatabase(target);
    app.decorate('db', db);
    app.decorate('dialect', dialectOf(db));
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    const applied = await migrateToLatest(db);
    if (applied.length) app.log.info({ applied }, 'migraciones aplicadas');
  },
  { name: 'database' },
);
