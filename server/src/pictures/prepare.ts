import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import SVGtoPDF from 'svg-to-pdfkit';
import type { LogoColour } from '@muestrario/shared/contract';
import { EDITOR_MESSAGES, type FileFormat } from '@muestrario/shared/domain';
import { extractRasterColours, extractSvgColours } from '@muestrario/shared/rules';
import { jpegSize } from './jpeg-size';
import { DRAWING_MAX_SIDE, MAX_PICTURE_PIXELS, MAX_PICTURE_SIDE, MAX_RENDER_SVG_DRAWN_ELEMENTS } from './limits';
import { inspectPng, withinPictureBounds } from './png-inspect';
import { sanitizeSvg, type SafeSvg } from './svg-sanitize';

/**
 * A logo's picture prepared once (issue 28), inside the picture worker: checked against the bounds,
 * decoded, its colours read with the shared rules (issue 18), and the picture the PDFs draw made: a PNG
 * at most DRAWING_MAX_SIDE px a side, or the sanitised SVG after a trial drawing. Nothing here runs on
 * the server's request thread.
 */

export interface PictureFacts {
  colours: LogoColour[];
  coverage: number | null;
  pixelWidth: number | null;
  pixelHeight: number | null;
  thinnestPx: number | null;
}

/** What the PDFs draw for a logo: the sanitised SVG, a small PNG, or nothing (a labelled box). */
export type Drawing = { kind: 'svg'; svg: SafeSvg } | { kind: 'png'; bytes: Uint8Array } | null;

export type PreparedPicture =
  /** Refused at upload (400 with this Spanish message); a stored one is drawn as a labelled box. */
  | { kind: 'refused'; message: string }
  /** `svg`: the sanitised text to store instead of the uploaded one. */
  | { kind: 'ready'; facts: PictureFacts; drawing: Drawing; svg?: SafeSvg };

export const NO_FACTS: PictureFacts = { colours: [], coverage: null, pixelWidth: null, pixelHeight: null, thinnestPx: null };

const share = (value: number) => Math.round(value * 10_000) / 10_000;

/** What a picture is for: a logo (decoded, coloured, drawn in the PDFs) or a render (an SVG sanitised only). */
export type PicturePurpose = 'logo' | 'render';

export function preparePicture(bytes: Buffer, format: FileFormat, purpose: PicturePurpose = 'logo'): PreparedPicture {
  if (purpose === 'render') return prepareRender(bytes, format);
  if (format === 'SVG') return prepareSvg(bytes.toString('utf8'));
  if (format !== 'PNG' && format !== 'JPEG') return { kind: 'ready', facts: NO_FACTS, drawing: null };
  const image = decode(bytes, format);
  if (!image || 'refused' in image) return image ? { kind: 'refused', message: image.refused } : { kind: 'ready', facts: NO_FACTS, drawing: null };
  const found = extractRasterColours(image);
  return {
    kind: 'ready',
    facts: {
      colours: found.colours.map((c) => ({ hex: c.hex, share: share(c.share) })),
      coverage: share(found.coverage),
      pixelWidth: image.width,
      pixelHeight: image.height,
      thinnestPx: found.thinnestPx ?? null,
    },
    drawing: { kind: 'png', bytes: drawingPng(image) },
  };
}

type Rgba = { width: number; height: number; data: Uint8Array };

/** The pixels, a refusal (bounds, inflation), or undefined when the file does not decode (kept, drawn as a box). */
function decode(bytes: Buffer, format: 'PNG' | 'JPEG'): Rgba | { refused: string } | undefined {
  const tooLarge = (w: number, h: number) => ({
    refused:
      w > MAX_PICTURE_SIDE || h > MAX_PICTURE_SIDE
        ? EDITOR_MESSAGES.pictureSideTooLarge(w, h, MAX_PICTURE_SIDE)
        : EDITOR_MESSAGES.pictureTooLarge(w, h, MAX_PICTURE_PIXELS),
  });
  try {
    if (format === 'PNG') {
      const inspection = inspectPng(bytes);
      if (inspection.kind === 'too-large') return tooLarge(inspection.width, inspection.height);
      if (inspection.kind === 'inflates-too-much') return { refused: EDITOR_MESSAGES.pictureDamaged };
      if (inspection.kind === 'unreadable') return undefined;
      const png = PNG.sync.read(bytes);
      return { width: png.width, height: png.height, data: png.data };
    }
    const size = jpegSize(bytes);
    if (!size) return undefined;
    if (!withinPictureBounds(size.width, size.height)) return tooLarge(size.width, size.height);
    return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PICTURE_PIXELS / 1e6, maxMemoryUsageInMB: 256 });
  } catch {
    return undefined;
  }
}

/** The picture at most DRAWING_MAX_SIDE px a side (each pixel the average of those it covers), as a PNG. */
export function drawingPng(image: Rgba): Uint8Array {
  const scale = Math.min(1, DRAWING_MAX_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const out = new PNG({ width, height });
  let opaque = true;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * image.width + sx) * 4;
          const alpha = image.data[i + 3]!;
          r += image.data[i]! * alpha;
          g += image.data[i + 1]! * alpha;
          b += image.data[i + 2]! * alpha;
          a += alpha;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      out.data[o] = a ? Math.round(r / a) : 255;
      out.data[o + 1] = a ? Math.round(g / a) : 255;
      out.data[o + 2] = a ? Math.round(b / a) : 255;
      out.data[o + 3] = Math.round(a / count);
      if (out.data[o + 3] !== 255) opaque = false;
    }
  }
  // An opaque picture without its alpha channel: pdfkit then embeds its data as it is, without decoding it.
  return new Uint8Array(PNG.sync.write(out, { colorType: opaque ? 2 : 6 }));
}

function prepareSvg(text: string): PreparedPicture {
  const sanitized = sanitizeSvg(text);
  if ('problem' in sanitized) return { kind: 'refused', message: sanitized.problem };
  const { colours } = extractSvgColours(sanitized.svg);
  const facts = { ...NO_FACTS, colours: colours.map((c) => ({ hex: c.hex, share: share(c.share) })) };
  return { kind: 'ready', facts, drawing: drawsInPdf(sanitized.svg) ? { kind: 'svg', svg: sanitized.svg } : null, svg: sanitized.svg };
}

/** A render is never drawn by the server: its SVG is sanitised (with a larger element limit), nothing decoded. */
function prepareRender(bytes: Buffer, format: FileFormat): PreparedPicture {
  if (format !== 'SVG') return { kind: 'ready', facts: NO_FACTS, drawing: null };
  const sanitized = sanitizeSvg(bytes.toString('utf8'), MAX_RENDER_SVG_DRAWN_ELEMENTS);
  if ('problem' in sanitized) return { kind: 'refused', message: sanitized.problem };
  return { kind: 'ready', facts: NO_FACTS, drawing: null, svg: sanitized.svg };
}

/** A trial drawing on a scratch page: an SVG pdfkit cannot draw becomes a labelled box in the documents. */
function drawsInPdf(svg: SafeSvg): boolean {
  try {
    const doc = new PDFDocument({ autoFirstPage: true, compress: false });
    SVGtoPDF(doc, svg, 0, 0, { width: 200, height: 200, preserveAspectRatio: 'xMidYMid meet', warningCallback: () => undefined });
    doc.end();
    return true;
  } catch {
    return false;
  }
}
