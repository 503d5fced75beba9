/** A serialised answer: its JSON text, or its compressed bytes. */
export type Answer = string | Buffer;

/** How much one instance keeps: answers of the current data version, least recently used dropped first. */
/** (Sizes: characters of a text, bytes of compressed bytes.) */
export const ANSWER_CACHE_LIMITS = { entries: 1000, chars: 32 * 1024 * 1024 };

/**
 * Serialised API answers of one data version (issue 20, "Faster API"): the version is the `data_version`
 * row (migration 0014), bumped in the same transaction as every write to what the answers show. A
 * request brings the version it read before reading any data; an answer is served only to a request of
 * the version it was stored at, and stored only while the cache is still at the version the request read
 * before loading it (so an answer loaded across a write is never kept for the newer version). Any other
 * version empties the cache: a newer one after a write (here or on another instance), an older one from
 * a request that read it just before that write (it then loads from the database, newer data than its
 * version: never older).
 */
export class AnswerCache {
  private version: number | null = null;
  private readonly entries = new Map<string, Answer>();
  private chars = 0;

  constructor(private readonly limits = ANSWER_CACHE_LIMITS) {}

  /** The answer stored under `key` at `version`, if any (the cache moves to `version` first). */
  get(version: number, key: string): Answer | undefined {
    if (version !== this.version) {
      this.clear();
      this.version = version;
      return undefined;
    }
    const body = this.entries.get(key);
    if (body !== undefined) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  /** Keeps `body` for `key` if the cache is still at `version` (the version read before the data was). */
  set(version: number, key: string, body: Answer): void {
    if (version !== this.version || body.length > this.limits.chars) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.chars -= previous.length;
    }
    while (this.entries.size && (this.entries.size >= this.limits.entries || this.chars + body.length > this.limits.chars)) {
      const [oldest, value] = this.entries.entries().next().value as [string, Answer];
      this.entries.delete(oldest);
      this.chars -= value.length;
    }
    this.entries.set(key, body);
    this.chars += body.length;
  }

  get size(): number {
    return this.entries.size;
  }

  private clear(): void {
    this.entries.clear();
    this.chars = 0;
  }
}
