import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints, type LiveSignal } from '@muestrario/shared/contract';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';

/** A comment line every 25 s keeps proxies from closing an idle stream; the stream's session is checked then too. */
const HEARTBEAT_MS = 25_000;
/**
 * Streams one person may hold open on one server (issue 28): one per open page, so far more than anyone
 * opens, and few enough that one session cannot pin hundreds of connections. Past it: 429.
 */
export const MAX_STREAMS_PER_USER = 20;

/** The timeline of a sample and the live stream of signals. */
const eventsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listSampleEvents, async (request) => {
    if (!(await app.samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
    return app.timeline.page(request.params.id, request.query.after, request.query.limit);
  });

  const open = new Set<ServerResponse>();
  const perUser = new Map<number, number>();
  // Open streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  route(
    app,
    endpoints.eventStream,
    async (request, reply) => {
      const userId = request.user!.id;
      const sessionKey = request.sessionKey!;
      if ((perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) throw new HttpError(429, MESSAGES.tooManyStreams, { 'retry-after': '30' });
      // When the session ends by the clock unless used meanwhile (re-read once that moment has passed).
      let endsAt = (await app.sessions.endsAt(sessionKey)) ?? 0;
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
      /**
       * The stream lives only as long as its session (issue 28): signed out, ended by a newer sign-in,
       * deleted by an admin or past its idle or absolute limit → the stream ends, and the browser's
       * reconnection meets 401. Checked at every heartbeat, when a session of the user ends (signal
       * 'sessions', from any server), and before a signal once the clock has passed the known end.
       */
      let closed = false;
      const checkSession = async (): Promise<boolean> => {
        if (closed) return false;
        try {
          endsAt = (await app.sessions.endsAt(sessionKey)) ?? 0;
        } catch (error) {
          request.log.warn({ err: error }, 'no se pudo comprobar la sesión del flujo en vivo');
          return true;
        }
        if (app.now().getTime() < endsAt) return true;
        res.end();
        return false;
      };
      const deliver = (signal: LiveSignal) => {
        if (signal.type === 'sample' || signal.type === 'viewers') send(signal.type, { sampleId: signal.sampleId });
        else if (signal.type === 'notification' && signal.userId === userId) send('notification', {});
        else if (signal.type === 'production') send('production', { orderId: signal.orderId });
      };
      const unsubscribe = app.signals.subscribe((signal) => {
        if (closed) return;
        if (signal.type === 'sessions') {
          if (signal.userId === userId) void checkSession();
          return;
        }
        if (signal.type === 'notification' && signal.userId !== userId) return;
        if (app.now().getTime() < endsAt) deliver(signal);
        else void checkSession().then((alive) => alive && !closed && deliver(signal));
      });
      const heartbeat = setInterval(() => {
        void checkSession().then((alive) => alive && !closed && res.write(': ping\n\n'));
      }, HEARTBEAT_MS);
      open.add(res);
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
      res.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      });
      return reply;
    },
    { compress: false },
  );
};

export default eventsRoutes;
