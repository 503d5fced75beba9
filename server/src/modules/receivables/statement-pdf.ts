import type { ClientBalanceDetail } from '@muestrario/shared/contract';
import { AGEING_BUCKET_NAMES, AGEING_BUCKETS, RECEIVABLE_LIST_NAMES } from '@muestrario/shared/domain';
import { formatMoney } from '@muestrario/shared/rules';
import { COLOURS, companyHeader, contentBottom, contentWidth, ensureSpace, fieldGrid, finish, FONT, newPdf, sectionTitle, type Pdf } from '../documents/pdf-base';

export const STATEMENT_TITLE = 'Estado de cuenta';
const ROW = 14;

/** 'Estado de cuenta Hotel Maya.pdf'. */
export const statementFileName = (partnerName: string) => `${STATEMENT_TITLE} ${partnerName}.pdf`;

/** '2026-11-27' → '27/11/2026'. */
const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '—');

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

/** A table with a header row, a line under each row and a new page (with the header again) when full. */
function table(pdf: Pdf, columns: Column[], rows: string[][]): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const fixed = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width === 0 ? width - fixed : c.width));
  const xs = widths.map((_, i) => widths.slice(0, i).reduce((s, w) => s + w, 0));
  const row = (values: string[], bold: boolean): void => {
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
  row(columns.map((c) => c.label), true);
  for (const r of rows) row(r, false);
  pdf.y += 10;
}

/**
 * A client's statement (Estado de cuenta), Letter: the company's header, the client and the date, the
 * balance with its ageing by due date, the open documents (folio, type, date, due date, total, balance)
 * and the payments received. 'Página x de y' on every page.
 */
export async function buildStatementPdf(detail: ClientBalanceDetail, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = newPdf(`${STATEMENT_TITLE} ${detail.partnerName}`, { paper: 'Letter', compress: opts.compress });
  companyHeader(pdf, STATEMENT_TITLE, dmy(detail.today));
  fieldGrid(
    pdf,
    [
      ['Cliente', detail.partnerName],
      ['RFC', detail.rfc || '—'],
      ['Fecha de corte', dmy(detail.today)],
      ['Saldo', formatMoney(detail.balanceCents, 'MXN')],
      ['Vencido', formatMoney(detail.overdueCents, 'MXN')],
      ['Documentos abiertos', String(detail.openDocuments)],
    ],
    3,
  );
  sectionTitle(pdf, 'Antigüedad del saldo (días desde el vencimiento)');
  table(
    pdf,
    AGEING_BUCKETS.map((b) => ({ label: AGEING_BUCKET_NAMES[b], width: 0, align: 'right' as const })).map((c, i, all) => ({ ...c, width: i === all.length - 1 ? 0 : contentWidth(pdf) / all.length })),
    [AGEING_BUCKETS.map((b) => formatMoney(detail.ageing[b], 'MXN'))],
  );
  const open = detail.documents.filter((d) => d.balanceCents > 0);
  sectionTitle(pdf, 'Documentos abiertos');
  if (open.length === 0) pdf.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted).text('El cliente no tiene documentos con saldo.').moveDown();
  else
    table(
      pdf,
      [
        { label: 'Folio', width: 62, align: 'left' },
        { label: 'Documento', width: 0, align: 'left' },
        { label: 'Fecha', width: 62, align: 'left' },
        { label: 'Vence', width: 62, align: 'left' },
        { label: 'Total', width: 88, align: 'right' },
        { label: 'Saldo', width: 88, align: 'right' },
      ],
      open.map((d) => [d.folio, `${RECEIVABLE_LIST_NAMES[d.list].singular} · ${d.paymentMethod}`, dmy(d.docDate), dmy(d.dueDate), formatMoney(d.totalCents, d.currency), formatMoney(d.balanceCents, d.currency)]),
    );
  sectionTitle(pdf, 'Cobros recibidos');
  if (detail.payments.length === 0) pdf.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted).text('Sin cobros registrados.').moveDown();
  else
    table(
      pdf,
      [
        { label: 'Folio', width: 62, align: 'left' },
        { label: 'Fecha', width: 62, align: 'left' },
        { label: 'Aplicado a', width: 0, align: 'left' },
        { label: 'Referencia', width: 110, align: 'left' },
        { label: 'Importe', width: 88, align: 'right' },
      ],
      detail.payments.map((p) => [
        p.folio,
        dmy(p.date),
        p.applications.map((a) => `${a.documentFolio} (parcialidad ${a.instalment})`).join(', '),
        p.reference || '—',
        formatMoney(p.amountCents, p.currency),
      ]),
    );
  return finish(pdf, `${STATEMENT_TITLE} · ${detail.partnerName} · al ${dmy(detail.today)}`);
}
