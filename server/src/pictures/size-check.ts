import { EDITOR_MESSAGES, type FileFormat } from '@muestrario/shared/domain';
import { jpegSize } from './jpeg-size';
import { MAX_PICTURE_PIXELS, MAX_PICTURE_SIDE } from './limits';
import { pngHeader, withinPictureBounds } from './png-inspect';

/**
 * The size check of a PNG or JPEG read from its header alone (no decoding, on the request thread): the
 * Spanish refusal when a side or the area is over the bounds, else undefined.
 */
export function pictureSizeProblem(bytes: Buffer, format: FileFormat): string | undefined {
  const size = format === 'PNG' ? pngHeader(bytes) : format === 'JPEG' ? jpegSize(bytes) : undefined;
  if (!size || withinPictureBounds(size.width, size.height)) return undefined;
  return size.width > MAX_PICTURE_SIDE || size.height > MAX_PICTURE_SIDE
    ? EDITOR_MESSAGES.pictureSideTooLarge(size.width, size.height, MAX_PICTURE_SIDE)
    : EDITOR_MESSAGES.pictureTooLarge(size.width, size.height, MAX_PICTURE_PIXELS);
}

