import type { Root } from 'react-dom/client';
import { setCachedAuthDetails } from '@muestrario/shared/api';
import type { RuntimeConfig, UserDetails } from '@muestrario/shared/contract';
import { remoteShowing } from '@muestrario/shared/routes';
import { App } from '../app/App';
import { PageLoading } from '../app/Root';
import { getRemote, registerAppRemotes } from '../remotes/remote-store';
import { prepareFirstPage, type FirstPage } from './first-page';

/** How long start-up waits for the first page in silence before it shows a spinner. */
export const QUIET_WAIT_MS = 300;

/**
 * The router application: its own chunk (router, auth, remote loading), loaded for every page but the
 * sign-in entry, and after signing in there.
 */
export async function mountApp(root: Root, config: RuntimeConfig, user: UserDetails | null): Promise<void> {
  registerAppRemotes(config.remotes);
  // Before the first render: a screen that shows the user reads it from SWR's cache, without a request.
  if (user) void setCachedAuthDetails(user);
  // Start fetching the remote this page shows now, side by side with the session check and the layout
  // (the route mounts it later from the same cached attempt; a failure there shows 'Reintentar').
  const remote = remoteShowing(window.location.pathname);
  if (remote) getRemote(remote.name);
  // With a session, the page is got ready first and drawn whole in one render; a spinner shows only if
  // that takes a while. Without one the router starts at once (the layout sends the visitor to /login).
  let firstPage: FirstPage | undefined;
  if (user) {
    const spinner = setTimeout(() => root.render(<PageLoading />), QUIET_WAIT_MS);
    firstPage = await prepareFirstPage(window.location.pathname);
    clearTimeout(spinner);
  }
  root.render(<App user={user} firstPage={firstPage} />);
}
