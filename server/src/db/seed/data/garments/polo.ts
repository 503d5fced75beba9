import { area, both, button, doc, type GarmentModule, mirror, mirrorArea, piece, seam, shade, stitch, sym } from './draw';
import { tshirtSide } from './playera';

/** Polo shirt: same proportions as the T-shirt (front 107 cm picture, side view 59 cm). */
const poloBody = (neckY: number) =>
  sym([300, neckY], [
    ['Q', 262, neckY, 244, 82],
    ['L', 160, 106],
    ['L', 66, 208],
    ['L', 118, 262],
    ['L', 156, 222],
    ['L', 154, 540],
    ['L', 300, 540],
  ]);

const sleevesAndHem =
  both(
    seam('M160,106 Q174,166 156,222') +
      seam('M78,197 L130,251') +
      stitch('M72,201 L124,255') +
      seam('M154,540 L155,508'),
  ) + stitch('M156,526 L444,526');

const leaf = piece('M246,80 L222,100 L278,164 L300,118 Q266,108 246,80 Z') + stitch('M229,100 L278,155');

const front = doc(
  piece(poloBody(92)) +
    piece('M244,82 Q300,62 356,82 L346,94 Q300,80 254,94 Z') +
    shade('M244,82 Q300,62 356,82 L346,94 Q300,80 254,94 Z', 0.3) +
    piece('M285,110 L315,110 L315,226 L285,226 Z') +
    stitch('M289,114 L289,222 L311,222 L311,114') +
    button(300, 150) +
    button(300, 180) +
    button(300, 208) +
    leaf +
    mirror(leaf) +
    sleevesAndHem,
);

const back = doc(
  piece(poloBody(86)) +
    piece('M244,82 Q300,94 356,82 L368,104 Q300,126 232,104 Z') +
    stitch('M240,100 Q300,120 360,100') +
    sleevesAndHem,
);

const side = tshirtSide(
  piece('M238,114 Q294,84 350,80 L356,102 Q306,106 254,134 Z') + stitch('M252,126 Q302,100 352,96'),
  seam('M204,302 L407,291') + stitch('M203,309 L407,298'),
);

const sleeveArea = area('Manga', 238, 158, 136, 124);

export const polo: GarmentModule = {
  title: 'Polo',
  image: 'polo-frente.svg',
  positions: [
    {
      title: 'Frente',
      image: 'polo-frente.svg',
      width: 107,
      areas: [area('Pecho derecho', 176, 160, 94, 96), area('Pecho izquierdo', 330, 160, 94, 96)],
    },
    {
      title: 'Espalda',
      image: 'polo-espalda.svg',
      width: 107,
      areas: [area('Espalda superior', 200, 134, 200, 66), area('Centro espalda', 186, 210, 228, 240)],
    },
    { title: 'Manga izquierda', image: 'polo-manga-izquierda.svg', width: 59, areas: [sleeveArea] },
    { title: 'Manga derecha', image: 'polo-manga-derecha.svg', width: 59, areas: [mirrorArea(sleeveArea)] },
  ],
  svgs: {
    'polo-frente.svg': front,
    'polo-espalda.svg': back,
    'polo-manga-izquierda.svg': doc(side),
    'polo-manga-derecha.svg': doc(mirror(side)),
  },
};
