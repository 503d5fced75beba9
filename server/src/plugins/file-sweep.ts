import fp from 'fastify-plugin';
import { sweepOnce } from '../storage/sweep-lock';

export interface FileSweepOptions {
  /** A file without a row is kept this long after its last write (an upload may still be recording it). */
  graceMs: number;
  /** Time between sweeps while the server runs. */
  intervalMs: number;
}

/**
 * Files no row names (a crash between writing a file and recording its row, a failed insert) are
 * removed once older than the grace period: when the app is ready, before it accepts requests, and
 * then every `intervalMs`. A failed sweep is logged and tried again next time.
 */
export default fp<FileSweepOptions>(
  async (app, opts) => {
    const sweep = async () => {
      // Several processes on one PostgreSQL database: one of them sweeps, the others skip the round.
      const removed = await sweepOnce(app.db, app.storage, { olderThan: new Date(Date.now() - opts.graceMs) });
      if (typeof removed === 'number' && removed > 0) app.log.info({ removed }, 'archivos sin registro eliminados');
    };
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const tick = () => {
      running ??= sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'no se pudieron barrer los archivos sin registro'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(tick, opts.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'file-sweep', dependencies: ['database'] },
);
