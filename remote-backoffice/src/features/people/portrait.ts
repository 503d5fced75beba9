/*
 * Small generated portraits (SVG data URLs) for the mock sellers and partners: they ship inside the
 * remote's bundle, so no picture is ever fetched from another host.
 */

export interface PortraitStyle {
  background: string;
  skin: string;
  hair: string;
  /** 'short' (close crop), 'long' (falls to the shoulders) or 'bun' (tied up). */
  hairStyle: 'short' | 'long' | 'bun';
  shirt: string;
}

const CAP = 'M30 42c0-13 8-20 18-20s18 7 18 20c-4-6-10-9-18-9s-14 3-18 9z';

/** Hair drawn behind the head (before it) for each style. */
const HAIR_BACK: Record<PortraitStyle['hairStyle'], (color: string) => string> = {
  short: () => '',
  long: (c) => `<rect x="28" y="26" width="40" height="48" rx="16" fill="${c}"/>`,
  bun: (c) => `<circle cx="48" cy="19" r="8" fill="${c}"/>`,
};

/** The SVG markup of one portrait (96 × 96). */
export function portraitSvg(style: PortraitStyle): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
    `<rect width="96" height="96" fill="${style.background}"/>`,
    HAIR_BACK[style.hairStyle](style.hair),
    `<path fill="${style.shirt}" d="M14 96c2-17 15-27 34-27s32 10 34 27z"/>`,
    `<rect x="41" y="56" width="14" height="16" rx="6" fill="${style.skin}"/>`,
    `<ellipse cx="48" cy="44" rx="17" ry="19" fill="${style.skin}"/>`,
    `<path fill="${style.hair}" d="${CAP}"/>`,
    '</svg>',
  ].join('');
}

/** The portrait as an image URL (`data:image/svg+xml,…`), for an `<img src>`. */
export function portraitUrl(style: PortraitStyle): string {
  return `data:image/svg+xml,${encodeURIComponent(portraitSvg(style))}`;
}

/** A company's picture: a plant building in the partner's colour (96 × 96, SVG data URL). */
export function buildingUrl(color: string): string {
  const windows = [26, 42, 58]
    .flatMap((x) => [40, 54].map((y) => `<rect x="${x}" y="${y}" width="10" height="8" rx="1" fill="#ffffff" fill-opacity=".85"/>`))
    .join('');
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
    '<rect width="96" height="96" fill="#eef2ff"/>',
    '<rect x="10" y="74" width="76" height="8" fill="#c7d2fe"/>',
    `<path fill="${color}" d="M18 74V32l20-10v10l20-10v10l20-10v52z"/>`,
    windows,
    '<rect x="42" y="64" width="12" height="10" fill="#1e1b4b" fill-opacity=".6"/>',
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
