import type { CurrentClothing, Logo } from '@muestrario/shared/contract';
import { decoratedViews, previewBox } from './decorated-views';

const logo = (over: Partial<Logo>): Logo => ({
  logoId: 1,
  viewId: 10,
  logoName: 'Logo',
  logoTechnique: 'Bordado',
  logoNotes: '',
  logoNotesOnColor: '',
  logoNotesOnPosition: '',
  heightCm: 10,
  widthCm: 20,
  rotateDegrees: 0,
  xpositionCm: 25,
  ypositionCm: 25,
  viewWidth: 50,
  resourcePath: '/api/files/',
  filename: 'a.svg',
  originalFilename: 'a.svg',
  filesize: 1000,
  pantones: [],
  ...over,
});
const CLOTHING: CurrentClothing = {
  id: 1,
  title: 'Playera',
  positions: [
    { id: 10, image: 'frente.svg', title: 'Frente', width: 50, areas: [] },
    { id: 11, image: 'espalda.svg', title: 'Espalda', width: 50, areas: [] },
    { id: 12, image: 'manga.svg', title: 'Manga', width: 30, areas: [] },
  ],
};

describe('decoratedViews', () => {
  it('keeps the garment order and only views with logos', () => {
    const views = decoratedViews(CLOTHING, [logo({ logoId: 1, viewId: 12 }), logo({ logoId: 2, viewId: 10 }), logo({ logoId: 3, viewId: 12 })]);
    expect(views.map((v) => [v.position.title, v.logos.map((l) => l.logoId)])).toEqual([
      ['Frente', [2]],
      ['Manga', [1, 3]],
    ]);
  });

  it('is empty without a garment', () => {
    expect(decoratedViews(null, [logo({})])).toEqual([]);
  });
});

describe('previewBox', () => {
  it('places the logo by its centre, in percent of the square view', () => {
    expect(previewBox(logo({ xpositionCm: 25, ypositionCm: 10, widthCm: 20, heightCm: 10 }), 50)).toEqual({
      left: 30,
      top: 10,
      width: 40,
      height: 20,
      rotateDegrees: 0,
    });
  });

  it('keeps the rotation for the centre-based CSS rotate()', () => {
    expect(previewBox(logo({ rotateDegrees: 30 }), 50).rotateDegrees).toBe(30);
  });
});
