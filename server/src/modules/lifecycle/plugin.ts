import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPostgresUrl } from '../../db/connect';
import { CommentsRepository } from '../comments/repository';
import { MemoryBus, PostgresBus, type SignalBus } from '../events/bus';
import type { Recorded } from '../events/record';
import { EventsRepository } from '../events/repository';
import { NotificationsRepository } from '../notifications/repository';
import { SamplesService } from '../samples/service';
import { LifecycleService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one owner of a sample's stage (issue 29 item 2). */
    lifecycle: LifecycleService;
    /** A sample's creation, started by the lifecycle service. */
    sampleService: SamplesService;
    timeline: EventsRepository;
    comments: CommentsRepository;
    notifications: NotificationsRepository;
    signals: SignalBus;
    /** Sends the live signals of committed events: the sample changed, these users have a notification. */
    signalRecorded(recorded: readonly Recorded[]): Promise<void>;
  }
}

export interface LifecyclePluginOptions {
  databaseUrl: string | undefined;
}

/**
 * The sample lifecycle's service, its repositories and live signal (issue 15), and the hook that turns every
 * successful write the guard marked into a live 'sample changed' signal (a design edit also into
 * one timeline entry per sitting).
 */
export default fp<LifecyclePluginOptions>(
  async (app: FastifyInstance, opts) => {
    const comments = new CommentsRepository(app.db);
    const timeline = new EventsRepository(app.db, (ids) => comments.byIds(ids));
    const lifecycle = new LifecycleService(app.db);
    app.decorate('lifecycle', lifecycle);
    app.decorate('sampleService', new SamplesService(app.db, lifecycle));
    app.decorate('comments', comments);
    app.decorate('timeline', timeline);
    app.decorate('notifications', new NotificationsRepository(app.db, (ids) => timeline.byIds(ids)));

    let bus: SignalBus;
    if (isPostgresUrl(opts.databaseUrl)) {
      const pgBus = new PostgresBus(opts.databaseUrl, app.db, (message) => app.log.warn(message));
      await pgBus.start();
      bus = pgBus;
    } else {
      bus = new MemoryBus();
    }
    app.decorate('signals', bus);
    app.addHook('onClose', () => bus.close());

    app.decorate('signalRecorded', async (recorded: readonly Recorded[]) => {
      const samples = new Set(recorded.map((r) => r.sampleId));
      const users = new Set(recorded.flatMap((r) => r.notified));
      try {
        for (const sampleId of samples) await bus.publish({ type: 'sample', sampleId });
        for (const userId of users) await bus.publish({ type: 'notification', userId });
      } catch (error) {
        // The change is committed; a lost signal only delays other pages until their next refresh.
        app.log.warn({ err: error }, 'no se pudo enviar la señal en vivo');
      }
    });

    // A callback hook: every answer passes here and almost none is a marked write (no promise for those).
    app.addHook('onSend', (request, reply, payload, done) => {
      const write = request.lifecycleWrite;
      const user = request.user;
      if (!write || reply.statusCode >= 300 || !user) {
        done(null, payload);
        return;
      }
      const signal = async () => {
        const recorded = write.action === 'editDesign' ? await app.lifecycle.designEdited(write.sampleId, user.id, app.now()) : undefined;
        await app.signalRecorded(recorded ? [recorded] : [{ eventId: 0, sampleId: write.sampleId, notified: [] }]);
      };
      signal().then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: 'lifecycle', dependencies: ['database', 'sessions'] },
);
