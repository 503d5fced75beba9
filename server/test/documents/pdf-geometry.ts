import { MM_PER_PT } from '@muestrario/shared/rules';

/** A rectangle stroked in a PDF page, as drawn: centre, size and rotation in mm / degrees, top-left origin. */
export interface DrawnRect {
  page: number;
  colour: string;
  centre: { x: number; y: number };
  width: number;
  height: number;
  rotateDegrees: number;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });
const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/**
 * Reads an uncompressed PDF's page content streams (pdfkit with `compress: false`) and returns every rectangle
 * stroked with one of `colours`, following the graphics state (q/Q) and its transforms (cm). Coordinates are
 * read from the PDF itself, not from the code that wrote it.
 */
export function strokedRects(pdf: Buffer, colours: readonly string[], pageHeightPt: number): DrawnRect[] {
  const text = pdf.toString('latin1');
  const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => m[1]!).filter((s) => /^1 0 0 -1 0 [\d.]+ cm/m.test(s));
  const wanted = new Set(colours.map((c) => c.toUpperCase()));
  const out: DrawnRect[] = [];
  streams.forEach((stream, page) => {
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Array<{ ctm: Matrix; stroke: string }> = [];
    let stroke = '';
    let pending: Array<{ x: number; y: number; w: number; h: number; ctm: Matrix }> = [];
    const operands: string[] = [];
    for (const token of stream.split(/\s+/)) {
      if (token === '') continue;
      if (/^[-+]?[\d.]+$/.test(token)) {
        operands.push(token);
        continue;
      }
      const nums = operands.splice(0).map(Number);
      switch (token) {
        case 'q':
          stack.push({ ctm, stroke });
          break;
        case 'Q':
          ({ ctm, stroke } = stack.pop() ?? { ctm, stroke });
          break;
        case 'cm':
          ctm = multiply(nums as Matrix, ctm);
          break;
        case 'RG':
        case 'SC':
        case 'SCN':
          stroke = hex(nums[0]!, nums[1]!, nums[2]!);
          break;
        case 're':
          pending.push({ x: nums[0]!, y: nums[1]!, w: nums[2]!, h: nums[3]!, ctm });
          break;
        case 'S':
        case 'B':
        case 'b':
          if (wanted.has(stroke)) {
            for (const r of pending) out.push(measure(r, page, stroke, pageHeightPt));
          }
          pending = [];
          break;
        case 'f':
        case 'F':
        case 'n':
        case 'W':
          if (token !== 'W') pending = [];
          break;
        default:
          break;
      }
    }
  });
  return out;
}

function measure(r: { x: number; y: number; w: number; h: number; ctm: Matrix }, page: number, colour: string, pageHeightPt: number): DrawnRect {
  const toMm = (p: { x: number; y: number }) => ({ x: p.x * MM_PER_PT, y: (pageHeightPt - p.y) * MM_PER_PT });
  const a = toMm(apply(r.ctm, r.x, r.y));
  const b = toMm(apply(r.ctm, r.x + r.w, r.y));
  const c = toMm(apply(r.ctm, r.x, r.y + r.h));
  const centre = toMm(apply(r.ctm, r.x + r.w / 2, r.y + r.h / 2));
  return {
    page,
    colour,
    centre,
    width: Math.hypot(b.x - a.x, b.y - a.y),
    height: Math.hypot(c.x - a.x, c.y - a.y),
    rotateDegrees: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI,
  };
}
