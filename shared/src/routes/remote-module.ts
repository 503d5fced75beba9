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
}
