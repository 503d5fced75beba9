import type { SalesDocumentDetail } from '@muestrario/shared/contract';
import { formatMoney } from '@muestrario/shared/rules';
import { COLOURS, companyHeader, contentWidth, ensureSpace, fieldGrid, finish, FONT, newPdf, sectionTitle } from '../documents/pdf-base';
import type { GridSize } from './goods';
import { dmy, oneLineAddress, pdfTable } from '../documents/pdf-table';

export const SALES_PDF_TITLE = { quotation: 'Cotización', order: 'Orden de venta' } as const;

/** 'S00097 Cotización.pdf'. */
export const salesPdfFileName = (kind: keyof typeof SALES_PDF_TITLE, folio: string) => `${folio} ${SALES_PDF_TITLE[kind]}.pdf`;

/** How long a quotation's prices hold (docs/decisions/deliveries.md). */
export const QUOTATION_VALID_DAYS = 30;

/**
 * A quotation or a sales order as a PDF, Letter (issue 32 item 7): the company's header with the folio, the
 * client, contact and seller, the addresses, the lines (an order's grid lines with their pieces per size), the
 * totals with IVA and, on a quotation, how long its prices hold. Only for those who see sales amounts.
 */
export async function buildSalesDocumentPdf(
  doc: SalesDocumentDetail,
  extra: { contactName: string | null; sizes: ReadonlyMap<number, readonly GridSize[]>; lineIds: readonly number[] },
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const title = SALES_PDF_TITLE[doc.kind];
  const pdf = newPdf(`${title} ${doc.folio}`, { paper: 'Letter', compress: opts.compress });
  companyHeader(pdf, title, doc.folio);
  const created = doc.createdAt.slice(0, 10);
  const validUntil = new Date(Date.parse(`${created}T12:00:00Z`) + QUOTATION_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
  fieldGrid(
    pdf,
    [
      ['Cliente', doc.clientName],
      ['Clave', doc.clientCode],
      ['Contacto', extra.contactName ?? ''],
      ['Fecha', dmy(created)],
      doc.kind === 'quotation' ? ['Vigencia', `Hasta el ${dmy(validUntil)}`] : ['Fecha de entrega', dmy(doc.dueDate ?? null)],
      ['Vendedor', doc.seller.name],
      ['Referencia', doc.reference],
      ['Moneda', doc.currency === 'MXN' ? 'MXN' : `${doc.currency} (tipo de cambio ${doc.exchangeRate})`],
      ['Estado', doc.status],
    ],
    3,
  );
  fieldGrid(
    pdf,
    [
      ['Dirección de envío', oneLineAddress(doc.shippingAddress)],
      ['Dirección de facturación', oneLineAddress(doc.billingAddress)],
    ],
    2,
  );
  sectionTitle(pdf, 'Partidas');
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, doc.currency));
  const rows: string[][] = [];
  doc.lines.forEach((l, i) => {
    rows.push([l.code, l.description, l.quantity.toLocaleString('es-MX'), money(l.unitPriceCents), money(l.subtotalCents)]);
    const sizes = extra.sizes.get(extra.lineIds[i] ?? 0) ?? [];
    for (const s of sizes) rows.push(['', `    ${s.colour} · talla ${s.size}`, s.ordered.toLocaleString('es-MX'), '', '']);
  });
  pdfTable(
    pdf,
    [
      { label: 'Código', width: 90, align: 'left' },
      { label: 'Descripción', width: 0, align: 'left' },
      { label: 'Cantidad', width: 60, align: 'right' },
      { label: 'Precio', width: 76, align: 'right' },
      { label: 'Importe', width: 84, align: 'right' },
    ],
    rows,
  );
  ensureSpace(pdf, 60);
  const width = contentWidth(pdf);
  const left = pdf.page.margins.left;
  const rate = `${(doc.taxRateBp / 100).toLocaleString('es-MX', { maximumFractionDigits: 2 })} %`;
  for (const [label, cents, bold] of [
    ['Subtotal', doc.subtotalCents, false],
    [`IVA ${rate}`, doc.taxCents, false],
    ['Total', doc.totalCents, true],
  ] as const) {
    const y = pdf.y;
    pdf.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 11 : 9.5).fillColor(COLOURS.ink);
    pdf.text(label, left + width - 240, y, { width: 130, align: 'right' });
    pdf.text(money(cents), left + width - 104, y, { width: 104, align: 'right' });
    pdf.x = left;
    pdf.y = y + (bold ? 16 : 13);
  }
  if (doc.kind === 'quotation') {
    pdf.moveDown(1);
    pdf.font(FONT.regular).fontSize(8.5).fillColor(COLOURS.muted).text(`Precios sujetos a cambio sin previo aviso después de ${QUOTATION_VALID_DAYS} días. Los tiempos de entrega se confirman al recibir la orden de compra.`, left, pdf.y, { width });
  }
  return finish(pdf, `${doc.folio} · ${title} · ${doc.clientName}`);
}
