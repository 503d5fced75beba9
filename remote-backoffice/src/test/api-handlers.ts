import { answer, http, server } from '@muestrario/shared/testing';

/**
 * The back-office screen tests' network edge, on MSW: `serveApi({ 'GET /api/business-partners': { body } })`
 * installs one method-aware handler per route (a function answers from the request), and records every
 * request the page sends (method, path, query, JSON body), answered or not: a route the test did not
 * set up gets the shared 404 fallback, and still shows in `requests`.
 */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body (filled once MSW has read it), undefined for none or a multipart upload. */
  body: unknown;
}
type Answer = { status?: number; body?: unknown };
type Handler = Answer | ((request: SentRequest) => Answer | Promise<Answer>);
export type ApiRoutes = Record<string, Handler>;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** The JSON body, or undefined for none or another type (an upload's multipart body). */
async function jsonBody(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('json')) return undefined;
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export function serveApi(routes: ApiRoutes) {
  const requests: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const sent: SentRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: undefined };
    requests.push(sent);
    void jsonBody(request).then((body) => {
      sent.body = body;
    });
  });
  server.use(
    ...Object.entries(routes).map(([key, handler]) => {
      const [method, path] = key.split(' ') as [keyof typeof METHODS, string];
      return METHODS[method](path, async ({ request }) => {
        const url = new URL(request.url);
        const sent: SentRequest = { method, path: url.pathname, query: url.searchParams, body: await jsonBody(request) };
        const { status = 200, body } = typeof handler === 'function' ? await handler(sent) : handler;
        return answer(status, body);
      });
    }),
  );
  return { requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}
