import type { FastifyRequest } from 'fastify';
import { MAX_ID } from '@muestrario/shared/contract';
import { LIFECYCLE_MESSAGES, PHOTO_MAX_BYTES } from '@muestrario/shared/domain';
import { HttpError, MESSAGES } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { detectImageType } from '../../storage/image-type';
import type { DetectedFormat } from '../files/detect-format';
import { asIncomplete, receiveUpload, type ReceivedFile } from '../files/receive-upload';

/** Photos are pictures of the physical sample: PNG or JPEG by their bytes (no SVG). */
async function detectPhoto(head: Buffer): Promise<DetectedFormat | undefined> {
  const type = detectImageType(head);
  if (!type || type.extension === 'svg') return undefined;
  return { format: type.extension === 'png' ? 'PNG' : 'JPEG', ext: type.extension, mime: type.mime };
}

const ID_TEXT = /^[1-9][0-9]*$/;

/** A `viewId` form field: a canonical decimal id, else 400. */
function parseViewId(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const id = Number(text);
  if (!ID_TEXT.test(text) || id > MAX_ID) throw new HttpError(400, 'El campo «viewId» no es válido.');
  return id;
}

/**
 * Reads a photo upload (fields before the file: `viewId` optional; the file in `file`), storing the
 * file through the render upload's streaming path (issue 22's single file pipeline replaces this).
 * The caller must delete `file.key` if it does not record the photo.
 */
export async function receivePhoto(request: FastifyRequest, storage: FileStorage): Promise<{ file: ReceivedFile; viewId: number | null }> {
  if (!request.isMultipart()) {
    if (request.headers['content-type']) throw new HttpError(415, MESSAGES.unsupportedMediaType);
    throw new HttpError(400, LIFECYCLE_MESSAGES.photoMissing);
  }
  let viewId: number | null = null;
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'viewId') viewId = parseViewId(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      file = await receiveUpload(part, storage, { maxBytes: PHOTO_MAX_BYTES, detect: detectPhoto }).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 415) throw new HttpError(415, LIFECYCLE_MESSAGES.photoFileType);
        throw error;
      });
    }
  } catch (error) {
    if (file) await storage.delete(file.key);
    throw asIncomplete(error);
  }
  if (!file) throw new HttpError(400, LIFECYCLE_MESSAGES.photoMissing);
  return { file, viewId };
}
