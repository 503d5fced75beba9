import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import type { LogoColour } from '@muestrario/shared/contract';
import { EDITOR_MESSAGES, type FileFormat } from '@muestrario/shared/domain';
import { extractRasterColours, extractSvgColours } from '@muestrario/shared/rules';
import { HttpError } from '../../errors';

/**
 * What the server reads from a logo's picture on upload (issue 18), with the shared extraction rules:
 * its main colours and shares, the share of the picture the logo covers (raster) and its size in pixels.
 * Pictures are decoded in plain JavaScript (pngjs, jpeg-js: no native code), after their header says
 * they are at most MAX_PICTURE_PIXELS, so a small file claiming a huge size cannot exhaust memory.
 */

/** Largest picture decoded: 25 megapixels (a 40 cm print at 300 ppi is 4,724 px a side, 22 MP). */
export const MAX_PICTURE_PIXELS = 25_000_000;

export interface PictureFacts {
  colours: LogoColour[];
  coverage: number | null;
  pixelWidth: number | null;
  pixelHeight: number | null;
  thinnestPx: number | null;
}

const NOTHING: PictureFacts = { colours: [], coverage: null, pixelWidth: null, pixelHeight: null, thinnestPx: null };

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame marker; undefined when unreadable. */
export function pictureSize(bytes: Buffer, format: FileFormat): { width: number; height: number } | undefined {
  if (format === 'PNG') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (format === 'JPEG') {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1]!;
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      const length = bytes.readUInt16BE(i + 2);
      // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      i += 2 + length;
    }
  }
  return undefined;
}

const share = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The colours of a logo file. A picture larger than MAX_PICTURE_PIXELS is refused (400, nothing is
 * kept: the caller deletes the stored file); one that cannot be decoded gets no colours (it is kept, as
 * before this reading existed: the browser may still show it).
 */
export function readPictureColours(bytes: Buffer, format: FileFormat): PictureFacts {
  if (format === 'SVG') {
    const { colours } = extractSvgColours(bytes.toString('utf8'));
    return { ...NOTHING, colours: colours.map((c) => ({ hex: c.hex, share: share(c.share) })) };
  }
  if (format !== 'PNG' && format !== 'JPEG') return NOTHING;
  const size = pictureSize(bytes, format);
  if (!size) return NOTHING;
  if (size.width * size.height > MAX_PICTURE_PIXELS) {
    throw new HttpError(400, EDITOR_MESSAGES.pictureTooLarge(size.width, size.height, MAX_PICTURE_PIXELS), {}, { fields: ['file'] });
  }
  let image: { width: number; height: number; data: Uint8Array };
  try {
    image =
      format === 'PNG'
        ? PNG.sync.read(bytes)
        : jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PICTURE_PIXELS / 1e6, maxMemoryUsageInMB: 512 });
  } catch {
    return NOTHING;
  }
  const found = extractRasterColours(image);
  return {
    colours: found.colours.map((c) => ({ hex: c.hex, share: share(c.share) })),
    coverage: share(found.coverage),
    pixelWidth: image.width,
    pixelHeight: image.height,
    thinnestPx: found.thinnestPx ?? null,
  };
}
