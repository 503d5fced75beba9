import { mockFetch } from '../../test/remote-testing';
import { createText, deleteDecoration, getTexts, patchLogo, patchText, restoreDecoration } from './decorations';
import { getRenderFile } from './files';

const TEXT = { textId: 5, viewId: 9, text: 'Hola', font: 'Roboto', color: '000000', technique: 'Bordado', comments: '', size: 12, heightCm: 1, widthCm: 3, rotateDegrees: 0, xCm: 9, yCm: 9, zIndex: 1 };
const LOGO = {
  logoId: 4,
  viewId: 9,
  logoName: 'Logo 1',
  logoTechnique: 'Bordado',
  logoNotes: '',
  logoNotesOnColor: '',
  logoNotesOnPosition: '',
  heightCm: 2,
  widthCm: 2,
  rotateDegrees: 0,
  xpositionCm: 9,
  ypositionCm: 9,
  viewWidth: 18,
  resourcePath: '/api/files/',
  filename: `${'a'.repeat(32)}.png`,
  originalFilename: 'logo.png',
  filesize: 10,
  pantones: [],
};

const calls = (fetch: jest.Mock) => fetch.mock.calls.map(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('decoration calls go to the endpoint table’s method and path', () => {
  it('reads, creates and edits texts and logos', async () => {
    const fetch = mockFetch({
      '/api/business/samples/3/texts': { body: [] },
      '/api/business/samples/3/current-clothing-position/9/texts': { body: TEXT },
      '/api/business/samples/3/logos/4': { body: LOGO },
      '/api/business/samples/3/texts/5': { body: TEXT },
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
      '/api/business/samples/3/logos/4/restore': { body: LOGO },
      '/api/business/samples/3/texts/5/restore': { body: TEXT },
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
