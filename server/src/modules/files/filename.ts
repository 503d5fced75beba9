import { FILENAME_MAX_CHARS, FILE_MESSAGES } from '@muestrario/shared/domain';
import { HttpError } from '../../errors';

/**
 * Browsers send a file name's line feeds, carriage returns and double quotes as %0A, %0D and %22
 * in the multipart header (WHATWG multipart/form-data encoding); this restores them.
 */
export function decodeFormFilename(name: string): string {
  return name.replace(/%0A|%0D|%22/gi, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
}

/**
 * The one rule for the name an upload is kept under: the name the browser sent, as is (quotes, CR/LF,
 * accents: downloads encode it safely, files/content-disposition.ts), refused (400) with a NUL byte or
 * over FILENAME_MAX_CHARS characters; `fallback` when blank.
 */
export function checkedFilename(name: string | undefined, fallback: string): string {
  const filename = decodeFormFilename(name ?? '');
  if (filename.includes('\0') || [...filename].length > FILENAME_MAX_CHARS) throw new HttpError(400, FILE_MESSAGES.badFilename);
  return filename.trim() === '' ? fallback : filename;
}
