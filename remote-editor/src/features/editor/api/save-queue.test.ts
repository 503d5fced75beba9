import type { SyncOperation } from '../../../model';
import { SaveQueue, type SaveStatus } from './save-queue';

const patch = (serverId: number, body: object): SyncOperation => ({ op: 'patchLogo', serverId, body });

function setup(fail: (op: SyncOperation) => boolean = () => false, gone: SyncOperation[] | undefined = undefined) {
  const sent: SyncOperation[] = [];
  const statuses: SaveStatus[] = [];
  const releases: (() => void)[] = [];
  const queue = new SaveQueue({
    send: (op) =>
      new Promise<void>((resolve, reject) => {
        releases.push(() => {
          sent.push(op);
          if (fail(op)) reject(new Error('red caída'));
          else resolve();
        });
      }),
    onStatus: (s) => statuses.push(s),
    ...(gone ? { isGone: (_error: unknown, op: SyncOperation) => op.serverId === 9, onGone: (op: SyncOperation) => gone.push(op) } : {}),
  });
  const release = async () => {
    releases.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { queue, sent, statuses, release };
}

describe('SaveQueue', () => {
  it('sends in order, one at a time, merging waiting patches of the same logo', async () => {
    const { queue, sent, statuses, release } = setup();
    queue.enqueue([patch(1, { xpositionCm: 1 })]);
    queue.enqueue([patch(1, { xpositionCm: 2 })]);
    queue.enqueue([patch(1, { ypositionCm: 3 })]);
    expect(queue.pending).toBe(2);
    await release();
    await release();
    expect(sent).toEqual([patch(1, { xpositionCm: 1 }), patch(1, { xpositionCm: 2, ypositionCm: 3 })]);
    expect(statuses).toEqual(['saving', 'idle']);
    expect(await queue.flush()).toBe(true);
  });

  it('keeps a failed save first in line and sends it again on retry, with later edits after it', async () => {
    let failing = true;
    const { queue, sent, statuses, release } = setup(() => failing);
    queue.enqueue([patch(1, { heightCm: 12 })]);
    const flushed = queue.flush();
    await release();
    expect(statuses).toEqual(['saving', 'failed']);
    expect(await flushed).toBe(false);
    queue.enqueue([{ op: 'delete', kind: 'text', serverId: 4 }]);
    expect(queue.pending).toBe(2);
    failing = false;
    queue.retry();
    await release();
    await release();
    expect(sent.map((o) => o.op)).toEqual(['patchLogo', 'patchLogo', 'delete']);
    expect(queue.pending).toBe(0);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('drops every save of a decoration deleted elsewhere and goes on with the others (never stuck)', async () => {
    const gone: SyncOperation[] = [];
    const { queue, sent, statuses, release } = setup((op) => op.serverId === 9, gone);
    queue.enqueue([patch(9, { rotateDegrees: 10 })]);
    queue.enqueue([patch(2, { logoNotes: 'otra' }), patch(9, { xpositionCm: 1 })]);
    expect(queue.operations).toHaveLength(3);
    const flushed = queue.flush();
    await release();
    await release();
    expect(gone).toEqual([patch(9, { rotateDegrees: 10 })]);
    expect(sent).toEqual([patch(9, { rotateDegrees: 10 }), patch(2, { logoNotes: 'otra' })]);
    expect(await flushed).toBe(true);
    expect(queue.pending).toBe(0);
    expect(statuses).toEqual(['saving', 'idle']);
  });
});
