import type { RemoteName } from '@muestrario/shared/domain';

let pageRemote: RemoteName | null = null;

/**
 * The remote the page's first URL shows: the server hinted its files (Link: preload) on this document.
 * Set by the start-up warm-up; no dependencies, so the entry file can import it.
 */
export function markPageRemote(name: RemoteName | null): void {
  pageRemote = name;
}

export function isPageRemote(name: RemoteName): boolean {
  return pageRemote === name;
}
