import type { PurchasingDocumentDetail } from '@muestrario/shared/contract';
import type { ItemUnit } from '@muestrario/shared/domain';
import { formatMoney, formatStockQuantity } from '@muestrario/shared/rules';
import { COLOURS, companyHeader, contentBottom, contentWidth, ensureSpace, fieldGrid, finish, FONT, newPdf, sectionTitle, type Pdf } from '../documents/pdf-base';
import { dmy } from '../documents/pdf-table';

export const PURCHASE_ORDER_TITLE = 'Pedido de compra';
const ROW = 14;

/** 'PC00012 Pedido de compra.pdf'. */
export const purchaseOrderFileName = (folio: string) => `${folio} ${PURCHASE_ORDER_TITLE}.pdf`;

const quantity = (q: number, unit: ItemUnit | null) => (unit ? formatStockQuantity(q, unit) : String(q));

/**
 * A purchase order as a PDF, Letter (issue 31 item 5): the company's header with the folio, the supplier
 * and the dates (fecha, fecha de entrega), the lines (code, description, warehouse, quantity in the item's
 * unit, unit price, amount) and the totals with IVA. 'Página x de y' on every page.
 */
export async function buildPurchaseOrderPdf(doc: PurchasingDocumentDetail, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = newPdf(`${PURCHASE_ORDER_TITLE} ${doc.folio}`, { paper: 'Letter', compress: opts.compress });
  companyHeader(pdf, PURCHASE_ORDER_TITLE, doc.folio);
  fieldGrid(
    pdf,
    [
      ['Proveedor', doc.supplier.name],
      ['RFC', doc.supplier.rfc],
      ['Clave', doc.supplier.code],
      ['Fecha', dmy(doc.docDate)],
      ['Fecha de entrega', dmy(doc.dueDate)],
      ['Comprador', doc.buyer.name],
      ['Referencia', doc.reference],
      ['Moneda', doc.currency],
      ['Estado', doc.status],
    ],
    3,
  );
  drawLines(pdf, doc);
  drawTotals(pdf, doc);
  return finish(pdf, `${doc.folio} · ${PURCHASE_ORDER_TITLE} · ${doc.supplier.name}`);
}

function drawLines(pdf: Pdf, doc: PurchasingDocumentDetail): void {
  sectionTitle(pdf, 'Partidas');
  const width = contentWidth(pdf);
  const left = pdf.page.margins.left;
  const columns = [
    { label: 'Código', x: 0, width: 96, align: 'left' as const },
    { label: 'Descripción', x: 96, width: width - 96 - 70 - 72 - 70 - 76, align: 'left' as const },
    { label: 'Almacén', x: width - 70 - 72 - 70 - 76, width: 70, align: 'left' as const },
    { label: 'Cantidad', x: width - 72 - 70 - 76, width: 72, align: 'right' as const },
    { label: 'Precio', x: width - 70 - 76, width: 70, align: 'right' as const },
    { label: 'Importe', x: width - 76, width: 76, align: 'right' as const },
  ];
  const row = (values: string[], bold: boolean) => {
    const y = pdf.y;
    pdf.font(bold ? FONT.bold : FONT.regular).fontSize(8.5).fillColor(COLOURS.ink);
    const heights = columns.map((c, i) => pdf.heightOfString(values[i]!, { width: c.width - 4 }));
    const height = Math.max(ROW, ...heights.map((h) => h + 4));
    if (y + height > contentBottom(pdf)) {
      pdf.addPage();
      return row(values, bold);
    }
    columns.forEach((c, i) => pdf.text(values[i]!, left + c.x, y + 2, { width: c.width - 4, align: c.align }));
    pdf.moveTo(left, y + height).lineTo(left + width, y + height).lineWidth(0.4).strokeColor(COLOURS.line).stroke();
    pdf.x = left;
    pdf.y = y + height;
  };
  ensureSpace(pdf, ROW * 3);
  row(
    columns.map((c) => c.label),
    true,
  );
  for (const l of doc.lines) {
    row(
      [l.code, l.description, l.warehouseName ?? '—', quantity(l.quantity, l.unit), formatMoney(l.unitPriceCents, doc.currency), formatMoney(l.subtotalCents, doc.currency)],
      false,
    );
  }
  pdf.y += 10;
}

function drawTotals(pdf: Pdf, doc: PurchasingDocumentDetail): void {
  ensureSpace(pdf, ROW * 4);
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
    pdf.text(formatMoney(cents, doc.currency), left + width - 104, y, { width: 104, align: 'right' });
    pdf.x = left;
    pdf.y = y + (bold ? 16 : 13);
  }
}
