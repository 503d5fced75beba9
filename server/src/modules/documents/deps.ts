import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** SVG text of a garment picture by file name (set in app.ts; the assets route and the documents read it). */
    garmentSvg: (fileName: string) => string | undefined;
  }
}

/**
 * What the proof and the worksheet read: the app's repositories, its file storage and the garment pictures.
 * Any Fastify instance of this app satisfies it, so another route (e.g. the approval link) passes `app`.
 */
export type DocumentDeps = Pick<FastifyInstance, 'db' | 'samples' | 'clothing' | 'logos' | 'texts' | 'renders' | 'settings' | 'storage' | 'garmentSvg' | 'pictures'>;
