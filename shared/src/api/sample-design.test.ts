/** @jest-environment jsdom */
import { ApiError } from './client';
import { getCurrentClothing, getLogos } from './sample-design';

/** Network edge: fetch answers `status` with `body` and records the URLs asked for. */
function installFetch(status: number, body?: unknown): jest.Mock {
  const mock = jest.fn(async () => {
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe("a sample's design", () => {
  it('reads the logos and the garment at their spec §7 addresses', async () => {
    const fetch = installFetch(200, []);
    await getLogos(12);
    await getCurrentClothing(12);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/business/samples/12/logos', '/api/business/samples/12/current-clothing']);
  });

  it.each([404, 400, 500])('a %i on current-clothing means "no garment yet" (null)', async (status) => {
    installFetch(status, { message: 'x' });
    await expect(getCurrentClothing(12)).resolves.toBeNull();
  });

  it('a 401 is not "no garment": it is thrown', async () => {
    installFetch(401, { message: 'Inicia sesión para continuar.' });
    await expect(getCurrentClothing(12)).rejects.toBeInstanceOf(ApiError);
  });
});
