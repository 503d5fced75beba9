import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { proofFileName } from '@muestrario/shared/rules';
import type { StoredProofInput } from './repository';

/**
 * The proof PDF of the sample as it is now, or undefined while no proof builder is available (the
 * proof-pdf branch provides `buildProofPdf`; until it is merged an answer is stored without a PDF).
 */
export async function proofPdf(_app: FastifyInstance, _sampleId: number): Promise<Buffer | undefined> {
  return undefined;
}

/**
 * Builds the proof of this moment and stores it through the one FileStorage (random key, durable
 * before the row names it), with its SHA-256. The caller records it or deletes it (recordUpload).
 */
export async function storeProof(app: FastifyInstance, sampleId: number, round: number): Promise<StoredProofInput | undefined> {
  const pdf = await proofPdf(app, sampleId);
  if (!pdf) return undefined;
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const { key, size } = await app.storage.put(Readable.from([pdf]), 'pdf');
  return { key, size, sha256, filename: proofFileName(sampleId, round) };
}
