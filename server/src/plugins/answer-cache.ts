import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compiledQuery } from '../db/compiled-query';
import { DATA_VERSION_ROW } from '../db/types';
import { AnswerCache } from '../http/answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the answer stored under `key` for the request's data version, or loads it, serialises it with
     * `schema` (the route's answer schema) and keeps it. Every hook (session, headers, CSRF, input checks,
     * no-store, compression) runs as for any answer; only the reading and serialising are saved.
     */
    cachedAnswer<T>(request: FastifyRequest, reply: FastifyReply, key: string, schema: TSchema, load: () => Promise<T>): Promise<FastifyReply>;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Cached answers of hot reads (issue 20, "Faster API"), checked against the data version that writes bump
 * (migration 0014; the version is read with the session, `request.dataVersion`). One cache per app.
 */
export default fp(
  async (app) => {
    const cache = new AnswerCache();
    // A request without a session (none of today's cached routes) reads the version on its own.
    const readVersion = compiledQuery(app.db, 0, () => app.db.selectFrom('data_version').select('version').where('id', '=', DATA_VERSION_ROW));

    app.decorate('cachedAnswer', async function cachedAnswer<T>(request: FastifyRequest, reply: FastifyReply, key: string, schema: TSchema, load: () => Promise<T>) {
      const version = request.dataVersion ?? Number((await readVersion())[0]?.version);
      let body = cache.get(version, key);
      if (body === undefined) {
        // Compiled once per schema (Fastify keeps it): the same serializer as the route's own answers.
        const serialize = reply.compileSerializationSchema(schema) as (value: unknown) => string;
        body = serialize(await load());
        cache.set(version, key, body);
      }
      // A string with a JSON type is sent as it is (not serialised again).
      return reply.type(JSON_TYPE).send(body);
    });
  },
  { name: 'answer-cache', dependencies: ['database'] },
);
