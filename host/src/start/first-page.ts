import type { HydrationState } from 'react-router';
import { pathInRemote } from '@muestrario/shared/domain';
import { remoteShowing } from '@muestrario/shared/routes';
import { layoutChunks, mountChunk, mountRouteId, type LoadedRouteCode } from '../app/routes';
import { prepareRemote } from '../remotes/remote-store';

/** What the router needs to show the first page in its first render. */
export interface FirstPage {
  loaded: LoadedRouteCode;
  /** The mount route's loader already ran (here): the router starts initialised, without running it. */
  hydrationData: HydrationState;
}

/**
 * With a known session, gets everything the page at `pathname` shows ready before the router's first
 * render: the layout's and the mount route's code (their files were hinted, so this is mostly running
 * them) and the remote with its screen's code and first data (`prepareRemote`: at most REMOTE_WAIT_MS,
 * never rejects; a failed or slow remote then shows in its boundary as before). The router then draws
 * the page whole in one render, instead of a loading screen first and the page in a second, time-sliced
 * render. Undefined (the router loads the route itself, as on any navigation) for a path outside every
 * remote (or a sign-in page) or when a chunk of the host fails to load.
 */
export async function prepareFirstPage(pathname: string): Promise<FirstPage | undefined> {
  const remote = remoteShowing(pathname);
  if (!remote) return undefined;
  try {
    const [layout, mounts] = await Promise.all([
      layoutChunks[remote.layout](),
      mountChunk(),
      prepareRemote(remote.name, pathInRemote(remote.name, pathname)),
    ]);
    return {
      loaded: { layouts: { [remote.layout]: layout }, mounts },
      hydrationData: { loaderData: { [mountRouteId(remote.name)]: null } },
    };
  } catch {
    return undefined;
  }
}
