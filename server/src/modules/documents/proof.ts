import { APPROVAL_SIGNED_ONLINE, BUSINESS_TIME_ZONE as DOCUMENT_TIME_ZONE, DOCUMENT_LABELS as L, DOCUMENT_TITLES, PROOF_TERMS } from '@muestrario/shared/domain';
import { approvalStamp, formatCm, formatDateTime, formatLongDate, formatStamp, mmToPt, ptToMm, sampleFolio, type DocumentDecoration } from '@muestrario/shared/rules';
import { MESSAGES, notFound } from '../../errors';
import type { DocumentDeps } from './deps';
import { drawView } from './draw-view';
import { writeWithFallback } from './fonts';
import { loadDocumentData, type DocumentData } from './load';
import { COLOURS, companyHeader, contentWidth, ensureSpace, fieldGrid, finish, FONT, newPdf, sectionTitle, swatch, type DocumentOptions, type Pdf } from './pdf-base';
import { loadViewArt } from './view-art';

export type { DocumentOptions } from './pdf-base';


/** The sample's header fields shared by the proof and the worksheet. */
export function sampleFields(data: DocumentData): Array<[string, string]> {
  const { sample } = data;
  const surface: Array<[string, string]> =
    sample.sampleOn === 'Lienzo'
      ? [[L.canvas, sample.sampleCanvas || L.none], [L.canvasColour, sample.canvasColor.toUpperCase()]]
      : [[L.garment, data.clothing?.title ?? L.noGarment], [L.garmentColour, sample.clothingColor.toUpperCase()]];
  return [
    [L.client, `${sample.cardName} (${sample.cardCode})`],
    [L.project, sample.sampleName],
    [L.seller, data.seller],
    [L.round, String(data.round)],
    [L.requested, formatDateTime(sample.createDate)],
    [L.due, formatLongDate(sample.dueDate)],
    ...surface,
  ];
}

/** 'Bordado · 10 × 7.5 cm · 15°' pieces of a decoration. */
export const sizeText = (d: DocumentDecoration): string => `${formatCm(d.widthCm).replace(' cm', '')} × ${formatCm(d.heightCm)}`;
export const rotationText = (d: DocumentDecoration): string => `${Math.round(d.rotateDegrees * 10) / 10}°`;

/**
 * The customer's proof of a sample as a PDF (issue 17): header, folio, round, client, seller, dates; each
 * decorated view drawn with its decorations and dimension lines; the table of decorations; garment colour or
 * canvas; the terms, a signature block and 'Página x de y'. 404 (HttpError) when the sample does not exist.
 * Used by GET …/proof.pdf and by whatever needs to store the proof of a moment (the approval link).
 */
export async function buildProofPdf(deps: DocumentDeps, sampleId: number, opts: DocumentOptions = {}): Promise<Buffer> {
  const data = await loadDocumentData(deps, sampleId);
  if (!data) throw notFound(MESSAGES.sampleNotFound);
  const artFor = await loadViewArt(deps, data);
  const folio = sampleFolio(sampleId);
  const doc = newPdf(`${DOCUMENT_TITLES.proof} ${folio}`, opts);
  companyHeader(doc, DOCUMENT_TITLES.proof, folio);
  fieldGrid(doc, sampleFields(data), 4);

  if (data.views.length === 0) {
    doc.font(FONT.regular).fontSize(10).fillColor(COLOURS.muted).text(L.noDecorations);
  }
  // Two views per row, each with its numbered legend below.
  const gapMm = 8;
  const sizeMm = (ptToMm(contentWidth(doc)) - gapMm) / 2;
  for (let i = 0; i < data.views.length; i += 2) {
    const row = data.views.slice(i, i + 2);
    // Title, drawing and legend (about 28 pt per decoration) must fit, or the row starts a new page.
    ensureSpace(doc, 26 + mmToPt(sizeMm) + Math.max(...row.map((v) => v.decorations.length)) * 28);
    const top = doc.y;
    let bottom = top;
    row.forEach((view, c) => {
      const x = doc.page.margins.left + c * mmToPt(sizeMm + gapMm);
      doc.font(FONT.bold).fontSize(10.5).fillColor(COLOURS.ink).text(`${L.decorations} ${view.position.title}`, x, top, { width: mmToPt(sizeMm) });
      const drawTop = doc.y + 3;
      drawView(doc, view, artFor(view), ptToMm(x), ptToMm(drawTop), sizeMm);
      viewLegend(doc, view.decorations, x, drawTop + mmToPt(sizeMm) + 6, mmToPt(sizeMm));
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = doc.page.margins.left;
    doc.y = bottom + 10;
  }

  decorationTable(doc, data);
  terms(doc);
  signatureBlock(doc, opts.approval);
  return finish(doc, `${folio} · ${L.round} ${data.round} · ${data.sample.cardName}`);
}

/** Below a view: its decorations, numbered as on the drawing. */
function viewLegend(doc: Pdf, decorations: readonly DocumentDecoration[], x: number, top: number, width: number): void {
  doc.y = top;
  decorations.forEach((d, i) => {
    doc.font(FONT.bold).fontSize(9).fillColor(COLOURS.ink).text(`${i + 1}. ${d.name}`, x, doc.y, { width });
    doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted).text(`${d.technique} · ${sizeText(d)} · ${L.rotation.toLowerCase()} ${rotationText(d)}`, x, doc.y, { width });
    doc.y += 3;
  });
}

const TABLE_COLUMNS = [
  { title: '#', width: 0.04 },
  { title: 'Vista', width: 0.1 },
  { title: 'Decorado', width: 0.17 },
  { title: L.technique, width: 0.09 },
  { title: L.size, width: 0.12 },
  { title: L.rotation, width: 0.08 },
  { title: L.threads, width: 0.22 },
  { title: L.notes, width: 0.18 },
] as const;

function decorationTable(doc: Pdf, data: DocumentData): void {
  if (data.views.length === 0) return;
  sectionTitle(doc, 'Tabla de decorados');
  const left = doc.page.margins.left;
  const total = contentWidth(doc);
  const widths = TABLE_COLUMNS.map((c) => c.width * total);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const header = () => {
    const y = doc.y;
    doc.save().rect(left, y - 2, total, 14).fill(COLOURS.soft).restore();
    doc.font(FONT.bold).fontSize(8).fillColor(COLOURS.ink);
    TABLE_COLUMNS.forEach((c, i) => doc.text(c.title, xs[i]! + 2, y + 1, { width: widths[i]! - 4, lineBreak: false }));
    doc.y = y + 15;
  };
  header();
  for (const view of data.views) {
    view.decorations.forEach((d, i) => {
      const cells = [String(i + 1), view.position.title, d.name, d.technique, sizeText(d), rotationText(d)];
      const notes = d.notes.join('\n') || L.none;
      doc.font(FONT.regular).fontSize(8);
      const heights = [
        ...cells.map((c, k) => doc.heightOfString(c, { width: widths[k]! - 4 })),
        d.threads.length * 11,
        doc.heightOfString(notes, { width: widths[7]! - 4 }),
      ];
      const rowHeight = Math.max(12, ...heights) + 6;
      if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom - 14) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.ink);
      cells.forEach((c, k) => doc.text(c, xs[k]! + 2, y + 2, { width: widths[k]! - 4 }));
      d.threads.forEach((t, k) => {
        swatch(doc, xs[6]! + 2, y + 2 + k * 11, 8, t.hex);
        doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.ink).text(`${t.id} · ${t.name}`, xs[6]! + 13, y + 2.5 + k * 11, { width: widths[6]! - 15, lineBreak: false, ellipsis: true });
      });
      if (!d.threads.length) doc.text(d.kind === 'text' && d.text ? d.text.color : L.none, xs[6]! + 2, y + 2, { width: widths[6]! - 4 });
      doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted).text(notes, xs[7]! + 2, y + 2, { width: widths[7]! - 4 });
      doc.moveTo(left, y + rowHeight).lineTo(left + total, y + rowHeight).lineWidth(0.4).strokeColor(COLOURS.line).stroke();
      doc.x = left;
      doc.y = y + rowHeight + 2;
    });
  }
  doc.y += 6;
}

function terms(doc: Pdf): void {
  // The terms and the signature under them stay on one page.
  ensureSpace(doc, 230);
  sectionTitle(doc, L.terms);
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOURS.ink);
  doc.list([...PROOF_TERMS], doc.page.margins.left, doc.y, { width: contentWidth(doc), bulletRadius: 1.5, textIndent: 10, paragraphGap: 2 });
  doc.y += 8;
}

function signatureBlock(doc: Pdf, approval?: DocumentOptions['approval']): void {
  ensureSpace(doc, 90);
  sectionTitle(doc, L.signature);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.y + 36;
  const third = width / 3;
  const when = approval && formatStamp(approval.at, DOCUMENT_TIME_ZONE);
  if (approval) {
    // The customer's name may be in any script: written with the fallback fonts (fonts.ts).
    doc.fontSize(9).fillColor(COLOURS.ink);
    writeWithFallback(doc, approvalStamp(approval.name, when!), FONT.regular, left, doc.y + 2, { width });
  }
  const filled = approval ? [approval.name, APPROVAL_SIGNED_ONLINE, when!] : [];
  [L.name, 'Firma', L.date].forEach((label, i) => {
    const x = left + i * third;
    if (filled[i]) {
      doc.fontSize(9).fillColor(COLOURS.ink);
      writeWithFallback(doc, filled[i]!, FONT.bold, x + 4, y - 13, { width: third - 16 });
    }
    doc.moveTo(x + 4, y).lineTo(x + third - 12, y).lineWidth(0.6).strokeColor(COLOURS.ink).stroke();
    doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted).text(label, x + 4, y + 3, { width: third - 16 });
  });
  doc.x = left;
  doc.y = y + 20;
}
