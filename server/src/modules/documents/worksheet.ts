import { DOCUMENT_TITLES } from '@muestrario/shared/domain';
import { sampleFolio } from '@muestrario/shared/rules';
import { MESSAGES, notFound } from '../../errors';
import type { DocumentDeps } from './deps';
import { loadDocumentData } from './load';
import { companyHeader, fieldGrid, finish, newPdf, type DocumentOptions } from './pdf-base';
import { sampleFields } from './proof';

/** The production worksheet of a sample as a PDF (issue 17). 404 (HttpError) when the sample does not exist. */
export async function buildWorksheetPdf(deps: DocumentDeps, sampleId: number, opts: DocumentOptions = {}): Promise<Buffer> {
  const data = await loadDocumentData(deps, sampleId);
  if (!data) throw notFound(MESSAGES.sampleNotFound);
  const folio = sampleFolio(sampleId);
  const doc = newPdf(`${DOCUMENT_TITLES.worksheet} ${folio}`, opts);
  companyHeader(doc, DOCUMENT_TITLES.worksheet, folio);
  fieldGrid(doc, sampleFields(data), 4);
  return finish(doc, `${folio} · ${DOCUMENT_TITLES.worksheet}`);
}
