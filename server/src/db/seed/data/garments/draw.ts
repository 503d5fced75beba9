/**
 * Tiny helpers to write the garment flat sketches: a 600×600 viewBox, dark outline, seams with a
 * faint light halo (so they stay visible on dark garment colours) and dashed stitching.
 * `#GARMENT` is the placeholder the server replaces with the chosen garment colour.
 */
import type { SeedArea, SeedPosition } from '../types';

export const GARMENT = '#GARMENT';
const INK = '#1F2937';

type Pt = readonly [number, number];
type Seg =
  | readonly ['L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

const m = (p: Pt): Pt => [600 - p[0], p[1]];
const pt = (p: Pt) => `${p[0]},${p[1]}`;

/**
 * Closed outline symmetric about x = 300: `segs` draw the left half from `start` (on the centre
 * line, top) to a point on the centre line at the bottom; the right half is mirrored back up.
 */
export function sym(start: Pt, segs: readonly Seg[]): string {
  const points: Pt[] = [start];
  let d = `M${pt(start)}`;
  for (const s of segs) {
    if (s[0] === 'L') points.push([s[1], s[2]]);
    else if (s[0] === 'Q') points.push([s[3], s[4]]);
    else points.push([s[5], s[6]]);
    d += ` ${s[0]}${s.slice(1).join(',')}`;
  }
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = m(points[i]!);
    if (s[0] === 'L') d += ` L${pt(to)}`;
    else if (s[0] === 'Q') d += ` Q${pt(m([s[1], s[2]]))} ${pt(to)}`;
    else d += ` C${pt(m([s[3], s[4]]))} ${pt(m([s[1], s[2]]))} ${pt(to)}`;
  }
  return `${d} Z`;
}

/** Whole SVG document. */
export function doc(content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<g fill="none" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round">${content}</g></svg>`
  );
}

/** A garment piece filled with the garment colour. */
export const piece = (d: string) => `<path d="${d}" fill="${GARMENT}"/>`;
/** A piece with a fixed fill (buttons, reflective tape, zipper pulls). */
export const solid = (d: string, color: string) => `<path d="${d}" fill="${color}"/>`;
/** Shading drawn over the garment colour (inside of necklines, under-visor…). */
export const shade = (d: string, opacity = 0.18) => `<path d="${d}" fill="#000" fill-opacity="${opacity}" stroke="none"/>`;
/** Inner seam line. */
export const seam = (d: string) =>
  `<path d="${d}" stroke="#FFF" stroke-opacity="0.3" stroke-width="4.5"/><path d="${d}" stroke-width="1.8"/>`;
/** Dashed stitching. */
export const stitch = (d: string) =>
  `<path d="${d}" stroke="#FFF" stroke-opacity="0.28" stroke-width="3.2" stroke-dasharray="6 4.5"/>` +
  `<path d="${d}" stroke-width="1.3" stroke-dasharray="6 4.5"/>`;
/** Button: a light disc with two holes. */
export const button = (x: number, y: number, r = 5.5) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#F3F4F6" stroke-width="1.6"/>` +
  `<circle cx="${x - r * 0.32}" cy="${y}" r="${(r * 0.16).toFixed(2)}" fill="${INK}" stroke="none"/>` +
  `<circle cx="${x + r * 0.32}" cy="${y}" r="${(r * 0.16).toFixed(2)}" fill="${INK}" stroke="none"/>`;
/** Metal eyelet / snap. */
export const eyelet = (x: number, y: number, r = 6) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#000" fill-opacity="0.25" stroke-width="1.6"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#FFF" fill-opacity="0.35" stroke="none"/>`;
/** Zipper: tape with teeth along a path. */
export const zipper = (d: string) =>
  `<path d="${d}" stroke="#374151" stroke-width="7" stroke-linecap="butt"/>` +
  `<path d="${d}" stroke="#D1D5DB" stroke-width="5" stroke-dasharray="2 2.2" stroke-linecap="butt"/>`;

/** Mirror of some drawing about x = 300. */
export const mirror = (content: string) => `<g transform="matrix(-1 0 0 1 600 0)">${content}</g>`;
/** The drawing and its mirror image. */
export const both = (content: string) => content + mirror(content);

const pct = (v: number) => Math.round((v / 6) * 100) / 100;
/** Print area given in pixels of the 600×600 view, stored in percent. */
export function area(title: string, x: number, y: number, w: number, h: number): SeedArea {
  return { title, areaLeft: pct(x), areaTop: pct(y), width: pct(w), height: pct(h) };
}
/** The same area seen in a mirrored view. */
export function mirrorArea(a: SeedArea): SeedArea {
  return { ...a, areaLeft: Math.round((100 - a.areaLeft - a.width) * 100) / 100 };
}

/** One garment module: its catalogue entry plus the SVG text of each picture by file name. */
export interface GarmentModule {
  title: string;
  image: string;
  positions: SeedPosition[];
  svgs: Record<string, string>;
}
