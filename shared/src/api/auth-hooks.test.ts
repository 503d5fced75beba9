/** @jest-environment ./test/jsdom-environment.cjs */
import { renderHook, waitFor } from '@testing-library/react';
import { answer, http, lines, otherUser, recordRequests, server } from '../../test/network';
import '../../test/network/lifecycle';
import { setCachedAuthDetails, useAuthDetails } from './auth-hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mariana = { id: 1, username: 'mlopez', firstName: 'Mariana', lastName: 'López', role: 'seller' as const };
const pedro = otherUser;

/** The network edge: GET /auth/details answers `who`; the requests sent from now on are returned. */
function serve(who: object) {
  server.use(http.get('/api/auth/details', () => answer(200, who)));
  return recordRequests();
}

afterEach(async () => {
  await setCachedAuthDetails(null);
});

describe('useAuthDetails and the cached user (the default SWR cache, as in the app)', () => {
  it('a user the host put in the cache is shown without a request', async () => {
    const sent = serve(pedro);
    await setCachedAuthDetails(mariana);
    const { result } = renderHook(() => useAuthDetails());
    expect(result.current.data).toEqual(mariana);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('after the host removes it (sign-out), the next screen asks the server and shows who is signed in now', async () => {
    await setCachedAuthDetails(mariana);
    await setCachedAuthDetails(null);
    const sent = serve(pedro);
    const { result } = renderHook(() => useAuthDetails());
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(pedro));
    expect(lines(sent)).toEqual(['GET /api/auth/details']);
  });
});
