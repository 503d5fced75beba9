import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { EDITOR_MESSAGES, type FileFormat } from '@muestrario/shared/domain';
import { PICTURE_WORK_TIMEOUT_MS, PICTURE_WORKER_HEAP_MB } from './limits';
import type { PicturePurpose, PreparedPicture } from './prepare';
import type { PictureJob, WorkerMessage } from './worker-main';

interface Waiting {
  job: PictureJob;
  resolve: (result: PreparedPicture) => void;
}

interface Running {
  worker: Worker;
  ready: Promise<void>;
}

/** Idle this long, the worker ends (its memory goes back); the next picture starts a new one. */
const IDLE_MS = 30_000;
/** Loading the worker's code (its own thread; slow only on a busy machine) may take this long. */
const START_TIMEOUT_MS = 60_000;

/**
 * Decoding and preparing pictures off the request thread (issue 28): one worker thread, one picture at a
 * time (so at most one decode's memory at once), each with a time limit (counted once the worker has
 * loaded) and the worker's heap limit. A picture over its time, or one that exhausts the heap, ends the
 * worker (a new one starts for the next) and is answered as refused; other requests never wait for it.
 */
export class PictureWorker {
  private running: Running | undefined;
  private readonly queue: Waiting[] = [];
  private current: { waiting: Waiting; timer?: NodeJS.Timeout } | undefined;
  private idle: NodeJS.Timeout | undefined;
  private nextId = 1;
  private closed = false;

  constructor(private readonly timeoutMs = PICTURE_WORK_TIMEOUT_MS) {}

  prepare(bytes: Buffer, format: FileFormat, purpose: PicturePurpose): Promise<PreparedPicture> {
    if (this.closed) return Promise.resolve(refusedSlow());
    return new Promise((resolve) => {
      // A copy the worker owns: the caller's buffer may be a slice of a larger pool.
      this.queue.push({ job: { id: this.nextId++, bytes: new Uint8Array(bytes), format, purpose }, resolve });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    for (const waiting of this.queue.splice(0)) waiting.resolve(refusedSlow());
    const running = this.running;
    this.running = undefined;
    this.finish(refusedSlow());
    if (running) await running.worker.terminate();
  }

  private pump(): void {
    if (this.current || this.closed) return;
    if (this.idle) clearTimeout(this.idle);
    const waiting = this.queue.shift();
    if (!waiting) {
      this.idle = setTimeout(() => this.discard(), IDLE_MS).unref();
      return;
    }
    const running = this.start();
    const current: { waiting: Waiting; timer?: NodeJS.Timeout } = { waiting };
    this.current = current;
    void running.ready.then(
      () => {
        if (this.current !== current || this.running !== running) return;
        current.timer = setTimeout(() => {
          this.discard();
          this.finish(refusedSlow());
        }, this.timeoutMs);
        running.worker.postMessage(waiting.job, [waiting.job.bytes.buffer as ArrayBuffer]);
      },
      () => undefined,
    );
  }

  private start(): Running {
    if (this.running) return this.running;
    const worker = new Worker(path.join(__dirname, 'worker-entry.cjs'), {
      resourceLimits: { maxOldGenerationSizeMb: PICTURE_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    let loaded: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const startTimer = setTimeout(() => lost(), START_TIMEOUT_MS).unref();
    const running: Running = { worker, ready };
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        clearTimeout(startTimer);
        loaded();
      } else if (this.current?.waiting.job.id === message.id) {
        this.finish(message.result);
      }
    });
    // Out of memory, or a failure outside any job: the picture in hand is refused, a new worker follows.
    const lost = () => {
      clearTimeout(startTimer);
      if (this.running !== running) return;
      this.discard();
      this.finish(refusedSlow());
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    this.running = running;
    return running;
  }

  private finish(result: PreparedPicture): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = undefined;
    current.waiting.resolve(result);
    this.pump();
  }

  /** Ends the worker at once (detached first, so the next picture starts a new one). */
  private discard(): void {
    const running = this.running;
    this.running = undefined;
    if (running) void running.worker.terminate();
  }
}

const refusedSlow = (): PreparedPicture => ({ kind: 'refused', message: EDITOR_MESSAGES.pictureTooSlow });
