import QRCode from 'qrcode';
import SVGtoPDF from 'svg-to-pdfkit';
import { DOCUMENT_LABELS as L, DOCUMENT_TITLES, WORKSHEET_CHECKS } from '@muestrario/shared/domain';
import { mmToPt, placementFromReference, ptToMm, sampleFolio, type DocumentDecoration, type DocumentView } from '@muestrario/shared/rules';
import { MESSAGES, notFound } from '../../errors';
import type { DocumentDeps } from './deps';
import { drawView, type ViewArt } from './draw-view';
import { loadDocumentData, type DocumentData } from './load';
import { COLOURS, companyHeader, contentWidth, ensureSpace, fieldGrid, finish, FONT, greekAware, newPdf, swatch, type DocumentOptions, type Pdf } from './pdf-base';
import { rotationText, sampleFields, sizeText } from './proof';
import { loadViewArt } from './view-art';

/** Size of the QR code and of each decoration's view drawing, mm. */
const QR_MM = 26;
const THUMB_MM = 58;

/**
 * The production worksheet of a sample as a PDF (issue 17): per decoration in sewing order, its technique,
 * placement from its print area's reference, size, rotation, threads in order, file names, Bordado estimate
 * and amber warnings (issue 18, `documentViews` → `logoInsights`, as the review shows them) and the operator's checkboxes; a QR code to the sample's page. 404 (HttpError) when the sample does not exist.
 */
export async function buildWorksheetPdf(deps: DocumentDeps, sampleId: number, opts: DocumentOptions = {}): Promise<Buffer> {
  const data = await loadDocumentData(deps, sampleId);
  if (!data) throw notFound(MESSAGES.sampleNotFound);
  const artFor = await loadViewArt(deps, data);
  const folio = sampleFolio(sampleId);
  const doc = newPdf(`${DOCUMENT_TITLES.worksheet} ${folio}`, opts);
  companyHeader(doc, DOCUMENT_TITLES.worksheet, folio);

  const top = doc.y;
  const qr = await QRCode.toString(opts.sampleUrl ?? `/samples/${sampleId}`, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  const qrX = doc.page.margins.left + contentWidth(doc) - mmToPt(QR_MM);
  SVGtoPDF(doc, qr, qrX, top, { width: mmToPt(QR_MM), height: mmToPt(QR_MM) });
  doc.font(FONT.regular).fontSize(6.5).fillColor(COLOURS.muted).text(L.scan, qrX - 10, top + mmToPt(QR_MM) + 2, { width: mmToPt(QR_MM) + 20, align: 'center' });
  doc.y = top;
  fieldGrid(doc, [...sampleFields(data), [L.render, data.render?.originalFilename ?? 'Sin render']], 3, contentWidth(doc) - mmToPt(QR_MM) - 12);
  doc.y = Math.max(doc.y, top + mmToPt(QR_MM) + 14);

  if (data.views.length === 0) doc.font(FONT.regular).fontSize(10).fillColor(COLOURS.muted).text(L.noDecorations);
  let n = 0;
  for (const view of data.views) {
    for (const decoration of view.decorations) {
      n += 1;
      decorationBlock(doc, n, view, decoration, artFor(view), data);
    }
  }
  return finish(doc, `${folio} · ${DOCUMENT_TITLES.worksheet} · ${L.round} ${data.round}`);
}

function decorationBlock(doc: Pdf, n: number, view: DocumentView, d: DocumentDecoration, art: ViewArt, data: DocumentData): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const textWidth = width - mmToPt(THUMB_MM) - 14;
  // The block is kept on one page: the drawing, or the rows when the estimate and warnings make them taller.
  const extraRows = d.insights.estimate.length * 12 + warningsHeight(doc, d.insights.warnings, textWidth - 92);
  ensureSpace(doc, Math.max(mmToPt(THUMB_MM), 26 + 5 * 14 + d.threads.length * 13 + extraRows + 20) + 40);
  const top = doc.y;
  doc.save().rect(left, top, width, 20).fill(COLOURS.soft).restore();
  doc.font(FONT.bold).fontSize(11).fillColor(COLOURS.ink).text(`${n}. ${d.name}`, left + 6, top + 5, { width: width * 0.7, lineBreak: false, ellipsis: true });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted).text(`${view.position.title} · ${d.technique}`, left, top + 6, { width: width - 6, align: 'right' });

  const thumbX = left + width - mmToPt(THUMB_MM);
  // Only this decoration on the small drawing, so its numbers and lines are the ones listed.
  drawView(doc, { position: view.position, decorations: [d] }, art, ptToMm(thumbX), ptToMm(top + 26), THUMB_MM);

  doc.x = left;
  doc.y = top + 26;
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted).text(label, left, y, { width: 90 });
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.ink).text(value, left + 92, y, { width: textWidth - 92 });
    doc.y = Math.max(doc.y, y + 11) + 3;
  };
  row(L.technique, d.technique);
  row(L.placement, placementFromReference(d, view.position.areas, view.position.title, view.position.width));
  row(L.size, sizeText(d));
  row(L.rotation, rotationText(d));
  const threadsTop = doc.y;
  doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted).text('Hilos en orden', left, threadsTop, { width: 90 });
  if (d.threads.length === 0) {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.ink).text(d.text ? `Color ${d.text.color}` : L.none, left + 92, threadsTop);
  }
  d.threads.forEach((t, i) => {
    const y = threadsTop + i * 13;
    swatch(doc, left + 92, y, 9, t.hex);
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.ink).text(`${i + 1}. ${t.id} · ${t.name}`, left + 106, y, { width: textWidth - 106, lineBreak: false });
  });
  doc.x = left;
  doc.y = Math.max(doc.y, threadsTop + Math.max(1, d.threads.length) * 13) + 3;
  const files = [data.render ? `${L.render}: ${data.render.originalFilename}` : `${L.render}: pendiente`];
  if (d.file) files.push(`${L.production}: ${d.file.originalName}`);
  row(L.files, files.join('\n'));
  if (d.insights.estimate.length) row(L.embroidery, d.insights.estimate.join('\n'));
  if (d.notes.length) row(L.notes, d.notes.join('\n'));
  warningRows(doc, d.insights.warnings, left, textWidth);
  checkboxes(doc, left, doc.y + 2, textWidth);
  doc.x = left;
  doc.y = Math.max(doc.y, top + 26 + mmToPt(THUMB_MM)) + 14;
}

const bullet = (warnings: readonly string[]) => warnings.map((w) => `• ${w}`).join('\n');

function warningsHeight(doc: Pdf, warnings: readonly string[], width: number): number {
  return warnings.length ? doc.font(FONT.regular).fontSize(9).heightOfString(bullet(warnings), { width }) + 4 : 0;
}

/** 'Avisos': the decoration's amber warnings, one bullet each, in dark amber (never blocking, printed to be seen). */
function warningRows(doc: Pdf, warnings: readonly string[], left: number, textWidth: number): void {
  if (!warnings.length) return;
  const y = doc.y;
  doc.font(FONT.bold).fontSize(8).fillColor(COLOURS.warning).text(L.warnings, left, y, { width: 90 });
  doc.fontSize(9).fillColor(COLOURS.warning);
  greekAware(doc, bullet(warnings), left + 92, y, { width: textWidth - 92 });
  doc.x = left;
  doc.y = Math.max(doc.y, y + 11) + 3;
}

/** The operator's checkboxes, with a line for initials. */
function checkboxes(doc: Pdf, x: number, y: number, width: number): void {
  const step = width / WORKSHEET_CHECKS.length;
  WORKSHEET_CHECKS.forEach((label, i) => {
    const bx = x + i * step;
    doc.save().lineWidth(0.8).rect(bx, y, 9, 9).stroke(COLOURS.ink).restore();
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOURS.ink).text(label, bx + 13, y + 0.5, { width: step - 16, lineBreak: false });
  });
  doc.x = x;
  doc.y = y + 16;
}
