import { screen } from '@testing-library/react';
import type { RuntimeConfig } from '@muestrario/shared/contract';
import { defaultManifestUrl, REMOTES } from '@muestrario/shared/domain';

/** Every remote's manifest where this server publishes it (the default /config.json). */
export const TEST_REMOTES = Object.fromEntries(REMOTES.map((remote) => [remote.name, defaultManifestUrl(remote)])) as RuntimeConfig['remotes'];

/**
 * Counts the DOM commits in which `text` was on the page, from now on: for what must never show, even
 * for one frame (a spinner, a loading screen), which a later query could not see any more.
 */
export function countCommitsShowing(text: string | RegExp): () => number {
  let seen = 0;
  const observer = new MutationObserver(() => {
    if (screen.queryByText(text)) seen += 1;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => seen;
}
