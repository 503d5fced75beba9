import { area, both, doc, type GarmentModule, mirror, mirrorArea, piece, seam, shade, stitch, sym } from './draw';

/** Crew-neck T-shirt. Front/back: body 292 px wide ≈ 52 cm, so the 600 px picture is ≈ 107 cm. */
const tshirtBody = (neckY: number) =>
  sym([300, neckY], [
    ['Q', 262, neckY, 242, 82],
    ['L', 160, 106],
    ['L', 66, 208],
    ['L', 118, 262],
    ['L', 156, 222],
    ['L', 154, 540],
    ['L', 300, 540],
  ]);

const sleevesAndHem =
  both(seam('M160,106 Q174,166 156,222') + stitch('M74,199 L126,253')) + stitch('M156,526 L444,526');

const front = doc(
  piece(tshirtBody(96)) +
    shade('M242,82 Q262,96 300,96 Q338,96 358,82 C350,128 250,128 242,82 Z', 0.28) +
    piece('M234,84 C242,140 358,140 366,84 L358,82 C350,128 250,128 242,82 Z') +
    stitch('M237,93 C247,147 353,147 363,93') +
    sleevesAndHem,
);

const back = doc(
  piece(tshirtBody(90)) +
    piece('M234,84 Q300,124 366,84 L358,82 Q338,90 300,90 Q262,90 242,82 Z') +
    stitch('M238,94 Q300,134 362,94') +
    sleevesAndHem,
);

/** Side view, wearer's left side: front of the garment on the viewer's left. Sleeve hem 204 px ≈ 20 cm. */
export const tshirtSide = (collar: string, sleeveExtra = '') =>
  piece('M240,112 Q214,118 208,156 L204,545 L396,545 L394,146 Q392,98 346,86 Q296,88 240,112 Z') +
  collar +
  seam('M304,326 L302,545') +
  stitch('M206,532 L395,532') +
  shade('M207,346 L207,326 L395,315 L395,336 Z', 0.1) +
  piece('M214,170 C216,122 256,104 300,104 C346,104 384,120 388,160 L408,318 L200,330 Z') +
  stitch('M202,317 L406,305') +
  sleeveExtra;

const side = tshirtSide(
  piece('M240,112 Q296,88 346,86 L350,99 Q302,100 250,124 Z') + stitch('M246,118 Q300,95 348,93'),
);

const sleeveArea = area('Manga', 238, 158, 136, 136);

export const playera: GarmentModule = {
  title: 'Playera cuello redondo',
  image: 'playera-frente.svg',
  positions: [
    {
      title: 'Frente',
      image: 'playera-frente.svg',
      width: 107,
      areas: [
        area('Pecho derecho', 178, 150, 92, 100),
        area('Pecho izquierdo', 330, 150, 92, 100),
        area('Centro', 190, 170, 220, 270),
      ],
    },
    {
      title: 'Espalda',
      image: 'playera-espalda.svg',
      width: 107,
      areas: [area('Espalda superior', 200, 122, 200, 70), area('Centro espalda', 186, 200, 228, 250)],
    },
    { title: 'Manga izquierda', image: 'playera-manga-izquierda.svg', width: 59, areas: [sleeveArea] },
    { title: 'Manga derecha', image: 'playera-manga-derecha.svg', width: 59, areas: [mirrorArea(sleeveArea)] },
  ],
  svgs: {
    'playera-frente.svg': front,
    'playera-espalda.svg': back,
    'playera-manga-izquierda.svg': doc(side),
    'playera-manga-derecha.svg': doc(mirror(side)),
  },
};
