/**
 * What an uploaded logo really is, judged by its bytes (never by its name or declared type):
 * PNG and JPEG by their signatures, SVG by an XML text whose root element is `<svg`.
 */
export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  extension: 'png' | 'jpg' | 'svg';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function detectImageType(data: Buffer): ImageType | undefined {
  if (data.length >= PNG.length && data.subarray(0, PNG.length).equals(PNG)) return { mime: 'image/png', extension: 'png' };
  if (data.length >= JPEG.length && data.subarray(0, JPEG.length).equals(JPEG)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (looksLikeSvg(data)) return { mime: 'image/svg+xml', extension: 'svg' };
  return undefined;
}

/**
 * An SVG file: UTF-8 text (no NUL bytes) that, after an optional BOM, XML declaration, comments and
 * a DOCTYPE without an internal subset (no entity tricks), opens with an `<svg` root element.
 * The one SVG test of the server: logos here, renders in modules/files/detect-format.ts.
 */
export function looksLikeSvg(data: Buffer): boolean {
  if (data.length === 0 || data.includes(0)) return false;
  let text = data.subarray(0, 8192).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let rest = text.trimStart();
  for (;;) {
    if (rest.startsWith('<?xml')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2).trimStart();
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return false;
      rest = rest.slice(end + 3).trimStart();
    } else if (/^<!DOCTYPE\s/i.test(rest)) {
      const end = rest.indexOf('>');
      if (end < 0 || rest.slice(0, end).includes('[')) return false;
      if (!/^<!DOCTYPE\s+svg[\s>]/i.test(rest)) return false;
      rest = rest.slice(end + 1).trimStart();
    } else {
      return /^<svg[\s>/]/.test(rest);
    }
  }
}
