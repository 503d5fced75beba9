/** Demo logo marks of some fictional client companies (flat colours, square-ish viewBox). */
const FONT = `font-family="Arial, Helvetica, sans-serif" font-weight="700" text-anchor="middle"`;
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

function gear(cx: number, cy: number, rOut: number, rIn: number, teeth: number): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const r = i % 4 < 2 ? rOut : rIn;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

const LOGOS: Record<string, string> = {
  'cumbres.svg': svg(
    240,
    200,
    `<polygon points="18,128 92,34 166,128" fill="#F97316"/>` +
      `<polygon points="86,128 150,56 222,128" fill="#374151"/>` +
      `<polygon points="150,56 170,79 160,74 150,84 140,74 130,79" fill="#FFFFFF"/>` +
      `<rect x="18" y="136" width="204" height="6" fill="#F97316"/>` +
      `<text x="120" y="184" ${FONT} font-size="38" letter-spacing="3" fill="#1F2937">CUMBRES</text>`,
  ),
  'huerta.svg': svg(
    240,
    200,
    `<circle cx="120" cy="74" r="62" fill="#15803D"/>` +
      `<path d="M120,36 C156,48 160,96 120,116 C80,96 84,48 120,36 Z" fill="#FACC15"/>` +
      `<path d="M120,46 L120,112" stroke="#15803D" stroke-width="4" fill="none"/>` +
      `<text x="120" y="180" ${FONT} font-size="32" fill="#14532D">LA HUERTA</text>`,
  ),
  'sierra-alta.svg': svg(
    240,
    200,
    `<polygon points="120,12 176,44 176,108 120,140 64,108 64,44" fill="#1E3A8A"/>` +
      `<path d="M88,112 L148,52 M134,44 C150,40 162,48 164,64" stroke="#FACC15" stroke-width="10" stroke-linecap="round" fill="none"/>` +
      `<path d="M152,112 L92,52 M106,44 C90,40 78,48 76,64" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round" fill="none"/>` +
      `<text x="120" y="186" ${FONT} font-size="30" fill="#1E3A8A">SIERRA ALTA</text>`,
  ),
  'halcon.svg': svg(
    260,
    160,
    `<g transform="translate(0,-10)">` +
      `<path d="M18,100 C84,92 150,60 244,14 C196,62 150,92 104,104 Z" fill="#0F172A"/>` +
      `<path d="M52,116 C120,112 176,90 226,56 C196,96 150,118 96,122 Z" fill="#DC2626"/>` +
      `<circle cx="196" cy="40" r="5" fill="#FFFFFF"/></g>` +
      `<text x="130" y="150" ${FONT} font-size="36" letter-spacing="4" fill="#0F172A">HALCÓN</text>`,
  ),
  'san-rafael.svg': svg(
    240,
    200,
    `<circle cx="120" cy="72" r="60" fill="#0E7490"/>` +
      `<path d="M104,32 H136 V56 H160 V88 H136 V112 H104 V88 H80 V56 H104 Z" fill="#FFFFFF"/>` +
      `<circle cx="120" cy="72" r="60" fill="none" stroke="#67E8F9" stroke-width="6"/>` +
      `<text x="120" y="178" ${FONT} font-size="30" fill="#0E7490">SAN RAFAEL</text>`,
  ),
  'esmeralda.svg': svg(
    240,
    200,
    `<polygon points="120,14 166,62 120,126 74,62" fill="#059669"/>` +
      `<polygon points="120,14 140,62 120,126 100,62" fill="#34D399"/>` +
      `<path d="M28,118 C60,98 84,138 120,118 C156,98 180,138 212,118 L212,134 C180,154 156,114 120,134 C84,154 60,114 28,134 Z" fill="#0284C7"/>` +
      `<text x="120" y="180" ${FONT} font-size="19" letter-spacing="1" fill="#065F46">COSTA ESMERALDA</text>`,
  ),
  'precision.svg': svg(
    200,
    200,
    `<polygon points="${gear(100, 82, 70, 56, 12)}" fill="#4B5563"/>` +
      `<circle cx="100" cy="82" r="36" fill="#FFFFFF"/>` +
      `<circle cx="100" cy="82" r="22" fill="#DC2626"/>` +
      `<text x="100" y="190" ${FONT} font-size="38" letter-spacing="6" fill="#1F2937">APS</text>`,
  ),
  'centinela.svg': svg(
    200,
    220,
    `<path d="M100,10 L172,36 C172,110 144,150 100,172 C56,150 28,110 28,36 Z" fill="#1E3A8A"/>` +
      `<path d="M100,24 L160,46 C160,106 136,140 100,158 C64,140 40,106 40,46 Z" fill="none" stroke="#EAB308" stroke-width="4"/>` +
      `<polygon points="100,54 110,82 140,82 116,100 125,128 100,111 75,128 84,100 60,82 90,82" fill="#EAB308"/>` +
      `<text x="100" y="208" ${FONT} font-size="30" fill="#1E3A8A">CENTINELA</text>`,
  ),
};

/** Width / height ratio of each demo logo (from its viewBox). */
export function logoAspect(fileName: string): number {
  const m = /viewBox="0 0 (\d+) (\d+)"/.exec(LOGOS[fileName] ?? '');
  if (!m) throw new Error(`Unknown logo ${fileName}`);
  return Number(m[1]) / Number(m[2]);
}

export function logoSvg(fileName: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(LOGOS, fileName) ? LOGOS[fileName] : undefined;
}
