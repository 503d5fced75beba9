import QRCode from 'qrcode';
import { FORMAS_PAGO } from '@muestrario/shared/domain';
import { formatMoney } from '@muestrario/shared/rules';
import type { CfdiStamp } from '../cfdi/read-stamp';
import { COLOURS, companyHeader, contentBottom, contentWidth, ensureSpace, fieldGrid, finish, FONT, newPdf, sectionTitle, type Pdf } from '../documents/pdf-base';

/** The printed CFDI's sandbox legend (the stamp's own Leyenda cannot hold parentheses). */
export const TEST_STAMP_LEGEND = 'Sin validez fiscal (timbrado de prueba)';
const ROW = 13;

export interface PrintableConcept {
  productKey: string;
  unitKey: string;
  sku: string;
  description: string;
  quantity: string;
  unitPriceCents: number;
  discountCents: number;
  amountCents: number;
}

export interface PrintablePaidDocument {
  uuid: string;
  folio: string;
  instalment: number;
  previousCents: number;
  paidCents: number;
  remainingCents: number;
}

/** Everything the printed form shows, from the CFDI as built and its stamp. */
export interface PrintableCfdi {
  title: string;
  folio: string;
  typeLabel: string;
  date: string;
  issuer: { rfc: string; name: string; regime: string; placeOfIssue: string };
  receiver: { rfc: string; name: string; regime: string; zip: string; use: string };
  paymentMethod: string | null;
  paymentForm: string | null;
  currency: 'MXN' | 'USD';
  exchangeRate: string | null;
  concepts: PrintableConcept[];
  related: { type: string; uuids: string[] }[];
  totals: { subtotalCents: number; discountCents: number; ivaLines: { label: string; cents: number }[]; totalCents: number };
  payments: { date: string; form: string; amountCents: number; documents: PrintablePaidDocument[] }[];
  certificateNumber: string;
  cfdiSeal: string;
  stamp: CfdiStamp;
  verificationUrl: string;
  testStamp: boolean;
}

const formName = (code: string | null) => (code ? `${code} ${FORMAS_PAGO.find((f) => f.code === code)?.name ?? ''}`.trim() : '—');

/** 'F00012 Factura.pdf'. */
export const cfdiFileName = (folio: string, title: string, ext: 'pdf' | 'xml') => `${folio} ${title}.${ext}`;

/** The CFDI's printed form (Carta). */
export async function buildCfdiPdf(c: PrintableCfdi, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = newPdf(`${c.title} ${c.folio}`, { paper: 'Letter', compress: opts.compress });
  companyHeader(pdf, c.title, c.folio);
  if (c.testStamp) legend(pdf);
  fieldGrid(
    pdf,
    [
      ['Emisor', c.issuer.name],
      ['RFC emisor', c.issuer.rfc],
      ['Régimen fiscal', c.issuer.regime],
      ['Receptor', c.receiver.name],
      ['RFC receptor', c.receiver.rfc],
      ['Régimen fiscal receptor', c.receiver.regime],
      ['Domicilio fiscal receptor (C.P.)', c.receiver.zip],
      ['Uso del CFDI', c.receiver.use],
      ['Lugar de expedición (C.P.)', c.issuer.placeOfIssue],
      ['Tipo de comprobante', c.typeLabel],
      ['Fecha de emisión', c.date],
      ['Fecha de timbrado', c.stamp.stampedAt],
      ['Folio fiscal (UUID)', c.stamp.uuid],
      ['Método de pago', c.paymentMethod ?? '—'],
      ['Forma de pago', formName(c.paymentForm)],
      ['Moneda', c.exchangeRate ? `${c.currency} (tipo de cambio ${c.exchangeRate})` : c.currency],
      ['No. de certificado del emisor', c.certificateNumber],
      ['No. de certificado del SAT', c.stamp.satCertificateNumber],
    ],
    3,
  );
  if (c.related.length) {
    sectionTitle(pdf, 'CFDI relacionados');
    for (const r of c.related) small(pdf, `Tipo de relación ${r.type}: ${r.uuids.join(', ')}`);
    pdf.y += 6;
  }
  concepts(pdf, c);
  if (c.payments.length) payments(pdf, c);
  else totals(pdf, c);
  await seals(pdf, c);
  return finish(pdf, `${c.folio} · ${c.title} · ${c.stamp.uuid}${c.testStamp ? ` · ${TEST_STAMP_LEGEND}` : ''}`);
}

function legend(pdf: Pdf): void {
  const left = pdf.page.margins.left;
  const y = pdf.y;
  pdf.save().rect(left, y, contentWidth(pdf), 20).fill('#FEF3C7').restore();
  pdf.font(FONT.bold).fontSize(10).fillColor(COLOURS.warning).text(TEST_STAMP_LEGEND, left, y + 5, { width: contentWidth(pdf), align: 'center' });
  pdf.x = left;
  pdf.y = y + 28;
}

function small(pdf: Pdf, text: string): void {
  pdf.font(FONT.regular).fontSize(7.5).fillColor(COLOURS.ink).text(text, pdf.page.margins.left, pdf.y, { width: contentWidth(pdf) });
}

function table(pdf: Pdf, columns: { label: string; width: number; align: 'left' | 'right' }[], rows: string[][]): void {
  const width = contentWidth(pdf);
  const left = pdf.page.margins.left;
  const flexible = width - columns.reduce((s, c) => s + c.width, 0);
  let x = 0;
  const placed = columns.map((c) => {
    const w = c.width || flexible;
    const at = { ...c, x, width: w };
    x += w;
    return at;
  });
  const row = (values: string[], bold: boolean) => {
    const y = pdf.y;
    pdf.font(bold ? FONT.bold : FONT.regular).fontSize(7.5).fillColor(COLOURS.ink);
    const height = Math.max(ROW, ...placed.map((c, i) => pdf.heightOfString(values[i]!, { width: c.width - 4 }) + 4));
    if (y + height > contentBottom(pdf)) {
      pdf.addPage();
      row(values, bold);
      return;
    }
    placed.forEach((c, i) => pdf.text(values[i]!, left + c.x, y + 2, { width: c.width - 4, align: c.align }));
    pdf.moveTo(left, y + height).lineTo(left + width, y + height).lineWidth(0.4).strokeColor(COLOURS.line).stroke();
    pdf.x = left;
    pdf.y = y + height;
  };
  ensureSpace(pdf, ROW * 3);
  row(
    placed.map((c) => c.label),
    true,
  );
  for (const r of rows) row(r, false);
  pdf.y += 8;
}

function concepts(pdf: Pdf, c: PrintableCfdi): void {
  sectionTitle(pdf, 'Conceptos');
  table(
    pdf,
    [
      { label: 'Clave SAT', width: 52, align: 'left' },
      { label: 'Unidad', width: 36, align: 'left' },
      { label: 'Código', width: 60, align: 'left' },
      { label: 'Descripción', width: 0, align: 'left' },
      { label: 'Cantidad', width: 44, align: 'right' },
      { label: 'Valor unitario', width: 64, align: 'right' },
      { label: 'Descuento', width: 54, align: 'right' },
      { label: 'Importe', width: 66, align: 'right' },
    ],
    c.concepts.map((k) => [
      k.productKey,
      k.unitKey,
      k.sku,
      k.description,
      k.quantity,
      formatMoney(k.unitPriceCents, c.currency),
      k.discountCents ? formatMoney(k.discountCents, c.currency) : '—',
      formatMoney(k.amountCents, c.currency),
    ]),
  );
}

function totals(pdf: Pdf, c: PrintableCfdi): void {
  ensureSpace(pdf, ROW * 5);
  const width = contentWidth(pdf);
  const left = pdf.page.margins.left;
  const lines: [string, number, boolean][] = [['Subtotal', c.totals.subtotalCents, false]];
  if (c.totals.discountCents) lines.push(['Descuento', c.totals.discountCents, false]);
  for (const l of c.totals.ivaLines) lines.push([l.label, l.cents, false]);
  lines.push(['Total', c.totals.totalCents, true]);
  for (const [label, cents, bold] of lines) {
    const y = pdf.y;
    pdf.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 11 : 9).fillColor(COLOURS.ink);
    pdf.text(label, left + width - 240, y, { width: 130, align: 'right' });
    pdf.text(formatMoney(cents, c.currency), left + width - 104, y, { width: 104, align: 'right' });
    pdf.x = left;
    pdf.y = y + (bold ? 16 : 13);
  }
  pdf.y += 4;
}

function payments(pdf: Pdf, c: PrintableCfdi): void {
  for (const p of c.payments) {
    sectionTitle(pdf, `Pago del ${p.date.slice(0, 10)} · ${formName(p.form)} · ${formatMoney(p.amountCents, c.currency)}`);
    table(
      pdf,
      [
        { label: 'Documento relacionado (UUID)', width: 0, align: 'left' },
        { label: 'Folio', width: 56, align: 'left' },
        { label: 'Parcialidad', width: 52, align: 'right' },
        { label: 'Saldo anterior', width: 70, align: 'right' },
        { label: 'Pagado', width: 70, align: 'right' },
        { label: 'Saldo insoluto', width: 70, align: 'right' },
      ],
      p.documents.map((d) => [d.uuid, d.folio, String(d.instalment), formatMoney(d.previousCents, c.currency), formatMoney(d.paidCents, c.currency), formatMoney(d.remainingCents, c.currency)]),
    );
  }
}

async function seals(pdf: Pdf, c: PrintableCfdi): Promise<void> {
  const qrSize = 100;
  ensureSpace(pdf, qrSize + 40);
  sectionTitle(pdf, 'Timbre fiscal digital');
  const left = pdf.page.margins.left;
  const top = pdf.y;
  const qr = await QRCode.toBuffer(c.verificationUrl, { type: 'png', margin: 0, errorCorrectionLevel: 'M', width: 300 });
  pdf.image(qr, left, top, { width: qrSize, height: qrSize });
  const textLeft = left + qrSize + 12;
  const textWidth = contentWidth(pdf) - qrSize - 12;
  const block = (label: string, value: string) => {
    pdf.font(FONT.bold).fontSize(7).fillColor(COLOURS.muted).text(label, textLeft, pdf.y, { width: textWidth });
    pdf.font(FONT.regular).fontSize(6.5).fillColor(COLOURS.ink).text(value, textLeft, pdf.y, { width: textWidth, lineBreak: true });
    pdf.y += 3;
  };
  pdf.y = top;
  block('Sello digital del CFDI', c.cfdiSeal);
  block('Sello del SAT', c.stamp.satSeal);
  block('Cadena original del complemento de certificación digital del SAT', c.stamp.cadena);
  block('RFC del proveedor de certificación', c.stamp.pacRfc);
  pdf.y = Math.max(pdf.y, top + qrSize + 6);
  pdf.font(FONT.regular).fontSize(7).fillColor(COLOURS.muted).text('Este documento es una representación impresa de un CFDI.', left, pdf.y, { width: contentWidth(pdf) });
  if (c.testStamp) pdf.font(FONT.bold).fontSize(8).fillColor(COLOURS.warning).text(TEST_STAMP_LEGEND, left, pdf.y + 2, { width: contentWidth(pdf) });
}
