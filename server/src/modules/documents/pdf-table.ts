import { formatDayMonthYear } from '@muestrario/shared/rules';
import { COLOURS, contentBottom, contentWidth, ensureSpace, FONT, type Pdf } from './pdf-base';

export interface PdfColumn {
  label: string;
  /** Points; one column may take the rest (width 0). */
  width: number;
  align: 'left' | 'right';
}

const ROW = 14;

/** A ruled table: header row in bold, rows that grow with their text, a new page (with the header again) when full. */
export function pdfTable(pdf: Pdf, columns: readonly PdfColumn[], rows: readonly (readonly string[])[]): void {
  const width = contentWidth(pdf);
  const left = pdf.page.margins.left;
  const fixed = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => c.width || width - fixed);
  const xs = widths.map((_, i) => widths.slice(0, i).reduce((s, w) => s + w, 0));
  const row = (values: readonly string[], bold: boolean): void => {
    const y = pdf.y;
    pdf.font(bold ? FONT.bold : FONT.regular).fontSize(8.5).fillColor(COLOURS.ink);
    const height = Math.max(ROW, ...values.map((v, i) => pdf.heightOfString(v, { width: widths[i]! - 4 }) + 4));
    if (y + height > contentBottom(pdf)) {
      pdf.addPage();
      if (!bold) row(columns.map((c) => c.label), true);
      return row(values, bold);
    }
    values.forEach((v, i) => pdf.text(v, left + xs[i]!, y + 2, { width: widths[i]! - 4, align: columns[i]!.align }));
    pdf.moveTo(left, y + height).lineTo(left + width, y + height).lineWidth(0.4).strokeColor(COLOURS.line).stroke();
    pdf.x = left;
    pdf.y = y + height;
  };
  ensureSpace(pdf, ROW * 3);
  row(
    columns.map((c) => c.label),
    true,
  );
  for (const r of rows) row(r, false);
  pdf.y += 10;
}

/** '2026-11-27' → '27/11/2026'. */
export const dmy = formatDayMonthYear;

/** 'Av. Reforma 10, Monterrey, Nuevo León, CP 64000' (what there is). */
export const oneLineAddress = (a: { street: string; city: string; state: string; zipCode: string }) =>
  [a.street, a.city, a.state, a.zipCode ? `CP ${a.zipCode}` : ''].filter((p) => p.trim()).join(', ');
