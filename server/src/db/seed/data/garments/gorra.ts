import { area, both, doc, eyelet, type GarmentModule, piece, seam, shade, solid, stitch } from './draw';

/** Six-panel cap. Front: crown 380 px ≈ 19.5 cm → picture ≈ 31 cm; side: crown 322 px ≈ 20.5 cm → ≈ 38 cm. */
const crown = 'M110,392 C106,200 200,112 300,112 C400,112 494,200 490,392 Z';
const topButton = `<ellipse cx="300" cy="113" rx="17" ry="8" fill="#GARMENT"/>` + shade('M283,113 A17,8 0 0 0 317,113 Z', 0.15);

const front = doc(
  piece(crown) +
    both(seam('M300,112 C236,150 196,260 190,392') + stitch('M290,116 C228,154 186,262 180,392') + eyelet(164, 214, 6)) +
    stitch('M116,380 Q300,352 484,380') +
    piece('M90,396 C140,380 460,380 510,396 C514,430 470,476 300,480 C130,476 86,430 90,396 Z') +
    shade('M90,396 C140,380 460,380 510,396 C514,430 470,476 300,480 C130,476 86,430 90,396 Z', 0.35) +
    piece('M92,390 C150,360 450,360 508,390 C516,410 466,454 300,460 C134,454 84,410 92,390 Z') +
    stitch('M106,398 C116,416 170,442 300,446 C430,442 484,416 494,398') +
    stitch('M122,394 C136,408 186,430 300,433 C414,430 464,408 478,394') +
    stitch('M140,390 C156,402 200,418 300,420 C400,418 444,402 460,390') +
    topButton,
);

const side = doc(
  piece('M168,392 C152,250 240,140 336,140 C432,140 490,250 484,400 Z') +
    seam('M336,140 C300,210 272,300 266,396') +
    stitch('M328,146 C292,214 264,300 258,395') +
    seam('M336,140 C384,220 404,320 404,399') +
    stitch('M346,148 C392,224 412,320 412,399') +
    eyelet(340, 196, 6) +
    stitch('M172,384 Q330,396 482,392') +
    piece('M186,360 C140,362 84,380 50,414 C56,426 72,428 92,424 C124,416 170,404 200,398 Z') +
    shade('M50,414 C56,426 72,428 92,424 C124,416 170,404 200,398 L196,388 C160,396 100,410 50,414 Z', 0.22) +
    stitch('M70,408 C104,386 146,374 186,372') +
    `<ellipse cx="336" cy="141" rx="16" ry="7" fill="#GARMENT"/>`,
);

const back = doc(
  piece(crown) +
    seam('M300,112 L300,328') +
    both(seam('M300,112 C236,150 196,260 190,392') + stitch('M290,116 C228,154 186,262 180,392') + eyelet(186, 200, 6)) +
    stitch('M116,380 Q300,364 484,380') +
    shade('M236,394 C236,320 364,320 364,394 Z', 0.45) +
    seam('M236,394 C236,320 364,320 364,394') +
    stitch('M226,394 C226,310 374,310 374,394') +
    piece('M228,364 L372,364 L372,382 L228,382 Z') +
    solid('M280,360 L320,360 L320,386 L280,386 Z', '#9CA3AF') +
    seam('M290,366 L310,366 L310,380 L290,380 Z') +
    topButton,
);

export const gorra: GarmentModule = {
  title: 'Gorra',
  image: 'gorra-frente.svg',
  positions: [
    { title: 'Frente', image: 'gorra-frente.svg', width: 31, areas: [area('Frente gorra', 200, 196, 200, 144)] },
    { title: 'Lateral izquierdo', image: 'gorra-lateral.svg', width: 38, areas: [area('Lateral', 278, 232, 120, 110)] },
    { title: 'Trasera', image: 'gorra-trasera.svg', width: 31, areas: [area('Trasera', 226, 206, 148, 94)] },
  ],
  svgs: { 'gorra-frente.svg': front, 'gorra-lateral.svg': side, 'gorra-trasera.svg': back },
};
