import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { NotModified } from '../assets';
import { IdParams } from '../common';
import { RenderFile } from '../logos';

/** A stored file's key: 32 hex characters and an optional short extension (server storage keys). */
export const STORAGE_KEY_PATTERN = '^[0-9a-f]{32}(\\.[a-z0-9]{1,8})?$';

const addresses = defineRoutes({
  getFile: { method: 'GET', path: '/files/:key' },
  getRenderFile: { method: 'GET', path: '/business/samples/:id/render-file' },
  uploadRender: { method: 'POST', path: '/business/samples/:id/render-file', action: 'sample.uploadRender' },
});

/** Stored files: downloads, and the render file of a sample (uploads go through the server's one file pipeline). */
export const fileEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getFile: {
    summary: 'Descarga un logo o un archivo de render por su nombre de almacenamiento (admite un rango de bytes: 206).',
    tags: ['files'],
    params: /*#__PURE__*/ Type.Object({ key: /*#__PURE__*/ Type.String({ pattern: STORAGE_KEY_PATTERN }) }),
    query: /*#__PURE__*/ Type.Object({ download: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.Boolean()) }),
    response: /*#__PURE__*/ Type.String({ format: 'binary', description: 'El archivo' }),
    produces: 'application/octet-stream',
    otherResponses: { 206: /*#__PURE__*/ Type.String({ format: 'binary', description: 'Parte del archivo (Range)' }), 304: NotModified },
    errors: [400, 401, 404, 416],
  },
  getRenderFile: {
    summary: 'Último archivo de render de la muestra, o null si todavía no hay.',
    tags: ['renders'],
    params: IdParams,
    response: /*#__PURE__*/ Type.Union([RenderFile, /*#__PURE__*/ Type.Null()]),
    errors: [400, 401, 404],
  },
  uploadRender: {
    summary:
      'Sube el render (multipart, campo «file»: PDF, SVG, AI, EPS, PNG, JPEG, DST, PES o EMB, reconocido por su contenido). ' +
      'Solo diseño o admin, en las etapas 2 y 3 (409 en otra): en la 2 pasa la muestra a la 3; en la 3 reemplaza el anterior, que queda en el historial.',
    tags: ['renders'],
    params: IdParams,
    multipart: true,
    response: RenderFile,
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
});

export const fileRoutes: RoutesOf<typeof fileEndpoints> = addresses;
