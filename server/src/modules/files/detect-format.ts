import { fromBuffer } from 'file-type';
import type { RenderFormat } from '@muestrario/shared/domain';
import { looksLikeSvg } from '../../storage/image-type';

/** What we know about an accepted file once its first bytes are read. */
export interface DetectedFormat {
  format: RenderFormat;
  /** Stored file's extension (lower case, no dot). */
  ext: string;
  /** Content type it is served with. */
  mime: string;
}

/** How many leading bytes the detection reads (file-type needs about 4 KB). */
export const DETECT_HEAD_BYTES = 8192;

const extensionOf = (filename: string) => /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';

const FORMATS: Record<RenderFormat, Omit<DetectedFormat, 'format'>> = {
  PDF: { ext: 'pdf', mime: 'application/pdf' },
  SVG: { ext: 'svg', mime: 'image/svg+xml' },
  AI: { ext: 'ai', mime: 'application/illustrator' },
  EPS: { ext: 'eps', mime: 'application/postscript' },
  PNG: { ext: 'png', mime: 'image/png' },
  JPEG: { ext: 'jpg', mime: 'image/jpeg' },
  DST: { ext: 'dst', mime: 'application/octet-stream' },
  PES: { ext: 'pes', mime: 'application/octet-stream' },
  EMB: { ext: 'emb', mime: 'application/octet-stream' },
};

const formatOf = (format: RenderFormat): DetectedFormat => ({ format, ...FORMATS[format] });

/** Brother PES: '#PES' and a four-digit version ('#PES0001', '#PES0060'). */
export function looksLikePes(head: Buffer): boolean {
  return /^#PES\d{4}/.test(head.subarray(0, 8).toString('latin1'));
}

/** Tajima DST: a 512-byte text header that starts with the label field 'LA:' and has 'ST:' and 'CO:'. */
export function looksLikeDst(head: Buffer): boolean {
  if (head.length < 512) return false;
  const header = head.subarray(0, 512).toString('latin1');
  return header.startsWith('LA:') && header.includes('ST:') && header.includes('CO:');
}

/**
 * The render format of a file from its first bytes. The name only separates formats that share
 * their bytes: Illustrator (.ai) files are PDF or PostScript inside, and Wilcom EMB files are
 * OLE2 compound documents (like old Office files, which are refused).
 */
export async function detectRenderFormat(head: Buffer, filename: string): Promise<DetectedFormat | undefined> {
  const ext = extensionOf(filename);
  const found = await fromBuffer(head);
  switch (found?.ext) {
    case 'png':
      return formatOf('PNG');
    case 'jpg':
      return formatOf('JPEG');
    case 'pdf':
    case 'ai':
      return formatOf(ext === 'ai' ? 'AI' : 'PDF');
    case 'eps':
    case 'ps':
      return formatOf(ext === 'ai' ? 'AI' : 'EPS');
    case 'cfb':
      return ext === 'emb' ? formatOf('EMB') : undefined;
    case undefined:
    case 'xml':
      break;
    default:
      return undefined;
  }
  if (looksLikePes(head)) return formatOf('PES');
  if (looksLikeDst(head)) return formatOf('DST');
  if (looksLikeSvg(head)) return formatOf('SVG');
  return undefined;
}
