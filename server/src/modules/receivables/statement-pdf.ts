import type { ClientBalanceDetail } from '@muestrario/shared/contract';
import { AGEING_BUCKET_NAMES, AGEING_BUCKETS, RECEIVABLE_LIST_NAMES } from '@muestrario/shared/domain';
import { formatMoney } from '@muestrario/shared/rules';
import { COLOURS, companyHeader, contentWidth, fieldGrid, finish, FONT, newPdf, sectionTitle } from '../documents/pdf-base';
import { dmy, pdfTable } from '../documents/pdf-table';

export const STATEMENT_TITLE = 'Estado de cuenta';

/** 'Estado de cuenta Hotel Maya.pdf'. */
export const statementFileName = (partnerName: string) => `${STATEMENT_TITLE} ${partnerName}.pdf`;

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
  pdfTable(
    pdf,
    AGEING_BUCKETS.map((b) => ({ label: AGEING_BUCKET_NAMES[b], width: 0, align: 'right' as const })).map((c, i, all) => ({ ...c, width: i === all.length - 1 ? 0 : contentWidth(pdf) / all.length })),
    [AGEING_BUCKETS.map((b) => formatMoney(detail.ageing[b], 'MXN'))],
  );
  const open = detail.documents.filter((d) => d.balanceCents > 0);
  sectionTitle(pdf, 'Documentos abiertos');
  if (open.length === 0) pdf.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted).text('El cliente no tiene documentos con saldo.').moveDown();
  else
    pdfTable(
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
    pdfTable(
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
