/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import { setCachedAuthDetails, useAuthDetails } from './auth-hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mariana = { id: 1, username: 'mlopez', firstName: 'Mariana', lastName: 'López', role: 'seller' as const };
const pedro = { id: 2, username: 'pruiz', firstName: 'Pedro', lastName: 'Ruiz', role: 'seller' as const };

/** The network edge: GET /auth/details answers `who`. */
function serve(who: object) {
  const fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(who) }) as unknown as Response);
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

afterEach(async () => {
  await setCachedAuthDetails(null);
});

describe('useAuthDetails and the cached user (the default SWR cache, as in the app)', () => {
  it('a user the host put in the cache is shown without a request', async () => {
    const fetch = serve(pedro);
    await setCachedAuthDetails(mariana);
    const { result } = renderHook(() => useAuthDetails());
    expect(result.current.data).toEqual(mariana);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after the host removes it (sign-out), the next screen asks the server and shows who is signed in now', async () => {
    await setCachedAuthDetails(mariana);
    await setCachedAuthDetails(null);
    const fetch = serve(pedro);
    const { result } = renderHook(() => useAuthDetails());
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(pedro));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
