import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compiledQuery } from '../db/compiled-query';
import { DATA_VERSION_ROW } from '../db/types';
import { AnswerCache } from '../http/answer-cache';
import { COMPRESSION } from '../http/compression';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the answer stored under `key` for the request's data version, or loads it, serialises it with
     * `schema` (the route's answer schema) and keeps it; compressed answers too. Every hook (session,
     * headers, CSRF, input checks, no-store) runs as for any answer; only reading, serialising and
     * compressing are saved.
     */
    cachedAnswer<T>(request: FastifyRequest, reply: FastifyReply, key: string, schema: TSchema, load: () => Promise<T>): Promise<FastifyReply>;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
type Encoding = (typeof COMPRESSION.encodings)[number];
const COMPRESS: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => brotliCompressSync(text, COMPRESSION.brotliOptions),
  gzip: (text) => gzipSync(text),
};

/**
 * The encoding the compression plugin would choose for this request (same negotiation: `*` and
 * `x-gzip` read as gzip, `x-no-compression` turns it off), or undefined for none.
 */
function encodingFor(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), COMPRESSION.encodings);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * Cached answers of hot reads (issue 20, "Faster API"), checked against the data version that writes bump
 * (migration 0014; the version is read with the session, `request.dataVersion`). One cache per app. A
 * compressed answer (over the plugin's threshold, for a request that accepts it) is kept beside the text
 * and leaves with its Content-Encoding set, which the compression plugin passes on as it is.
 */
export default fp(
  async (app) => {
    const cache = new AnswerCache();
    // A request without a session (none of today's cached routes) reads the version on its own.
    const readVersion = compiledQuery(app.db, 0, () => app.db.selectFrom('data_version').select('version').where('id', '=', DATA_VERSION_ROW));

    app.decorate('cachedAnswer', async function cachedAnswer<T>(request: FastifyRequest, reply: FastifyReply, key: string, schema: TSchema, load: () => Promise<T>) {
      const version = request.dataVersion ?? Number((await readVersion())[0]?.version);
      const encoding = encodingFor(request);
      reply.type(JSON_TYPE);
      if (encoding) {
        const compressed = cache.get(version, `${key}\u0000${encoding}`);
        if (compressed !== undefined) return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(compressed);
      }
      let text = cache.get(version, key) as string | undefined;
      if (text === undefined) {
        // Compiled once per schema (Fastify keeps it): the same serializer as the route's own answers.
        const serialize = reply.compileSerializationSchema(schema) as (value: unknown) => string;
        text = serialize(await load());
        cache.set(version, key, text);
      }
      if (encoding && Buffer.byteLength(text) >= COMPRESSION.threshold) {
        const compressed = COMPRESS[encoding](text);
        cache.set(version, `${key}\u0000${encoding}`, compressed);
        return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(compressed);
      }
      // A string with a JSON type is sent as it is (not serialised again).
      return reply.send(text);
    });
  },
  { name: 'answer-cache', dependencies: ['database'] },
);
