import { parentPort } from 'node:worker_threads';
import { EDITOR_MESSAGES, type FileFormat } from '@muestrario/shared/domain';
import { NO_FACTS, preparePicture, type PicturePurpose, type PreparedPicture } from './prepare';

/** Inside the picture worker thread: one job at a time, answered with its result (drawing bytes transferred). */
export interface PictureJob {
  id: number;
  bytes: Uint8Array;
  format: FileFormat;
  purpose: PicturePurpose;
}

/** What the worker posts: once loaded `{ ready }`, then each job's result. */
export type WorkerMessage = { ready: true } | { id: number; result: PreparedPicture };

parentPort?.on('message', (job: PictureJob) => {
  let result: PreparedPicture;
  try {
    result = preparePicture(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.format, job.purpose);
  } catch {
    // A picture the rules trip over: an SVG is never kept unsanitised; a raster is kept with no colours.
    result = job.format === 'SVG' ? { kind: 'refused', message: EDITOR_MESSAGES.svgUnreadable } : { kind: 'ready', facts: NO_FACTS, drawing: null };
  }
  const transfer = result.kind === 'ready' && result.drawing?.kind === 'png' ? [result.drawing.bytes.buffer as ArrayBuffer] : [];
  parentPort!.postMessage({ id: job.id, result }, transfer);
});

parentPort?.postMessage({ ready: true } satisfies WorkerMessage);
