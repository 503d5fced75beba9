import { area, both, doc, type GarmentModule, piece, seam, shade, solid, stitch, sym } from './draw';

/** Safety vest with reflective tape. Body 272 px ≈ 60 cm → picture ≈ 132 cm. */
const vest = (neckY: number) =>
  sym([300, neckY], [
    ['Q', 272, neckY, 250, 80],
    ['L', 190, 96],
    ['C', 200, 160, 196, 236, 160, 268],
    ['L', 164, 528],
    ['L', 300, 532],
  ]);

const TAPE = '#D5D9DE';
const tape = (d: string) => solid(d, TAPE);
const horizontalTapes =
  tape('M161.6,372 L438.4,372 L437.9,402 L162.1,402 Z') +
  tape('M162.6,442 L437.4,442 L436.9,472 L163.1,472 Z') +
  stitch('M166,377 L434,377') +
  stitch('M166,397 L434,397') +
  stitch('M166,447 L434,447') +
  stitch('M166,467 L434,467');
const verticalTapes = both(tape('M206,91.7 L232,84.8 L232,372 L206,372 Z') + stitch('M211,92 L211,370') + stitch('M227,88 L227,370'));
const edges = both(stitch('M197,99 C207,162 204,240 169,275') + stitch('M168,280 L171,520'));

const front = doc(
  piece(vest(92)) +
    shade('M250,80 Q272,92 300,92 Q328,92 350,80 L300,200 Z', 0.32) +
    both(seam('M250,80 L300,200') + stitch('M243,84 L296,208')) +
    verticalTapes +
    horizontalTapes +
    seam('M300,200 L300,532') +
    stitch('M294,212 L294,526') +
    edges +
    stitch('M168,520 L432,520'),
);

const back = doc(
  piece(vest(88)) +
    piece('M244,82 Q300,108 356,82 L350,80 Q328,88 300,88 Q272,88 250,80 Z') +
    stitch('M246,88 Q300,110 354,88') +
    verticalTapes +
    horizontalTapes +
    edges +
    stitch('M168,520 L432,520'),
);

export const chaleco: GarmentModule = {
  title: 'Chaleco de seguridad',
  image: 'chaleco-frente.svg',
  positions: [
    {
      title: 'Frente',
      image: 'chaleco-frente.svg',
      width: 132,
      areas: [area('Pecho derecho', 236, 214, 56, 140), area('Pecho izquierdo', 308, 214, 56, 140)],
    },
    {
      title: 'Espalda',
      image: 'chaleco-espalda.svg',
      width: 132,
      areas: [area('Espalda', 238, 118, 124, 240), area('Parte inferior', 180, 478, 240, 36)],
    },
  ],
  svgs: { 'chaleco-frente.svg': front, 'chaleco-espalda.svg': back },
};
