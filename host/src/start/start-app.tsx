import type { Root } from 'react-dom/client';
import { setCachedAuthDetails } from '@muestrario/shared/api';
import type { RuntimeConfig, UserDetails } from '@muestrario/shared/contract';
import { remoteForPath } from '@muestrario/shared/domain';
import { App } from '../app/App';
import { getRemote, registerAppRemotes } from '../remotes/remote-store';

/**
 * The router application: its own chunk (router, auth, remote loading), loaded for every page but the
 * sign-in entry, and after signing in there.
 */
export function mountApp(root: Root, config: RuntimeConfig, user: UserDetails | null): void {
  registerAppRemotes(config.remotes);
  // Before the first render: a screen that shows the user reads it from SWR's cache, without a request.
  if (user) void setCachedAuthDetails(user);
  // Start fetching the remote this page shows now, side by side with the session check and the layout
  // (the route mounts it later from the same cached attempt; a failure there shows 'Reintentar').
  const remote = remoteForPath(window.location.pathname);
  if (remote) getRemote(remote);
  root.render(<App user={user} />);
}
