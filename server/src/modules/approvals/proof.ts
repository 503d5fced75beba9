import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { proofFileName } from '@muestrario/shared/rules';
import { buildProofPdf, type DocumentOptions } from '../documents/proof';
import type { StoredProofInput } from './service';

/** The proof PDF of the sample as it is now (the one builder of GET …/proof.pdf), stamped with an approval when given. */
export function proofPdf(app: FastifyInstance, sampleId: number, approval?: DocumentOptions['approval']): Promise<Buffer> {
  return buildProofPdf(app, sampleId, approval ? { approval } : {});
}

/**
 * Builds the proof of this moment and stores it through the one FileStorage (random key, durable
 * before the row names it), with its SHA-256. The caller records it or deletes it (recordUpload).
 */
export async function storeProof(app: FastifyInstance, sampleId: number, round: number, approval?: DocumentOptions['approval']): Promise<StoredProofInput> {
  const pdf = await proofPdf(app, sampleId, approval);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const { key, size } = await app.storage.put(Readable.from([pdf]), 'pdf');
  return { key, size, sha256, filename: proofFileName(sampleId, round, approval !== undefined) };
}
