import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@muestrario/shared/contract';
import { remoteForPath } from './remote-for-path';

/**
 * As soon as /config.json is known: register the remotes and start loading the one the current URL
 * shows, while the router application is still downloading. The route later asks the runtime for the
 * same module and gets this load (entry, chunks and module are cached by the runtime and webpack).
 * A failure here is ignored: the route's own load reports it ('Reintentar').
 */
export function warmRemote(config: RuntimeConfig, pathname: string): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const remote = remoteForPath(pathname);
  if (remote) loadRemote(`${remote}/routes`).catch(() => undefined);
}
