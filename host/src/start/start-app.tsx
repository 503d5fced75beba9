import type { Root } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { setCachedAuthDetails } from '@muestrario/shared/api';
import type { UserDetails } from '@muestrario/shared/contract';
import { App } from '../app/App';
import { PageLoading } from '../app/Root';
import { createRoutes } from '../app/routes';

/** How long start-up waits for the first page in silence before it shows a spinner. */
export const QUIET_WAIT_MS = 300;

/** Resolves once the router has loaded its first page (its `lazy` chunks and loaders). */
const initialized = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * The router application: its own chunk (router, auth, remote loading), loaded for every page but the
 * sign-in entry, and after signing in there. The router starts loading the page at once (layout chunk,
 * remote, screen code and first data, through the routes' `lazy` and `loader`). With a session it is
 * rendered only once that page is ready, so React draws layout, screen and data in one synchronous
 * render (no loading screen first and the page later in a time-sliced one); a spinner shows only if
 * that takes a while. Without a session it renders at once (the layout sends the visitor to /login).
 */
export async function mountApp(root: Root, user: UserDetails | null): Promise<void> {
  // Before the first render: a screen that shows the user reads it from SWR's cache, without a request.
  if (user) void setCachedAuthDetails(user);
  const router = createBrowserRouter(createRoutes({ prepareRemotes: user !== null }));
  if (user) {
    const spinner = setTimeout(() => root.render(<PageLoading />), QUIET_WAIT_MS);
    await initialized(router);
    clearTimeout(spinner);
  }
  root.render(<App router={router} user={user} />);
}
