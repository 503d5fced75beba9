import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import type { RemoteModule } from '../src/routes';
import { RemoteRoutes } from '../src/ui';

export * from './network';

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
    </>
  );
}

/** Renders the remote's routes the way the host does: `useRoutes` under the remote's mount path. */
export function renderRemote(remote: RemoteModule, { url, mountPath = '/*', state }: { url: string; mountPath?: string; state?: unknown }) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[state === undefined ? url : { pathname: new URL(url, 'http://x').pathname, search: new URL(url, 'http://x').search, state }]}>
        <Routes>
          <Route path={mountPath} element={<RemoteRoutes routes={remote.routes} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}
