/** @jest-environment ./test/jsdom-environment.cjs */
import { answer, http, lines, recordRequests, server } from '../../test/network';
import '../../test/network/lifecycle';
import { createText, deleteDecoration, getTexts, patchLogo, patchText, restoreDecoration } from './decorations';
import { getRenderFile } from './files';

const TEXT = { textId: 5, viewId: 9, text: 'Hola', font: 'Roboto', color: '000000', thread: null, technique: 'Bordado', comments: '', size: 12, heightCm: 1, widthCm: 3, rotateDegrees: 0, xCm: 9, yCm: 9, zIndex: 1 };
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

describe('decoration calls go to the endpoint table’s method and path', () => {
  it('reads, creates and edits texts and logos', async () => {
    server.use(
      http.get('/api/business/samples/3/texts', () => answer(200, [])),
      http.post('/api/business/samples/3/current-clothing-position/9/texts', () => answer(200, TEXT)),
      http.patch('/api/business/samples/3/logos/4', () => answer(200, LOGO)),
      http.patch('/api/business/samples/3/texts/5', () => answer(200, TEXT)),
    );
    const sent = recordRequests();
    await getTexts(3);
    await createText(3, 9, { text: 'Hola', widthCm: 3 });
    await patchLogo(3, 4, { heightCm: 2 });
    await patchText(3, 5, { text: 'Adiós' });
    expect(lines(sent)).toEqual([
      'GET /api/business/samples/3/texts',
      'POST /api/business/samples/3/current-clothing-position/9/texts',
      'PATCH /api/business/samples/3/logos/4',
      'PATCH /api/business/samples/3/texts/5',
    ]);
  });

  it('deletes and restores each kind of decoration at its own address', async () => {
    server.use(
      http.delete('/api/business/samples/3/logos/4', () => answer(204)),
      http.delete('/api/business/samples/3/texts/5', () => answer(204)),
      http.post('/api/business/samples/3/logos/4/restore', () => answer(200, LOGO)),
      http.post('/api/business/samples/3/texts/5/restore', () => answer(200, TEXT)),
    );
    const sent = recordRequests();
    await deleteDecoration('logo', 3, 4);
    await deleteDecoration('text', 3, 5);
    await restoreDecoration('logo', 3, 4);
    await restoreDecoration('text', 3, 5);
    expect(lines(sent)).toEqual([
      'DELETE /api/business/samples/3/logos/4',
      'DELETE /api/business/samples/3/texts/5',
      'POST /api/business/samples/3/logos/4/restore',
      'POST /api/business/samples/3/texts/5/restore',
    ]);
  });

  it('a sample without a render reads as null, not as an error', async () => {
    server.use(http.get('/api/business/samples/7/render-file', () => answer(200, null)));
    await expect(getRenderFile(7)).resolves.toBeNull();
  });
});
