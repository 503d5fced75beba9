import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import type { PictureFacts, PicturePurpose } from '../../pictures/pictures';
import type { StoredUpload } from './receive-upload';

/**
 * An uploaded logo or render, prepared in the picture worker (issue 28): refused (400, the file deleted) when
 * over the bounds, damaged in a way that could exhaust memory, or an SVG that cannot be made safe; an SVG
 * is kept as its sanitised text (the stored file is replaced), and a logo's drawing for the PDFs is remembered.
 */
export async function prepareStoredPicture(
  app: Pick<FastifyInstance, 'storage' | 'pictures'>,
  file: StoredUpload,
  purpose: PicturePurpose,
): Promise<{ facts: PictureFacts; file: StoredUpload }> {
  const { storage } = app;
  try {
    const stored = await storage.get(file.key);
    const chunks: Buffer[] = [];
    if (stored) for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    const prepared = await app.pictures.prepare(Buffer.concat(chunks), file.format, purpose);
    if (prepared.kind === 'refused') throw new HttpError(400, prepared.message, {}, { fields: ['file'] });
    let kept = file;
    if (prepared.svg !== undefined) {
      const { key, size } = await storage.put(Readable.from([Buffer.from(prepared.svg, 'utf8')]), 'svg');
      await storage.delete(file.key);
      kept = { ...file, key, size };
    }
    if (purpose === 'logo') app.pictures.remember(kept.key, prepared.drawing);
    return { facts: prepared.facts, file: kept };
  } catch (error) {
    await storage.delete(file.key);
    throw error;
  }
}
