import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';

/** Paper sizes of the printed documents (issue 17). */
/** Carta (Letter) first: the default (issue 33). */
export const PAPER_SIZES = ['Letter', 'A4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

const DocumentQuery = /*#__PURE__*/ Type.Object({
  // Written out, not PAPER_SIZES.map(…): webpack takes no method call for pure, and would keep TypeBox in the
  // review's bundle for it (issue 34). The `satisfies` keep the two lists in step.
  paper: /*#__PURE__*/ Type.Optional(
    /*#__PURE__*/ Type.Union([/*#__PURE__*/ Type.Literal('Letter' satisfies PaperSize), /*#__PURE__*/ Type.Literal('A4' satisfies PaperSize)], {
      description: 'Tamaño de papel (Carta/Letter por omisión)',
    }),
  ),
  download: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.Boolean({ description: 'Con true, se descarga (Content-Disposition: attachment)' })),
});

const Pdf = /*#__PURE__*/ Type.String({ format: 'binary', description: 'El documento PDF' });

const addresses = defineRoutes({
  getProofPdf: { method: 'GET', path: '/business/samples/:id/proof.pdf' },
  getWorksheetPdf: { method: 'GET', path: '/business/samples/:id/worksheet.pdf' },
});

/** Printed documents of a sample: the customer's proof and the production worksheet (PDF made by the server). */
export const documentEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getProofPdf: {
    summary: 'Prueba para el cliente en PDF: encabezado, folio, ronda, vistas decoradas con cotas, tabla de decorados, términos y firma.',
    tags: ['documents'],
    params: IdParams,
    query: DocumentQuery,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 404],
  },
  getWorksheetPdf: {
    summary: 'Hoja de producción en PDF: por decorado en orden de costura, posición medida desde su área, tamaño, hilos, archivos, puntadas, casillas y código QR.',
    tags: ['documents'],
    params: IdParams,
    query: DocumentQuery,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 404],
  },
});

export const documentRoutes: RoutesOf<typeof documentEndpoints> = addresses;
