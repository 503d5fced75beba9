import type { FileFormat } from '@muestrario/shared/domain';
import { DrawingCache } from './drawing-cache';
import { PictureWorker } from './picture-worker';
import type { Drawing, PicturePurpose, PreparedPicture } from './prepare';
import { pictureSizeProblem } from './size-check';

export type { Drawing, PictureFacts, PicturePurpose, PreparedPicture } from './prepare';
export type { SafeSvg } from './svg-sanitize';

/** The format of a stored file by its key's extension (the upload pipeline named it from its content). */
export function formatOfKey(key: string): FileFormat | undefined {
  if (/\.svg$/i.test(key)) return 'SVG';
  if (/\.png$/i.test(key)) return 'PNG';
  if (/\.jpe?g$/i.test(key)) return 'JPEG';
  return undefined;
}

/**
 * Logo pictures for the app (`app.pictures`): prepared in the picture worker at upload, and the drawing
 * the PDFs use, from memory or (a logo stored before issue 28, or after a restart) prepared once on read.
 */
export class Pictures {
  private readonly cache = new DrawingCache();

  constructor(private readonly worker = new PictureWorker()) {}

  /** Checks and prepares a picture in the worker (a render's SVG is only sanitised). */
  async prepare(bytes: Buffer, format: FileFormat, purpose: PicturePurpose = 'logo'): Promise<PreparedPicture> {
    const tooLarge = pictureSizeProblem(bytes, format);
    if (tooLarge) return { kind: 'refused', message: tooLarge };
    return this.worker.prepare(bytes, format, purpose);
  }

  remember(key: string, drawing: Drawing): void {
    this.cache.set(key, drawing);
  }

  /** The drawing of a stored logo: remembered, or prepared now from its bytes (a refused one draws as a box). */
  async drawing(key: string, read: () => Promise<Buffer | undefined>): Promise<Drawing> {
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const format = formatOfKey(key);
    const bytes = format && (await read());
    if (!format || !bytes) return null;
    const prepared = await this.prepare(bytes, format);
    const drawing = prepared.kind === 'ready' ? prepared.drawing : null;
    this.cache.set(key, drawing);
    return drawing;
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
