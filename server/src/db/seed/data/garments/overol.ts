import { area, both, button, doc, type GarmentModule, mirror, piece, seam, shade, stitch, sym } from './draw';

/** Coverall. Height 482 px ≈ 150 cm → 3.2 px/cm, picture ≈ 188 cm wide. */
const body = (neckY: number) =>
  sym([300, neckY], [
    ['Q', 278, neckY, 262, 74],
    ['L', 202, 90],
    ['C', 180, 112, 160, 220, 146, 330],
    ['L', 180, 338],
    ['L', 204, 178],
    ['L', 206, 300],
    ['L', 204, 330],
    ['L', 212, 548],
    ['L', 284, 548],
    ['L', 292, 380],
    ['L', 300, 372],
  ]);

const common = both(
  seam('M202,90 Q214,136 204,178') +
    stitch('M207,93 Q218,136 209,178') +
    seam('M150,308 L183,315') +
    stitch('M148,322 L181,329') +
    stitch('M212,536 L284,536') +
    seam('M210,430 L288,430') +
    stitch('M210,436 L287,436'),
);
const waist = seam('M206,296 L394,296') + seam('M206,310 L394,310') + stitch('M206,303 L394,303');

const leaf = piece('M264,72 L244,88 L282,126 L300,100 Q278,94 264,72 Z') + stitch('M250,90 L281,120');
const pocket =
  piece('M222,176 L278,176 L278,232 L222,232 Z') +
  stitch('M226,180 L274,180 L274,228 L226,228 Z') +
  piece('M218,168 L282,168 L282,190 L218,190 Z') +
  stitch('M222,186 L278,186') +
  button(250, 180, 4);

const front = doc(
  piece(body(68)) +
    piece('M262,74 Q300,56 338,74 L332,84 Q300,72 268,84 Z') +
    shade('M262,74 Q300,56 338,74 L332,84 Q300,72 268,84 Z', 0.3) +
    both(pocket + seam('M212,318 L230,378') + stitch('M218,318 L235,372')) +
    seam('M306,100 L306,360 Q306,372 300,372') +
    stitch('M312,102 L312,354 Q312,372 300,378') +
    waist +
    leaf +
    mirror(leaf) +
    button(300, 108, 4) +
    common,
);

const back = doc(
  piece(body(70)) +
    seam('M204,152 Q300,164 396,152') +
    stitch('M204,160 Q300,172 396,160') +
    waist +
    seam('M300,310 L300,372') +
    both(piece('M226,330 L276,330 L276,384 L251,392 L226,384 Z') + stitch('M230,336 L272,336')) +
    piece('M262,74 Q300,84 338,74 L348,94 Q300,108 252,94 Z') +
    stitch('M256,88 Q300,101 344,88') +
    common,
);

export const overol: GarmentModule = {
  title: 'Overol industrial',
  image: 'overol-frente.svg',
  positions: [
    {
      title: 'Frente',
      image: 'overol-frente.svg',
      width: 188,
      areas: [area('Pecho derecho', 212, 128, 68, 38), area('Pecho izquierdo', 320, 128, 68, 38)],
    },
    {
      title: 'Espalda',
      image: 'overol-espalda.svg',
      width: 188,
      areas: [area('Espalda superior', 226, 104, 148, 40), area('Centro espalda', 214, 172, 172, 112)],
    },
  ],
  svgs: { 'overol-frente.svg': front, 'overol-espalda.svg': back },
};
