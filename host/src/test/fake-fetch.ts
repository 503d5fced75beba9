/** Test helper: replaces the global fetch (the network edge) with scripted answers. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FetchHandler = (url: string, init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;

export function answer(status: number, body?: unknown): FakeAnswer {
  return { status, body };
}

export function installFetch(handler: FetchHandler): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = await handler(String(input), init);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => body } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export const demoUser = { id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' as const };
