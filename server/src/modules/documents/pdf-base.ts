import PDFDocument from 'pdfkit';
import type { PaperSize } from '@muestrario/shared/contract';
import { DOCUMENT_COMPANY, pageOf } from '@muestrario/shared/domain';
import { mmToPt } from '@muestrario/shared/rules';

export type Pdf = PDFKit.PDFDocument;

/** Options every document accepts. */
export interface DocumentOptions {
  /** Letter ('Carta', the default: what Mexican offices print on; issue 33) or A4. */
  paper?: PaperSize;
  /** false writes the content streams uncompressed (tests read the drawing's coordinates from them). */
  compress?: boolean;
  /** Absolute URL of the sample's page (the worksheet's QR code); defaults to the path alone. */
  sampleUrl?: string;
  /** The customer's approval through the link (issue 17): written in the signature block of the stored proof. */
  approval?: { name: string; at: string };
}

/**
 * Fonts embedded in every PDF (Roboto from @fontsource: Latin with accents, ñ, ¿ and ¡), and its Greek
 * subset for the 'ΔE' of the colour warnings (`greekAware` switches to it for Greek letters).
 */
const FONT_FILES = {
  regular: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
  greek: require.resolve('@fontsource/roboto/files/roboto-greek-400-normal.woff'),
} as const;

export const FONT = { regular: 'Roboto', bold: 'Roboto-Bold', greek: 'Roboto-Greek' } as const;

export const MARGIN_MM = 14;
export const COLOURS = { ink: '#111827', muted: '#4B5563', line: '#D1D5DB', accent: '#1D4ED8', soft: '#F3F4F6', warning: '#92400E' } as const;

/** A new document with the fonts registered and the page size chosen; pages are buffered for 'Página x de y'. */
export function newPdf(title: string, opts: DocumentOptions): Pdf {
  const doc = new PDFDocument({
    size: opts.paper === 'A4' ? 'A4' : 'LETTER',
    margin: mmToPt(MARGIN_MM),
    bufferPages: true,
    compress: opts.compress ?? true,
    autoFirstPage: true,
    info: { Title: title, Author: DOCUMENT_COMPANY.name, Creator: 'Muestrario', Producer: 'Muestrario' },
    lang: 'es-MX',
    displayTitle: true,
  });
  doc.registerFont(FONT.regular, FONT_FILES.regular);
  doc.registerFont(FONT.bold, FONT_FILES.bold);
  doc.registerFont(FONT.greek, FONT_FILES.greek);
  doc.font(FONT.regular).fillColor(COLOURS.ink);
  return doc;
}

/** Page width and height in mm. */
export function pageMm(doc: Pdf): { width: number; height: number } {
  return { width: doc.page.width / mmToPt(1), height: doc.page.height / mmToPt(1) };
}

/** Usable width between the margins, in points. */
export const contentWidth = (doc: Pdf): number => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Bottom limit for content (above the footer), in points. */
export const contentBottom = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom - 14;

/** Starts a new page when fewer than `neededPt` points remain above the footer. */
/**
 * Regular text that may hold Greek letters ('ΔE 1.2'): the Latin font has no Greek glyphs, so each run of
 * them is written in Roboto's Greek subset, continued on the same line and wrapped as one paragraph.
 */
export function greekAware(doc: Pdf, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions): void {
  const runs = text.split(/([\u0370-\u03FF]+)/).filter((run) => run !== '');
  runs.forEach((run, i) => {
    const font = /^[\u0370-\u03FF]/.test(run) ? FONT.greek : FONT.regular;
    const continued = i < runs.length - 1;
    if (i === 0) doc.font(font).text(run, x, y, { ...options, continued });
    else doc.font(font).text(run, { continued });
  });
}

export function ensureSpace(doc: Pdf, neededPt: number): void {
  if (doc.y + neededPt > contentBottom(doc)) doc.addPage();
}

/** Writes the footer ('Página x de y', folio and title) on every buffered page, then ends the document. */
export function finish(doc: Pdf, footerLeft: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - doc.page.margins.bottom + 4;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    // Writing below the bottom margin would add a page: lift the margin while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(left, y - 4).lineTo(left + width, y - 4).lineWidth(0.5).strokeColor(COLOURS.line).stroke();
    doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted);
    doc.text(footerLeft, left, y, { width, align: 'left', lineBreak: false });
    doc.text(pageOf(i - range.start + 1, range.count), left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** The company header with the document's title and folio at the right; leaves `doc.y` below it. */
export function companyHeader(doc: Pdf, title: string, folio: string): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(14).fillColor(COLOURS.accent).text(DOCUMENT_COMPANY.name, left, top, { width: width * 0.62 });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOURS.muted).text(DOCUMENT_COMPANY.tagline, { width: width * 0.62 });
  const afterLeft = doc.y;
  doc.font(FONT.bold).fontSize(12).fillColor(COLOURS.ink).text(title, left, top, { width, align: 'right' });
  doc.font(FONT.bold).fontSize(16).fillColor(COLOURS.ink).text(folio, { width, align: 'right' });
  const y = Math.max(afterLeft, doc.y) + 4;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(COLOURS.accent).stroke();
  doc.x = left;
  doc.y = y + 8;
}

/** Label/value pairs in `columns` columns; leaves `doc.y` below them. */
export function fieldGrid(doc: Pdf, fields: ReadonlyArray<readonly [string, string]>, columns = 3, width = contentWidth(doc)): void {
  const left = doc.page.margins.left;
  const colWidth = width / columns;
  let rowTop = doc.y;
  for (let i = 0; i < fields.length; i += columns) {
    let rowBottom = rowTop;
    fields.slice(i, i + columns).forEach(([label, value], c) => {
      const x = left + c * colWidth;
      doc.font(FONT.regular).fontSize(7.5).fillColor(COLOURS.muted).text(label.toUpperCase(), x, rowTop, { width: colWidth - 8, characterSpacing: 0.3 });
      doc.font(FONT.bold).fontSize(10).fillColor(COLOURS.ink).text(value || '—', x, doc.y + 1, { width: colWidth - 8 });
      rowBottom = Math.max(rowBottom, doc.y);
    });
    rowTop = rowBottom + 6;
  }
  doc.x = left;
  doc.y = rowTop;
}

/** A section title with a thin rule under it. */
export function sectionTitle(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  const left = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(11).fillColor(COLOURS.ink).text(text, left, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc.moveTo(left, y).lineTo(left + contentWidth(doc), y).lineWidth(0.5).strokeColor(COLOURS.line).stroke();
  doc.y = y + 6;
}

/** A colour swatch (filled square with a thin border) at (x, y), `size` points. */
export function swatch(doc: Pdf, x: number, y: number, size: number, hex: string): void {
  doc.save().rect(x, y, size, size).fillAndStroke(hex, COLOURS.muted).restore();
}
