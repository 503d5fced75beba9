import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import type { RemoteModule } from '../src/routes';
import { RemoteRoutes } from '../src/ui';

type Answer = { status?: number; body?: unknown };

/** Replaces `fetch` (the only mocked edge): each answer is chosen by the request's path. */
export function mockFetch(answers: Record<string, Answer | (() => Promise<Answer>)>) {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const entry = answers[url.pathname];
    const answer = typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: { message: 'No encontrado' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { status, ok: status >= 200 && status < 300, text: async () => text } as Response;
  });
  globalThis.fetch = fn as typeof fetch;
  return fn;
}

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
export function renderRemote(remote: RemoteModule, { url, mountPath = '/*' }: { url: string; mountPath?: string }) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={mountPath} element={<RemoteRoutes routes={remote.routes} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}
