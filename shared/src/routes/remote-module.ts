import type { RouteObject } from 'react-router';
import type { NavGroup } from '../domain/navigation';

/**
 * What each remote's one exposed module (`<remote>/routes`) exports.
 * Route paths are relative to where the host mounts the remote.
 */
export interface RemoteModule {
  routes: RouteObject[];
  /** Only the back-office remote: the sidebar's groups. */
  navigation?: NavGroup[];
  /**
   * Gets the screen at `path` (relative to the mount, e.g. '/' or '/samples/12') ready before the host
   * renders it: starts its code and its first data, and resolves once both are here. Never rejects.
   * The host's route waits for it, so a page appears whole instead of through nested spinners.
   * `mountParams` are the mount's own parameters (the editor's '/samples/:id/design' → { id }).
   */
  preload?: (path: string, mountParams?: Record<string, string>) => Promise<void>;
}
