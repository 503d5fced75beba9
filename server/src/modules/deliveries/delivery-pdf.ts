import type { DeliveryDetail } from '@muestrario/shared/contract';
import { COLOURS, companyHeader, contentWidth, ensureSpace, fieldGrid, finish, FONT, newPdf, sectionTitle } from '../documents/pdf-base';
import { dmy, oneLineAddress, pdfTable } from '../documents/pdf-table';

export const DELIVERY_NOTE_TITLE = 'Remisión de entrega';
export const SIGNATURE_LINE = 'Recibí de conformidad: nombre, firma y fecha';

/** 'EN00003 Remisión de entrega.pdf'. */
export const deliveryNoteFileName = (folio: string) => `${folio} ${DELIVERY_NOTE_TITLE}.pdf`;

const pieces = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'pieza' : 'piezas'}`;

/**
 * A delivery as its note (remisión), Letter (issue 32 item 1): the company's header with the folio, the
 * client, the ship-to address, the order's folio, the lines with their pieces per size and the signature line
 * for whoever receives. No prices: the note travels with the goods (the invoice carries the amounts).
 */
export async function buildDeliveryNotePdf(doc: DeliveryDetail, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = newPdf(`${DELIVERY_NOTE_TITLE} ${doc.folio}`, { paper: 'Letter', compress: opts.compress });
  companyHeader(pdf, DELIVERY_NOTE_TITLE, doc.folio);
  fieldGrid(
    pdf,
    [
      ['Cliente', doc.client.name],
      ['RFC', doc.client.rfc],
      ['Clave', doc.client.code],
      ['Orden de venta', doc.order?.folio ?? '—'],
      ['Fecha', dmy(doc.docDate)],
      ['Vendedor', doc.seller.name],
      ['Almacén', doc.warehouse?.name ?? '—'],
      ['Nota', doc.note],
      ['Estado', doc.status],
    ],
    3,
  );
  fieldGrid(pdf, [['Dirección de entrega', oneLineAddress(doc.shipTo)]], 1);
  sectionTitle(pdf, 'Partidas');
  const rows: string[][] = [];
  for (const l of doc.lines) {
    rows.push([l.code, l.description, l.sizes.length ? '' : pieces(l.quantity)]);
    for (const s of l.sizes) rows.push(['', `    ${s.colour} · talla ${s.size} (${s.code})`, pieces(s.quantity)]);
  }
  pdfTable(
    pdf,
    [
      { label: 'Código', width: 96, align: 'left' },
      { label: 'Descripción y tallas', width: 0, align: 'left' },
      { label: 'Cantidad', width: 90, align: 'right' },
    ],
    rows,
  );
  const total = doc.lines.reduce((s, l) => s + l.quantity, 0);
  pdf.font(FONT.bold).fontSize(10).fillColor(COLOURS.ink).text(`Total: ${pieces(total)}`, { width: contentWidth(pdf), align: 'right' });
  signature(pdf);
  return finish(pdf, `${doc.folio} · ${DELIVERY_NOTE_TITLE} · ${doc.client.name}`);
}

/** The line whoever receives signs on. */
function signature(pdf: PDFKit.PDFDocument): void {
  ensureSpace(pdf, 90);
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const y = pdf.y + 50;
  pdf.moveTo(left + width * 0.2, y).lineTo(left + width * 0.8, y).lineWidth(0.8).strokeColor(COLOURS.ink).stroke();
  pdf.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.ink).text(SIGNATURE_LINE, left, y + 6, { width, align: 'center' });
  pdf.x = left;
}
