import type { CurrentClothing, Logo, SampleText } from '@muestrario/shared/contract';
import { logo as logoOf } from '@muestrario/shared/testing';
import { decoratedViews, logoPreviewBox, previewBox, previewItems, textColorCss } from './decorated-views';

const logo = (over: Partial<Logo>) => logoOf({ logoId: 1, viewId: 10, logoName: 'Logo', filename: 'a.svg', originalFilename: 'a.svg', filesize: 1000, ...over });
const text = (over: Partial<SampleText>): SampleText => ({
  textId: 1,
  viewId: 11,
  text: 'SUPERVISOR QA',
  font: 'Roboto',
  color: '1e3a8a',
  thread: null,
  technique: 'Vinil',
  comments: '',
  size: 12,
  heightCm: 3,
  widthCm: 24,
  rotateDegrees: 0,
  xCm: 25,
  yCm: 20,
  zIndex: 0,
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
    expect(decoratedViews(null, [logo({})], [text({})])).toEqual([]);
  });

  it('lists a view that has only texts, with its texts bottom to top', () => {
    const views = decoratedViews(CLOTHING, [logo({ logoId: 1, viewId: 10 })], [text({ textId: 7, zIndex: 3 }), text({ textId: 8, zIndex: 1 })]);
    expect(views.map((v) => [v.position.title, v.logos.map((l) => l.logoId), v.texts.map((t) => t.textId)])).toEqual([
      ['Frente', [1], []],
      ['Espalda', [], [8, 7]],
    ]);
  });

  it('drops texts of views the garment does not have', () => {
    expect(decoratedViews(CLOTHING, [], [text({ viewId: 99 })])).toEqual([]);
  });
});

describe('previewItems', () => {
  it('stacks logos and texts together by zIndex (a logo without one at 0), keeping the order on a tie', () => {
    const items = previewItems({
      logos: [logo({ logoId: 1, zIndex: 2 }), logo({ logoId: 2 })],
      texts: [text({ textId: 3, zIndex: 0 }), text({ textId: 4, zIndex: -1 })],
    });
    expect(items.map((i) => i.key)).toEqual(['text-4', 'logo-2', 'text-3', 'logo-1']);
  });
});

describe('previewBox', () => {
  it('places the logo by its centre, in percent of the square view', () => {
    expect(logoPreviewBox(logo({ xpositionCm: 25, ypositionCm: 10, widthCm: 20, heightCm: 10 }), 50)).toEqual({
      left: 30,
      top: 10,
      width: 40,
      height: 20,
      rotateDegrees: 0,
    });
  });

  it('keeps the rotation for the centre-based CSS rotate()', () => {
    expect(logoPreviewBox(logo({ rotateDegrees: 30 }), 50).rotateDegrees).toBe(30);
  });

  it('places a text by the same geometry (its x/y are the centre)', () => {
    expect(previewBox(text({ xCm: 25, yCm: 20, widthCm: 24, heightCm: 3, rotateDegrees: -10 }), 50)).toEqual({
      left: 26,
      top: 37,
      width: 48,
      height: 6,
      rotateDegrees: -10,
    });
  });
});

describe('textColorCss', () => {
  it('writes the stored six hex digits as a CSS colour', () => {
    expect(textColorCss('1e3a8a')).toBe('#1E3A8A');
    expect(textColorCss('#ffffff')).toBe('#FFFFFF');
  });
});
