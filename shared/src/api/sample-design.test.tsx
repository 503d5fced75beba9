import { ApiError } from './client';
import { answer, http, lines, recordRequests, server } from '../../test/network';
import { getCurrentClothing } from './clothing';
import { getLogos } from './decorations';

describe("a sample's design", () => {
  it('reads the logos and the garment at their docs/requirements.md §7 addresses', async () => {
    server.use(
      http.get('/api/business/samples/12/logos', () => answer(200, [])),
      http.get('/api/business/samples/12/current-clothing', () => answer(200, { id: 1, title: 'Playera', positions: [] })),
    );
    const sent = recordRequests();
    await getLogos(12);
    await getCurrentClothing(12);
    expect(lines(sent)).toEqual(['GET /api/business/samples/12/logos', 'GET /api/business/samples/12/current-clothing']);
  });

  it("the server's 200 null (no garment chosen yet) is null", async () => {
    server.use(http.get('/api/business/samples/12/current-clothing', () => answer(200, null)));
    await expect(getCurrentClothing(12)).resolves.toBeNull();
  });

  it.each([404, 400, 500])('a %i on current-clothing means "no garment yet" (null)', async (status) => {
    server.use(http.get('/api/business/samples/12/current-clothing', () => answer(status, { message: 'x' })));
    await expect(getCurrentClothing(12)).resolves.toBeNull();
  });

  it('a 401 is not "no garment": it is thrown', async () => {
    server.use(http.get('/api/business/samples/12/current-clothing', () => answer(401, { message: 'Inicia sesión para continuar.' })));
    await expect(getCurrentClothing(12)).rejects.toBeInstanceOf(ApiError);
  });
});
