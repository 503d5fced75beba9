import { createDeflate, deflateSync } from 'node:zlib';

/**
 * The hostile pictures of issue 28's audit, built as the auditor built them: small files that would cost
 * the server seconds to days of work or gigabytes of memory if decoded or drawn as they claim.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG from its header values and its already deflated pixel data. */
export function pngFile(h: { width: number; height: number; bitDepth: number; colourType: number; interlaced: boolean }, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(h.width, 0);
  ihdr.writeUInt32BE(h.height, 4);
  ihdr[8] = h.bitDepth;
  ihdr[9] = h.colourType;
  ihdr[12] = h.interlaced ? 1 : 0;
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** `bytes` zero bytes deflated, streamed 1 MB at a time (the inflated size is never held in memory). */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= block.length) {
    if (!deflate.write(left >= block.length ? block : block.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** Finding 1: a grey PNG of 1 × 25,000,000 px (under the 25 MP cap), about 50 KB. */
export async function stripPng(): Promise<Buffer> {
  return pngFile({ width: 1, height: 25_000_000, bitDepth: 8, colourType: 0, interlaced: false }, await deflatedZeros(25_000_000 * 2));
}

/** Finding 4: an interlaced PNG claiming 1 × 1 whose data inflates to 100 MB (a file of about 100 KB). */
export async function interlacedBombPng(): Promise<Buffer> {
  return pngFile({ width: 1, height: 1, bitDepth: 8, colourType: 6, interlaced: true }, await deflatedZeros(100 * 1024 * 1024));
}

/** Finding 2: nested `<use>`, `levels` deep and `fanout` wide (4 × 10: 1.1 KB drawing 10,000 rectangles). */
export function nestedUseSvg(levels = 4, fanout = 10): Buffer {
  let s = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"><defs><rect id="l0" width="1" height="1" fill="#C8102E"/>';
  for (let l = 1; l <= levels; l++) s += `<g id="l${l}">${Array.from({ length: fanout }, () => `<use xlink:href="#l${l - 1}"/>`).join('')}</g>`;
  return Buffer.from(`${s}</defs><use xlink:href="#l${levels}"/></svg>`);
}

/** Finding 3: an SVG pointing at a file on the server's own disk. */
export function externalImageSvg(absolutePath: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"><rect width="100" height="100" fill="#1D4ED8"/><image href="${absolutePath}" width="100" height="100"/><image xlink:href="file://${absolutePath}" width="50" height="50"/></svg>`,
  );
}

/** Finding 5: numbers pdfkit cannot write. */
export const HUGE_NUMBERS_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="99999999999" height="99999999999"><rect width="10" height="10" fill="#FFD100" stroke="#000000" stroke-width="1e30"/></svg>',
);

/** A plain 2 × 2 PNG nobody needs to fear (the first upload of a test, which starts the picture worker). */
export const SMALL_PNG = pngFile({ width: 2, height: 2, bitDepth: 8, colourType: 2, interlaced: false }, deflateSync(Buffer.from([0, 200, 16, 46, 200, 16, 46, 0, 31, 42, 68, 31, 42, 68])));

const JFIF = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
/** A JPEG cut in the middle of its start-of-frame marker. */
export const TRUNCATED_JPEG = Buffer.concat([JFIF, Buffer.from('ffc00011080010', 'hex')]);
/** A JPEG whose markers say they are zero bytes long. */
export const ZERO_LENGTH_MARKERS_JPEG = Buffer.concat([Buffer.from('ffd8', 'hex'), Buffer.from('ffe00000ffdb0000ffc00000ffc40000ffda0000', 'hex'), Buffer.alloc(64, 0), Buffer.from('ffd9', 'hex')]);
/** A file that is a PDF to some readers and an HTML page to others. */
export const PDF_HTML_POLYGLOT = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
