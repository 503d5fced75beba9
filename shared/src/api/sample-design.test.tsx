import { ApiError } from './client';
import { mockFetch } from '../../test/remote-testing';
import { getCurrentClothing } from './clothing';
import { getLogos } from './decorations';

describe("a sample's design", () => {
  it('reads the logos and the garment at their spec §7 addresses', async () => {
    const fetch = mockFetch({ '/api/business/samples/12/logos': { body: [] }, '/api/business/samples/12/current-clothing': { body: { id: 1, title: 'Playera', positions: [] } } });
    await getLogos(12);
    await getCurrentClothing(12);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/business/samples/12/logos', '/api/business/samples/12/current-clothing']);
  });

  it.each([404, 400, 500])('a %i on current-clothing means "no garment yet" (null)', async (status) => {
    mockFetch({ '/api/business/samples/12/current-clothing': { status, body: { message: 'x' } } });
    await expect(getCurrentClothing(12)).resolves.toBeNull();
  });

  it('a 401 is not "no garment": it is thrown', async () => {
    mockFetch({ '/api/business/samples/12/current-clothing': { status: 401, body: { message: 'Inicia sesión para continuar.' } } });
    await expect(getCurrentClothing(12)).rejects.toBeInstanceOf(ApiError);
  });
});
