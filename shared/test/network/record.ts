import { server } from './msw-server';

export interface RecordedRequest {
  method: string;
  /** The whole URL. */
  url: string;
  /** Path and query, for same-origin requests: `/api/auth/login`. */
  path: string;
  /** `include` when the session cookie goes along (fetch's `credentials`, XHR's `withCredentials`). */
  credentials: RequestCredentials;
  /** JSON bodies parsed, other text as text, undefined when empty (filled once the body is read). */
  body: unknown;
}

/**
 * Every request the page sends from now on, in order (MSW's `request:start` event), for tests that
 * check what was sent: method, path and body. Listeners are removed after each test (./lifecycle).
 */
export function recordRequests(): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, url: request.url, path: `${url.pathname}${url.search}`, credentials: request.credentials, body: undefined };
    seen.push(entry);
    if (request.body) {
      void request
        .clone()
        .text()
        .then((text) => {
          if (!text) return;
          try {
            entry.body = JSON.parse(text) as unknown;
          } catch {
            entry.body = text;
          }
        });
    }
  });
  return seen;
}

/** The recorded requests as `METHOD path` lines, the form most assertions read best in. */
export function lines(requests: RecordedRequest[]): string[] {
  return requests.map((r) => `${r.method} ${r.path}`);
}
