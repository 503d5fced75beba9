import { documentRoutes as routes, type PaperSize } from '../contract/endpoints/documents';
import { endpointKey } from './call';
import { apiBase } from './config';

/* The printed documents of a sample (issue 17): PDFs made by the server, opened or downloaded by link. */

/** The customer's proof as a PDF; `download` asks for an attachment. */
export const proofPdfUrl = (id: number, paper: PaperSize = 'A4', download = false) =>
  `${apiBase()}${endpointKey(routes.getProofPdf, { id }, { paper, ...(download ? { download: true } : {}) })}`;

/** The production worksheet as a PDF; `download` asks for an attachment. */
export const worksheetPdfUrl = (id: number, paper: PaperSize = 'A4', download = false) =>
  `${apiBase()}${endpointKey(routes.getWorksheetPdf, { id }, { paper, ...(download ? { download: true } : {}) })}`;
