import { createInflate } from 'node:zlib';
import { EDITOR_MESSAGES, type FileFormat } from '@muestrario/shared/domain';
import { idatOf, INFLATE_SLACK_BYTES, inflatedSize, pngHeader } from './png-inspect';
import { pictureSizeProblem } from './size-check';

/**
 * The check every uploaded picture passes before it is kept (logos, renders, photos, partner photos; issue
 * 28), whoever decodes it later (the picture worker, a browser): each side and the area bounded (read from
 * the header), a PNG's pixel data inflating to no more than its header declares (every PNG kind, interlaced
 * included: counted as it streams through zlib on its own thread, nothing kept), a GIF's canvas bounded.
 * Returns the Spanish refusal, or undefined.
 */
export async function uploadedPictureProblem(bytes: Buffer, format: FileFormat): Promise<string | undefined> {
  if (format === 'GIF' && bytes.length >= 10) {
    const width = bytes.readUInt16LE(6);
    const height = bytes.readUInt16LE(8);
    return pictureSizeProblem(fakePngHeader(width, height), 'PNG');
  }
  const tooLarge = pictureSizeProblem(bytes, format);
  if (tooLarge || format !== 'PNG') return tooLarge;
  const header = pngHeader(bytes);
  if (!header) return undefined;
  return (await inflatesWithin(idatOf(bytes), inflatedSize(header) + INFLATE_SLACK_BYTES)) ? undefined : EDITOR_MESSAGES.pictureDamaged;
}

/** The bytes of a PNG header claiming `width` × `height` (the GIF canvas checked with the same rule). */
function fakePngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes[24] = 8;
  bytes[25] = 6;
  return bytes;
}

/** False as soon as `data` inflates past `limit` bytes; a damaged stream is the decoder's to refuse. */
function inflatesWithin(data: Buffer, limit: number): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let total = 0;
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      resolve(ok);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        settle(false);
        inflate.destroy();
      }
    });
    inflate.on('end', () => settle(true));
    inflate.on('error', () => settle(true));
    inflate.on('close', () => settle(true));
    inflate.end(data);
  });
}
