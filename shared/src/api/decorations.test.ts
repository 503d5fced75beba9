import { mockFetch } from '../../test/remote-testing';
import { createText, deleteDecoration, getTexts, patchLogo, patchText, restoreDecoration } from './decorations';
import { getRenderFile } from './files';

const calls = (fetch: jest.Mock) => fetch.mock.calls.map(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('decoration calls go to the endpoint table’s method and path', () => {
  it('reads, creates and edits texts and logos', async () => {
    const fetch = mockFetch({
      '/api/business/samples/3/texts': { body: [] },
      '/api/business/samples/3/current-clothing-position/9/texts': { body: {} },
      '/api/business/samples/3/logos/4': { body: {} },
      '/api/business/samples/3/texts/5': { body: {} },
    });
    await getTexts(3);
    await createText(3, 9, { text: 'Hola', widthCm: 3 });
    await patchLogo(3, 4, { heightCm: 2 });
    await patchText(3, 5, { text: 'Adiós' });
    expect(calls(fetch)).toEqual([
      'GET /api/business/samples/3/texts',
      'POST /api/business/samples/3/current-clothing-position/9/texts',
      'PATCH /api/business/samples/3/logos/4',
      'PATCH /api/business/samples/3/texts/5',
    ]);
  });

  it('deletes and restores each kind of decoration at its own address', async () => {
    const fetch = mockFetch({
      '/api/business/samples/3/logos/4': { status: 204 },
      '/api/business/samples/3/texts/5': { status: 204 },
      '/api/business/samples/3/logos/4/restore': { body: {} },
      '/api/business/samples/3/texts/5/restore': { body: {} },
    });
    await deleteDecoration('logo', 3, 4);
    await deleteDecoration('text', 3, 5);
    await restoreDecoration('logo', 3, 4);
    await restoreDecoration('text', 3, 5);
    expect(calls(fetch)).toEqual([
      'DELETE /api/business/samples/3/logos/4',
      'DELETE /api/business/samples/3/texts/5',
      'POST /api/business/samples/3/logos/4/restore',
      'POST /api/business/samples/3/texts/5/restore',
    ]);
  });

  it('a sample without a render reads as null, not as an error', async () => {
    mockFetch({ '/api/business/samples/7/render-file': { body: null } });
    await expect(getRenderFile(7)).resolves.toBeNull();
  });
});
