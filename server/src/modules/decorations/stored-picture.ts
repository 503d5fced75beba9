import type { FileStorage } from '../../storage/file-storage';
import type { StoredUpload } from '../files/receive-upload';
import { readPictureColours, type PictureFacts } from './picture-colours';

/** Reads an uploaded logo back from storage and extracts its colours; on a refusal the file is deleted. */
export async function readStoredPicture(storage: FileStorage, file: StoredUpload): Promise<PictureFacts> {
  try {
    const stored = await storage.get(file.key);
    const chunks: Buffer[] = [];
    if (stored) for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    return readPictureColours(Buffer.concat(chunks), file.format);
  } catch (error) {
    await storage.delete(file.key);
    throw error;
  }
}
