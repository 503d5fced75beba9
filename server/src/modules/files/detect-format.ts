import { fromBuffer } from 'file-type';
import { FILE_FORMATS, FILE_KINDS, type FileFormat, type FileKind } from '@muestrario/shared/domain';
import { looksLikeDst, looksLikePes, looksLikeSvg } from './sniff';

/** How many leading bytes the detection reads (file-type needs about 4 KB). */
export const DETECT_HEAD_BYTES = 8192;

/**
 * Formats only a name can tell from others sharing their bytes: a Wilcom EMB file is an OLE2 compound
 * document, like an old Word or Excel file, so it needs its `.emb` name.
 */
const NAMED_ONLY: ReadonlySet<FileFormat> = new Set(['EMB']);

/** The extension of a file name (lower case, no dot), or undefined when it has none. */
export function extensionOf(filename: string): string | undefined {
  return /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase();
}

/** The formats a file's first bytes may be, most likely first (several when formats share bytes). */
export async function formatsOfBytes(head: Buffer): Promise<FileFormat[]> {
  const found = await fromBuffer(head);
  switch (found?.ext) {
    case 'png':
      return ['PNG'];
    case 'jpg':
      return ['JPEG'];
    case 'gif':
      return ['GIF'];
    case 'pdf':
    case 'ai':
      return ['PDF', 'AI'];
    case 'eps':
    case 'ps':
      return ['EPS', 'AI'];
    case 'cfb':
      return ['EMB'];
    case undefined:
    case 'xml':
      break;
    default:
      return [];
  }
  if (looksLikePes(head)) return ['PES'];
  if (looksLikeDst(head)) return ['DST'];
  if (looksLikeSvg(head)) return ['SVG'];
  return [];
}

export type Detection = { format: FileFormat } | { refused: 'format' | 'name' };

/**
 * What an upload of a kind is, decided by its bytes. The name only picks between the kind's formats
 * that share those bytes (`.ai` for a PDF inside) and must not contradict them (an SVG named
 * `factura.html` is refused); a name without an extension takes the most likely format.
 */
export async function detectFormat(head: Buffer, filename: string, kind: FileKind): Promise<Detection> {
  const accepted: readonly FileFormat[] = FILE_KINDS[kind].formats;
  const candidates = (await formatsOfBytes(head)).filter((f) => accepted.includes(f));
  const ext = extensionOf(filename);
  const named = ext === undefined ? undefined : candidates.find((f) => (FILE_FORMATS[f].extensions as readonly string[]).includes(ext));
  if (named) return { format: named };
  const unnamed = candidates.filter((f) => !NAMED_ONLY.has(f));
  if (!unnamed.length) return { refused: 'format' };
  return ext === undefined ? { format: unnamed[0]! } : { refused: 'name' };
}
