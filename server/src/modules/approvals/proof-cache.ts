/** PDFs kept at once (a few hundred kB each). */
export const PROOF_CACHE_ENTRIES = 32;
/** How long a built proof is served again: a partner renamed meanwhile shows in the next one. */
export const PROOF_CACHE_MS = 10 * 60 * 1000;

/**
 * The public proof PDFs (GET /api/public/approvals/:token/proof.pdf, issue 28), built once per link,
 * round and render version and served from memory afterwards: a link is pinned to one round and one
 * render, and it opens only while the sample stays there. Requests that arrive while one is being
 * built wait for that one build. Least recently used entries leave first.
 */
export class ProofCache {
  private readonly entries = new Map<string, { pdf: Promise<Buffer>; at: number }>();
  /** Builds made (tests read it). */
  builds = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly size = PROOF_CACHE_ENTRIES,
    private readonly ttlMs = PROOF_CACHE_MS,
  ) {}

  static key(link: { id: number; round: number; render_file_id: number }): string {
    return `${link.id}:${link.round}:${link.render_file_id}`;
  }

  get(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const found = this.entries.get(key);
    if (found && this.now() - found.at < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.pdf;
    }
    this.builds += 1;
    const pdf = build();
    const entry = { pdf, at: this.now() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A failed build is not kept: the next request tries again.
    pdf.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return pdf;
  }
}
