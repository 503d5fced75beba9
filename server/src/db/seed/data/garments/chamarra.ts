import { area, both, doc, type GarmentModule, mirror, mirrorArea, piece, seam, shade, solid, stitch, sym, zipper } from './draw';

/** Work jacket with stand collar, zipper, rib cuffs and waistband. Body 252 px ≈ 60 cm → picture ≈ 143 cm. */
const jacketBody = sym([300, 116], [
  ['Q', 270, 114, 244, 98],
  ['L', 166, 116],
  ['C', 136, 156, 104, 300, 92, 438],
  ['L', 146, 448],
  ['L', 174, 244],
  ['L', 174, 492],
  ['L', 300, 492],
]);

const cuffs = both(
  piece('M96,438 L144,447 L141,486 L100,478 Z') + stitch('M99,446 L143,454') + stitch('M100,470 L141,478'),
);
const waistband =
  piece('M178,490 L422,490 L418,530 L182,530 Z') + stitch('M180,497 L420,497') + stitch('M182,523 L418,523');
const armholes = both(seam('M166,116 Q186,190 174,244') + stitch('M172,119 Q191,190 180,243'));

const front = doc(
  piece(jacketBody) +
    both(
      seam('M174,178 Q236,170 296,174') +
        stitch('M174,186 Q236,178 294,182') +
        piece('M206,360 L222,356 L248,442 L232,446 Z') +
        stitch('M214,352 L242,448'),
    ) +
    armholes +
    cuffs +
    waistband +
    piece('M244,98 Q272,114 300,116 Q328,114 356,98 L356,58 Q328,76 300,78 Q272,76 244,58 Z') +
    piece('M244,58 Q300,42 356,58 Q328,76 300,78 Q272,76 244,58 Z') +
    shade('M244,58 Q300,42 356,58 Q328,76 300,78 Q272,76 244,58 Z', 0.3) +
    stitch('M247,66 Q273,84 300,86 Q327,84 353,66') +
    both(stitch('M292,86 L292,528')) +
    zipper('M300,80 L300,528') +
    solid('M295,90 L305,90 L306,118 L294,118 Z', '#9CA3AF') +
    `<circle cx="300" cy="112" r="2" fill="#374151" stroke="none"/>`,
);

const back = doc(
  piece(jacketBody) +
    seam('M172,176 Q300,190 428,176') +
    stitch('M173,184 Q300,198 427,184') +
    armholes +
    cuffs +
    waistband +
    piece('M244,104 Q300,136 356,104 L356,58 Q300,72 244,58 Z') +
    stitch('M247,96 Q300,124 353,96'),
);

/** Side view (wearer's left): sleeve ≈ 150 px ≈ 22 cm wide, picture ≈ 88 cm. */
const side =
  piece('M246,110 Q214,118 208,156 L206,492 L394,492 L392,146 Q390,98 346,84 Q296,88 246,110 Z') +
  piece('M204,490 L396,490 L394,530 L206,530 Z') +
  stitch('M205,497 L395,497') +
  stitch('M206,523 L394,523') +
  piece('M246,110 L346,84 L350,48 Q300,56 250,70 Z') +
  stitch('M248,100 L347,74') +
  piece('M214,170 C216,122 256,104 300,104 C346,104 384,120 388,160 L368,420 L282,424 Z') +
  piece('M282,424 L368,420 L364,466 L288,470 Z') +
  stitch('M283,432 L367,428') +
  stitch('M287,461 L364,457') +
  seam('M346,110 Q362,260 352,420');

const sleeveArea = area('Manga', 232, 150, 108, 124);

export const chamarra: GarmentModule = {
  title: 'Chamarra de trabajo',
  image: 'chamarra-frente.svg',
  positions: [
    {
      title: 'Frente',
      image: 'chamarra-frente.svg',
      width: 143,
      areas: [area('Pecho derecho', 194, 196, 84, 90), area('Pecho izquierdo', 322, 196, 84, 90)],
    },
    {
      title: 'Espalda',
      image: 'chamarra-espalda.svg',
      width: 143,
      areas: [area('Espalda superior', 200, 122, 200, 48), area('Centro espalda', 192, 210, 216, 250)],
    },
    { title: 'Manga izquierda', image: 'chamarra-manga-izquierda.svg', width: 88, areas: [sleeveArea] },
    { title: 'Manga derecha', image: 'chamarra-manga-derecha.svg', width: 88, areas: [mirrorArea(sleeveArea)] },
  ],
  svgs: {
    'chamarra-frente.svg': front,
    'chamarra-espalda.svg': back,
    'chamarra-manga-izquierda.svg': doc(side),
    'chamarra-manga-derecha.svg': doc(mirror(side)),
  },
};
