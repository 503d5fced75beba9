import vm from 'node:vm';
import { buildFormatters, warmIntl, warmUpSource } from './warm-intl';

describe('the Intl warm-up worker', () => {
  it('builds one formatter of each kind in es-MX (Spanish month, peso amount, relative day)', () => {
    const out = buildFormatters();
    expect(out[0]).toMatch(/^23 nov\.? 2026$/);
    expect(out).toContain('$1,234.50');
    expect(out).toContain('ayer');
  });

  it("its source runs on its own in an empty global (nothing from the module's scope), then says so and closes", () => {
    const postMessage = jest.fn();
    const close = jest.fn();
    vm.runInNewContext(warmUpSource(), { postMessage, close });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  describe('warmIntl', () => {
    const created: { url: string; options: WorkerOptions; terminate: jest.Mock; onmessage: (() => void) | null }[] = [];
    const revoked: string[] = [];
    const original = { Worker: globalThis.Worker, create: URL.createObjectURL, revoke: URL.revokeObjectURL };

    beforeEach(() => {
      created.length = 0;
      revoked.length = 0;
      globalThis.Worker = class {
        terminate = jest.fn();
        onmessage: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(url: string, options: WorkerOptions) {
          created.push(Object.assign(this, { url, options }));
        }
      } as unknown as typeof Worker;
      URL.createObjectURL = () => 'blob:muestrario/warm-up';
      URL.revokeObjectURL = (url: string) => void revoked.push(url);
    });

    afterEach(() => {
      globalThis.Worker = original.Worker;
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });

    it('starts one worker from a blob, and ends it and frees the blob once it has built the formatters', () => {
      warmIntl();
      expect(created).toHaveLength(1);
      expect(created[0]!.url).toBe('blob:muestrario/warm-up');
      expect(created[0]!.terminate).not.toHaveBeenCalled();
      created[0]!.onmessage!();
      expect(created[0]!.terminate).toHaveBeenCalledTimes(1);
      expect(revoked).toEqual(['blob:muestrario/warm-up']);
    });

    it('does nothing, and throws nothing, where a worker cannot start', () => {
      globalThis.Worker = class {
        constructor() {
          throw new Error('blocked by the CSP');
        }
      } as unknown as typeof Worker;
      expect(() => warmIntl()).not.toThrow();
      globalThis.Worker = undefined as unknown as typeof Worker;
      expect(() => warmIntl()).not.toThrow();
    });
  });
});
