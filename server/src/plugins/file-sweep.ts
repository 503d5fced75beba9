import fp from 'fastify-plugin';
import { sweepUnreferencedFiles } from '../storage/sweep';

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
      const removed = await sweepUnreferencedFiles(app.db, app.storage, { olderThan: new Date(Date.now() - opts.graceMs) });
      if (removed) app.log.info({ removed }, 'archivos sin registro eliminados');
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
