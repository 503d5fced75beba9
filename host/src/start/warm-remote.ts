import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig, UserDetails } from '@muestrario/shared/contract';
import { pathInRemote } from '@muestrario/shared/domain';
import { remoteShowing, type RemoteModule } from '@muestrario/shared/routes';
import { markPageRemote } from './page-remote';

/**
 * As soon as /config.json is known: register the remotes and start loading the one the current URL
 * shows, while the router application is still downloading. The route later asks the runtime for the
 * same module and gets this load (entry, chunks and module are cached by the runtime and webpack).
 * Once both the module and a session are here, the remote starts getting the screen ready (its code and
 * first data); the mount route's loader later waits for that same work.
 * A failure here is ignored: the route's own load reports it ('Reintentar').
 */
export function warmRemote(config: RuntimeConfig, pathname: string, session: Promise<UserDetails | null>): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const remote = remoteShowing(pathname)?.name;
  if (!remote) return;
  markPageRemote(remote);
  Promise.all([loadRemote<{ default?: RemoteModule }>(`${remote}/routes`), session])
    .then(([module, user]) => (user ? module?.default?.preload?.(pathInRemote(remote, pathname)) : undefined))
    .catch(() => undefined);
}
