import { inflateSync } from 'node:zlib';
import { MAX_PICTURE_PIXELS, MAX_PICTURE_SIDE } from './limits';

/**
 * A PNG read without decoding its pixels: its header (IHDR) and the exact number of bytes its pixel data
 * must inflate to (every kind: each colour type, bit depth and Adam7 interlacing). The data is inflated
 * with that number as a hard limit, so a small file claiming 1 × 1 px cannot inflate to gigabytes.
 */

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
}

export type PngInspection =
  | { kind: 'ok'; header: PngHeader }
  /** Larger than the bounds, or its data inflates past what its header declares: refused. */
  | { kind: 'too-large'; width: number; height: number }
  | { kind: 'inflates-too-much' }
  /** Not a readable PNG (cut, damaged): kept with no colours and drawn as a labelled box, as before. */
  | { kind: 'unreadable' };

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The header of a PNG, or undefined when the file does not start with a valid one. */
export function pngHeader(bytes: Buffer): PngHeader | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const colourType = bytes[25]!;
  const bitDepth = bytes[24]!;
  if (CHANNELS[colourType] === undefined || ![1, 2, 4, 8, 16].includes(bitDepth)) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bitDepth, colourType, interlaced: bytes[28] === 1 };
}

/**
 * Bytes past the declared size a PNG's data may inflate to: some encoders leave a few extra bytes, which
 * decoders ignore; a bomb inflates to megabytes more.
 */
export const INFLATE_SLACK_BYTES = 64 * 1024;

/** Bytes the pixel data of this header inflates to: one filter byte per scanline of every pass. */
export function inflatedSize(h: PngHeader): number {
  const bitsPerPixel = CHANNELS[h.colourType]! * h.bitDepth;
  const lines = (width: number, height: number) => (width > 0 && height > 0 ? height * (1 + Math.ceil((width * bitsPerPixel) / 8)) : 0);
  if (!h.interlaced) return lines(h.width, h.height);
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => sum + lines(Math.ceil((h.width - x0) / dx), Math.ceil((h.height - y0) / dy)), 0);
}

/** Whether a picture of this size may be decoded at all (each side, then the area). */
export const withinPictureBounds = (width: number, height: number): boolean =>
  width > 0 && height > 0 && width <= MAX_PICTURE_SIDE && height <= MAX_PICTURE_SIDE && width * height <= MAX_PICTURE_PIXELS;

/** The header checks alone (cheap, no inflating): undefined when the bounds hold or it is no PNG. */
export function pngSizeProblem(bytes: Buffer): { width: number; height: number } | undefined {
  const h = pngHeader(bytes);
  return h && !withinPictureBounds(h.width, h.height) ? { width: h.width, height: h.height } : undefined;
}

/** The PNG's IDAT chunks, joined (a chunk running past the end is left out). */
export function idatOf(bytes: Buffer): Buffer {
  const data: Buffer[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 8 + length;
    if (end > bytes.length || type === 'IEND') break;
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, end));
    at = end + 4;
  }
  return Buffer.concat(data);
}

/** The full inspection: header bounds, then the pixel data inflated with its declared size as the limit. */
export function inspectPng(bytes: Buffer): PngInspection {
  const header = pngHeader(bytes);
  if (!header) return { kind: 'unreadable' };
  if (!withinPictureBounds(header.width, header.height)) return { kind: 'too-large', width: header.width, height: header.height };
  const data = idatOf(bytes);
  if (data.length === 0) return { kind: 'unreadable' };
  const expected = inflatedSize(header);
  try {
    inflateSync(data, { maxOutputLength: expected + INFLATE_SLACK_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { kind: 'inflates-too-much' };
    // A cut stream may still hold whole scanlines: let the decoder decide (it fails safely within the limit).
  }
  return { kind: 'ok', header };
}
