import type { Drawing } from './prepare';

/** Bytes of drawings kept in memory (a logo's is at most a 800 px PNG or its sanitised SVG). */
const BUDGET_BYTES = 48 * 1024 * 1024;

const sizeOf = (d: Drawing) => (d === null ? 64 : d.kind === 'png' ? d.bytes.byteLength : d.svg.length * 2);

/**
 * Prepared drawings by stored file key (a key never changes content), least recently used first out. Filled
 * when a logo is uploaded and when a PDF first draws a logo stored before (issue 28), so a document draws
 * a picture without decoding it again.
 */
export class DrawingCache {
  private readonly entries = new Map<string, Drawing>();
  private bytes = 0;

  get(key: string): Drawing | undefined {
    const found = this.entries.get(key);
    if (found === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, found);
    return found;
  }

  set(key: string, drawing: Drawing): void {
    const old = this.entries.get(key);
    if (old !== undefined) this.bytes -= sizeOf(old);
    this.entries.delete(key);
    this.entries.set(key, drawing);
    this.bytes += sizeOf(drawing);
    for (const [oldest, d] of this.entries) {
      if (this.bytes <= BUDGET_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(d);
    }
  }
}
