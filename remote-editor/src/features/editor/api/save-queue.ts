import { mergeOperations, type SyncOperation } from '../../../model';

export type SaveStatus = 'idle' | 'saving' | 'failed';

export interface SaveQueueOptions {
  send: (op: SyncOperation) => Promise<unknown>;
  /** Called whenever the status changes (idle, saving, failed) with the error of a failure. */
  onStatus: (status: SaveStatus, error?: unknown) => void;
  /**
   * True when a failure means the decoration no longer exists (deleted elsewhere): that save and every
   * later one of the same decoration are dropped, `onGone` is told, and the queue goes on.
   */
  isGone?: (error: unknown, op: SyncOperation) => boolean;
  onGone?: (op: SyncOperation) => void;
  /** Called with the saves not yet confirmed whenever they change (kept locally across a new sign-in). */
  onChange?: (ops: readonly SyncOperation[]) => void;
}

/**
 * Sends the editor's saves one at a time, in order. A patch waiting behind another of the same
 * logo or text merges into it (one request per drag burst). A failed save stays first in the
 * queue, so nothing is lost: `retry()` sends it again; later edits wait behind it.
 */
export class SaveQueue {
  private queue: SyncOperation[] = [];
  private running = false;
  private failed = false;
  private idleWaiters: ((ok: boolean) => void)[] = [];

  constructor(private readonly options: SaveQueueOptions) {}

  get pending(): number {
    return this.queue.length;
  }

  /** The saves not yet confirmed (the one being sent first). */
  get operations(): readonly SyncOperation[] {
    return this.queue;
  }

  enqueue(ops: readonly SyncOperation[]): void {
    for (const op of ops) {
      // Merge with the last waiting op (never the one being sent, which is queue[0] while running).
      const lastIndex = this.queue.length - 1;
      const mergeable = lastIndex >= (this.running ? 1 : 0) ? this.queue[lastIndex] : undefined;
      const merged = mergeable && mergeOperations(mergeable, op);
      if (merged) this.queue[lastIndex] = merged;
      else this.queue.push(op);
    }
    this.options.onChange?.(this.queue);
    if (!this.failed) void this.run();
  }

  retry(): void {
    if (!this.failed) return;
    this.failed = false;
    void this.run();
  }

  /** Resolves true once everything is saved, false if a save fails first. */
  flush(): Promise<boolean> {
    if (this.queue.length === 0 && !this.running) return Promise.resolve(true);
    if (this.failed) return Promise.resolve(false);
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private settle(ok: boolean) {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w(ok);
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.options.onStatus('saving');
    while (this.queue.length > 0) {
      const op = this.queue[0]!;
      try {
        await this.options.send(op);
        this.queue.shift();
        this.options.onChange?.(this.queue);
      } catch (error) {
        if (this.options.isGone?.(error, op)) {
          this.queue = this.queue.filter((o) => !sameTarget(o, op));
          this.options.onChange?.(this.queue);
          this.options.onGone?.(op);
          continue;
        }
        this.running = false;
        this.failed = true;
        this.options.onStatus('failed', error);
        this.settle(false);
        return;
      }
    }
    this.running = false;
    this.options.onStatus('idle');
    this.settle(true);
  }
}

/** Two saves of the same decoration. */
function sameTarget(a: SyncOperation, b: SyncOperation): boolean {
  const kind = (o: SyncOperation) => (o.op === 'patchLogo' ? 'logo' : o.op === 'patchText' ? 'text' : o.kind);
  return kind(a) === kind(b) && a.serverId === b.serverId;
}
