import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** The timeline of a sample and the live stream of signals. */
const eventsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listSampleEvents, async (request) => {
    if (!(await app.samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
    return app.timeline.page(request.params.id, request.query.after, request.query.limit);
  });

  const open = new Set<ServerResponse>();
  // Open streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  route(
    app,
    endpoints.eventStream,
    async (request, reply) => {
      const userId = request.user!.id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
      });
      // Reconnect after 1 s if the connection drops.
      res.write('retry: 1000\n\n');
      const send = (event: string, data: object) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const unsubscribe = app.signals.subscribe((signal) => {
        if (signal.type === 'sample' || signal.type === 'viewers') send(signal.type, { sampleId: signal.sampleId });
        else if (signal.userId === userId) send('notification', {});
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      open.add(res);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
      return reply;
    },
    { compress: false },
  );
};

export default eventsRoutes;
