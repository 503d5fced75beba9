import { area, both, button, doc, type GarmentModule, mirror, piece, seam, shade, stitch, sym } from './draw';

/** Lab / medical coat. Body 240 px ≈ 56 cm → 4.3 px/cm, picture ≈ 140 cm wide. */
const coat = (neckY: number) =>
  sym([300, neckY], [
    ['Q', 272, neckY, 256, 72],
    ['L', 176, 96],
    ['C', 150, 130, 124, 300, 112, 452],
    ['L', 164, 460],
    ['L', 182, 226],
    ['L', 180, 548],
    ['L', 300, 548],
  ]);

const sleeves = both(seam('M176,96 Q196,170 182,226') + stitch('M182,99 Q201,170 187,225') + stitch('M114,438 L165,446'));
const hem = stitch('M182,536 L418,536');

const lapel =
  piece('M258,72 L226,98 L236,128 L250,124 L240,146 L300,250 L266,84 Z') +
  seam('M250,124 L268,104') +
  stitch('M232,100 L240,124') +
  stitch('M246,152 L296,236');

const lowerPocket = piece('M196,380 L270,380 L270,458 L196,458 Z') + stitch('M196,392 L270,392') + stitch('M201,396 L201,453 L265,453 L265,396');

const front = doc(
  piece(coat(64)) +
    piece('M256,72 Q300,54 344,72 L338,84 Q300,70 262,84 Z') +
    shade('M256,72 Q300,54 344,72 L338,84 Q300,70 262,84 Z', 0.3) +
    shade('M262,80 Q300,66 338,80 L300,250 Z', 0.28) +
    seam('M300,250 L300,548') +
    both(lowerPocket) +
    piece('M338,202 L394,202 L394,258 L338,258 Z') +
    stitch('M338,212 L394,212') +
    stitch('M352,214 L352,254') +
    lapel +
    mirror(lapel) +
    [290, 350, 410, 470].map((y) => button(290, y, 5)).join('') +
    sleeves +
    hem,
);

const back = doc(
  piece(coat(62)) +
    seam('M300,338 L300,548') +
    seam('M308,462 L308,548') +
    stitch('M300,462 L308,452') +
    seam('M300,250 L300,318') +
    piece('M232,318 L368,318 L368,340 L232,340 Z') +
    stitch('M236,322 L364,322 L364,336 L236,336 Z') +
    button(244, 329, 4.5) +
    button(356, 329, 4.5) +
    piece('M256,72 Q300,82 344,72 L354,94 Q300,108 246,94 Z') +
    stitch('M251,88 Q300,101 349,88') +
    sleeves +
    hem,
);

export const bata: GarmentModule = {
  title: 'Bata médica',
  image: 'bata-frente.svg',
  positions: [
    {
      title: 'Frente',
      image: 'bata-frente.svg',
      width: 140,
      areas: [area('Pecho derecho', 186, 160, 56, 84), area('Pecho izquierdo', 334, 140, 64, 58)],
    },
    {
      title: 'Espalda',
      image: 'bata-espalda.svg',
      width: 140,
      areas: [area('Espalda superior', 204, 116, 192, 110)],
    },
  ],
  svgs: { 'bata-frente.svg': front, 'bata-espalda.svg': back },
};
