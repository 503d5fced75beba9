/**
 * The network edge of the back-office's screen tests: `fetch` answered by method and path, recording
 * every request (method, path, query, JSON body). Unknown routes answer 404.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status?: number; body?: unknown };
type Handler = Answer | ((request: FakeRequest) => Answer | Promise<Answer>);

export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? await handler(request) : (handler ?? { status: 404, body: { message: 'No encontrado' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { status, ok: status >= 200 && status < 300, text: async () => text } as Response;
  });
  globalThis.fetch = fn as typeof fetch;
  return { requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}
