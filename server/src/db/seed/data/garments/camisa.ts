import { area, both, button, doc, type GarmentModule, mirror, mirrorArea, piece, seam, shade, stitch, sym } from './draw';

/** Long-sleeve work shirt. Front/back: body 248 px ≈ 58 cm, so the picture is ≈ 140 cm wide. */
const shirtBody = (neckY: number) =>
  sym([300, neckY], [
    ['Q', 266, neckY, 250, 86],
    ['L', 170, 110],
    ['C', 140, 150, 108, 300, 94, 466],
    ['L', 148, 476],
    ['L', 176, 238],
    ['L', 178, 494],
    ['C', 188, 522, 240, 532, 300, 536],
  ]);

const sleeves = both(
  seam('M170,110 Q188,176 176,238') +
    stitch('M176,114 Q193,178 181,236') +
    seam('M99,412 L155,422') +
    stitch('M98,419 L154,429') +
    stitch('M96,459 L149,469') +
    button(114, 444, 4.5),
);

const hem = both(stitch('M182,484 C192,510 240,520 300,524'));

const leaf = piece('M252,82 L226,102 L276,152 L300,120 Q270,110 252,82 Z') + stitch('M232,103 L275,145');
const pocket =
  piece('M200,226 L262,226 L262,292 L231,302 L200,292 Z') +
  stitch('M205,232 L257,232 L257,288 L231,296 L205,288 Z') +
  piece('M196,212 L266,212 L266,238 L231,248 L196,238 Z') +
  stitch('M201,217 L261,217 L261,234 L231,243 L201,234') +
  button(231, 236, 4.5);

const front = doc(
  piece(shirtBody(80)) +
    piece('M250,86 Q300,62 350,86 L342,96 Q300,80 258,96 Z') +
    shade('M250,86 Q300,62 350,86 L342,96 Q300,80 258,96 Z', 0.3) +
    both(stitch('M252,98 L176,121') + pocket) +
    stitch('M289,124 L289,535') +
    stitch('M306,124 L306,535') +
    seam('M311,122 L311,535') +
    leaf +
    mirror(leaf) +
    [150, 210, 270, 330, 390, 450].map((y) => button(300, y)).join('') +
    sleeves +
    hem,
);

const back = doc(
  piece(shirtBody(78)) +
    seam('M174,170 Q300,188 426,170') +
    stitch('M175,178 Q300,196 425,178') +
    seam('M284,184 L286,220') +
    seam('M316,184 L314,220') +
    piece('M250,84 Q300,70 350,84 L358,108 Q300,120 242,108 Z') +
    stitch('M247,101 Q300,113 353,101') +
    sleeves +
    hem,
);

/** Side view (wearer's left): sleeve width ≈ 150 px ≈ 21 cm, picture ≈ 84 cm. */
const side =
  piece('M242,112 Q214,118 208,156 L204,500 Q250,522 300,524 Q350,522 396,506 L394,146 Q392,98 346,86 Q296,88 242,112 Z') +
  piece('M240,112 Q296,86 346,84 L354,104 Q304,106 256,134 Z') +
  stitch('M252,126 Q302,100 351,98') +
  stitch('M207,492 Q250,512 300,514 Q350,512 394,496') +
  seam('M302,460 L301,523') +
  shade('M280,462 L366,458 L366,474 L280,478 Z', 0.1) +
  piece('M214,170 C216,122 256,104 300,104 C346,104 384,120 388,160 L370,404 L366,456 L282,460 L278,408 Z') +
  seam('M278,408 L370,404') +
  stitch('M280,414 L369,410') +
  stitch('M282,452 L366,448') +
  seam('M350,405 L356,330') +
  stitch('M344,404 L349,338') +
  button(350, 432, 4.5) +
  button(353, 360, 3.5);

const sleeveArea = area('Manga', 244, 156, 124, 120);

export const camisa: GarmentModule = {
  title: 'Camisa industrial manga larga',
  image: 'camisa-frente.svg',
  positions: [
    {
      title: 'Frente',
      image: 'camisa-frente.svg',
      width: 140,
      areas: [area('Pecho derecho', 192, 150, 80, 60), area('Pecho izquierdo', 328, 150, 80, 60)],
    },
    {
      title: 'Espalda',
      image: 'camisa-espalda.svg',
      width: 140,
      areas: [area('Espalda superior', 206, 124, 188, 42), area('Centro espalda', 194, 228, 212, 240)],
    },
    { title: 'Manga izquierda', image: 'camisa-manga-izquierda.svg', width: 84, areas: [sleeveArea] },
    { title: 'Manga derecha', image: 'camisa-manga-derecha.svg', width: 84, areas: [mirrorArea(sleeveArea)] },
  ],
  svgs: {
    'camisa-frente.svg': front,
    'camisa-espalda.svg': back,
    'camisa-manga-izquierda.svg': doc(side),
    'camisa-manga-derecha.svg': doc(mirror(side)),
  },
};
