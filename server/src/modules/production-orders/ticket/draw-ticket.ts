import QRCode from 'qrcode';
import type { ProductionOperation, ProductionOrderDetail } from '@muestrario/shared/contract';
import { gridTotals, mmToPt, ptToMm, type DocumentView } from '@muestrario/shared/rules';
import type { DocumentDeps } from '../../documents/deps';
import { drawView, type ViewArt } from '../../documents/draw-view';
import { loadDocumentData } from '../../documents/load';
import { COLOURS, companyHeader, contentBottom, contentWidth, ensureSpace, fieldGrid, finish, FONT, newPdf, sectionTitle, type DocumentOptions, type Pdf } from '../../documents/pdf-base';
import { loadViewArt } from '../../documents/view-art';
import { formatDay, formatInteger, formatMinutes, formatQuantity, operationUrl, sortedOperations, TICKET_LABELS as L, TICKET_TITLE, ticketHeaderFields } from './ticket-text';

/** The job ticket's options: the public origin the QR codes point at ('https://muestrario.example'). */
export interface TicketOptions extends Pick<DocumentOptions, 'paper' | 'compress'> {
  origin: string;
}

/** The sample's views as the ticket draws them (empty when the sample is gone or has no decorations). */
export interface TicketViews {
  views: DocumentView[];
  artFor: (view: DocumentView) => ViewArt;
}

const QR_MM = 24;
const VIEW_MM = 56;
const ROW = 13;

/** Reads the sample's views (the same drawings as its worksheet and proof); none when the sample is gone. */
export async function loadTicketViews(deps: DocumentDeps, sampleId: number): Promise<TicketViews> {
  const data = await loadDocumentData(deps, sampleId);
  if (!data) return { views: [], artFor: () => ({ garmentSvg: undefined, background: '#FFFFFF', art: () => undefined }) };
  return { views: data.views, artFor: await loadViewArt(deps, data) };
}

/**
 * The job ticket of a production order as a PDF (issue 30 item 7), Letter unless A4 is asked: the header,
 * the sample's views, the size grid with totals, the materials to pick, the operations each with one QR
 * code to its phone page and boxes for good and rejected pieces, then the name list over as many pages
 * as it needs. 'Página x de y' on every page.
 */
export async function buildTicketPdf(detail: ProductionOrderDetail, views: TicketViews, opts: TicketOptions): Promise<Buffer> {
  const doc = newPdf(`${TICKET_TITLE} ${detail.folio}`, { paper: opts.paper, compress: opts.compress });
  companyHeader(doc, TICKET_TITLE, detail.folio);
  fieldGrid(doc, ticketHeaderFields(detail), 3);
  drawViews(doc, views);
  drawGrid(doc, detail);
  drawMaterials(doc, detail);
  await drawOperations(doc, detail, opts.origin);
  drawNames(doc, detail);
  return finish(doc, `${detail.folio} · ${TICKET_TITLE} · ${detail.clientName}`);
}

const left = (doc: Pdf) => doc.page.margins.left;

function drawViews(doc: Pdf, { views, artFor }: TicketViews): void {
  sectionTitle(doc, L.views);
  if (views.length === 0) {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.muted).text(L.noViews, left(doc), doc.y);
    doc.moveDown(0.8);
    return;
  }
  const width = contentWidth(doc);
  const perRow = Math.max(1, Math.floor((width + 10) / (mmToPt(VIEW_MM) + 10)));
  const size = Math.min(mmToPt(VIEW_MM), (width - (perRow - 1) * 10) / perRow);
  for (let i = 0; i < views.length; i += perRow) {
    ensureSpace(doc, size + 24);
    const top = doc.y;
    views.slice(i, i + perRow).forEach((view, k) => {
      const x = left(doc) + k * (size + 10);
      drawView(doc, view, artFor(view), ptToMm(x), ptToMm(top), ptToMm(size));
      doc.font(FONT.bold).fontSize(8.5).fillColor(COLOURS.ink).text(view.position.title, x, top + size + 3, { width: size, align: 'center', lineBreak: false, ellipsis: true });
    });
    doc.x = left(doc);
    doc.y = top + size + 20;
  }
}

/** A table row: cells at the given x offsets and widths; `bold` for heads and totals. */
function cells(doc: Pdf, y: number, columns: ReadonlyArray<{ x: number; width: number; align?: 'left' | 'right' | 'center' }>, values: readonly string[], bold = false, shade = false): void {
  const l = left(doc);
  if (shade) {
    const last = columns.at(-1)!;
    doc.save().rect(l, y - 2, last.x + last.width, ROW).fill(COLOURS.soft).restore();
  }
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(8.5).fillColor(COLOURS.ink);
  values.forEach((value, i) => {
    const c = columns[i]!;
    doc.text(value, l + c.x + 2, y, { width: c.width - 4, align: c.align ?? 'left', lineBreak: false, ellipsis: true });
  });
}

function rule(doc: Pdf, y: number, width = contentWidth(doc)): void {
  doc.moveTo(left(doc), y).lineTo(left(doc) + width, y).lineWidth(0.4).strokeColor(COLOURS.line).stroke();
}

function drawGrid(doc: Pdf, detail: ProductionOrderDetail): void {
  const grid = detail.snapshot.grid;
  const totals = gridTotals(grid);
  const rows = grid.colours.length + 2;
  sectionTitle(doc, L.grid);
  ensureSpace(doc, rows * ROW + 10);
  const width = contentWidth(doc);
  const first = Math.min(140, width * 0.28);
  const cellWidth = Math.min(60, (width - first) / (grid.sizes.length + 1));
  const columns = [{ x: 0, width: first }, ...[...grid.sizes, L.total].map((_, i) => ({ x: first + i * cellWidth, width: cellWidth, align: 'right' as const }))];
  const tableWidth = first + (grid.sizes.length + 1) * cellWidth;
  let y = doc.y;
  cells(doc, y, columns, [`${L.colour} / ${L.size}`, ...grid.sizes, L.total], true, true);
  y += ROW;
  grid.colours.forEach((colour, r) => {
    cells(doc, y, columns, [colour, ...grid.sizes.map((_, c) => formatQuantityOrDash(grid.quantities[r]?.[c] ?? 0)), formatInteger(totals.rows[r] ?? 0)]);
    rule(doc, y + ROW - 2.5, tableWidth);
    y += ROW;
  });
  cells(doc, y, columns, [L.total, ...totals.columns.map(formatInteger), formatInteger(totals.total)], true, true);
  doc.x = left(doc);
  doc.y = y + ROW + 10;
}

const formatQuantityOrDash = (n: number) => (n === 0 ? '—' : formatInteger(n));

function drawMaterials(doc: Pdf, detail: ProductionOrderDetail): void {
  const materials = detail.snapshot.materials ?? [];
  sectionTitle(doc, L.materials);
  const width = contentWidth(doc);
  // Component, description, net, scrap, total, unit and the 'Surtido' box the picker ticks.
  const num = 52;
  const columns = [
    { x: 0, width: 112 },
    { x: 112, width: width - 112 - 3 * num - 54 - 48 },
    { x: width - 3 * num - 54 - 48, width: num, align: 'right' as const },
    { x: width - 2 * num - 54 - 48, width: num, align: 'right' as const },
    { x: width - num - 54 - 48, width: num, align: 'right' as const },
    { x: width - 54 - 48 + 8, width: 46 },
    { x: width - 48, width: 48, align: 'center' as const },
  ];
  const head = () => {
    cells(doc, doc.y, columns, [L.component, L.description, L.net, L.scrap, L.total, L.unit, L.picked], true, true);
    doc.y += ROW;
  };
  ensureSpace(doc, ROW * 3);
  head();
  for (const m of materials) {
    if (doc.y + ROW > contentBottom(doc)) {
      doc.addPage();
      head();
    }
    const y = doc.y;
    const what = m.kind === 'blank' ? `${L.blank} · ${[m.colour, m.size].filter(Boolean).join(' · ')}` : m.description;
    cells(doc, y, columns, [m.component, what, formatQuantity(m.net), m.scrap ? formatQuantity(m.scrap) : '—', formatQuantity(m.total), m.unit, '']);
    checkbox(doc, left(doc) + width - 28, y, 8);
    rule(doc, y + ROW - 2.5);
    doc.y = y + ROW;
  }
  if (detail.snapshot.withoutBom) {
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOURS.muted).text(L.withoutBom, left(doc), doc.y + 2, { width });
  }
  doc.x = left(doc);
  doc.y += 12;
}

function checkbox(doc: Pdf, x: number, y: number, size: number): void {
  doc.save().lineWidth(0.7).rect(x, y - 0.5, size, size).stroke(COLOURS.ink).restore();
}

/** A labelled blank box to write a number in by hand. */
function writeBox(doc: Pdf, label: string, x: number, y: number, width: number): void {
  doc.font(FONT.regular).fontSize(7).fillColor(COLOURS.muted).text(label.toUpperCase(), x, y, { width, lineBreak: false, characterSpacing: 0.3 });
  doc.save().lineWidth(0.8).rect(x, y + 10, width, 22).stroke(COLOURS.ink).restore();
}

async function drawOperations(doc: Pdf, detail: ProductionOrderDetail, origin: string): Promise<void> {
  const operations = sortedOperations(detail.operations);
  const qr = mmToPt(QR_MM);
  const block = qr + 30;
  sectionTitle(doc, L.operations);
  ensureSpace(doc, block + 4);
  for (const op of operations) {
    ensureSpace(doc, block);
    await operationBlock(doc, op, operationUrl(origin, op.id), qr);
    doc.y += 4;
  }
}

async function operationBlock(doc: Pdf, op: ProductionOperation, url: string, qr: number): Promise<void> {
  const l = left(doc);
  const width = contentWidth(doc);
  const top = doc.y;
  const height = qr + 26;
  doc.save().lineWidth(0.6).roundedRect(l, top, width, height, 4).stroke(COLOURS.line).restore();
  // A bitmap with its own quiet zone (two modules), each module a whole number of pixels: crisp when printed
  // and when scanned (a vector QR drawn with strokes leaves hairline seams between rows that readers trip on).
  const png = await QRCode.toBuffer(url, { type: 'png', margin: 2, scale: 8, errorCorrectionLevel: 'M' });
  doc.image(png, l + 6, top + 6, { width: qr + 4, height: qr + 4 });
  const x = l + qr + 20;
  const textWidth = width - qr - 28;
  doc.font(FONT.bold).fontSize(11.5).fillColor(COLOURS.ink).text(`${op.sequence}. ${op.label}`, x, top + 8, { width: textWidth, lineBreak: false, ellipsis: true });
  const facts = [
    `${L.machine}: ${op.machineName ?? L.unassigned}`,
    `${L.day}: ${op.plannedDay ? formatDay(op.plannedDay) : L.unplanned}`,
    `${L.minutes}: ${formatMinutes(op.minutes)}`,
    `${L.pieces}: ${formatInteger(op.entering)}`,
  ];
  doc.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted).text(facts.join('   ·   '), x, top + 25, { width: textWidth, lineBreak: false, ellipsis: true });
  const boxes = [L.good, L.rejected, L.initials];
  const boxWidth = Math.min(110, (textWidth - 2 * 12) / boxes.length);
  boxes.forEach((label, i) => writeBox(doc, label, x + i * (boxWidth + 12), top + 40, boxWidth));
  doc.font(FONT.regular).fontSize(6.5).fillColor(COLOURS.muted).text(L.scan, l + 4, top + qr + 10, { width: qr + 8, align: 'center' });
  doc.x = l;
  doc.y = top + height;
}

function drawNames(doc: Pdf, detail: ProductionOrderDetail): void {
  const names = detail.snapshot.names ?? [];
  // The list starts where at least a dozen rows fit, never as a stub at the foot of a page.
  ensureSpace(doc, 40 + 12 * ROW);
  sectionTitle(doc, `${L.names} (${formatInteger(names.length)})`);
  if (names.length === 0) {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.muted).text(L.noNames, left(doc), doc.y);
    return;
  }
  // Two lists side by side, filled down the left then the right; the rest continues on new pages.
  const gap = 16;
  const half = (contentWidth(doc) - gap) / 2;
  const columnsAt = (offset: number) => [
    { x: offset, width: 26, align: 'right' as const },
    { x: offset + 26, width: half - 26 - 40 - 78 },
    { x: offset + half - 118, width: 40, align: 'center' as const },
    { x: offset + half - 78, width: 78 },
  ];
  let i = 0;
  let first = true;
  while (i < names.length) {
    if (!first) {
      doc.addPage();
      doc.font(FONT.bold).fontSize(11).fillColor(COLOURS.ink).text(`${L.names} ${L.continued}`, left(doc), doc.y);
      doc.y += 6;
    }
    first = false;
    const top = doc.y;
    const perColumn = Math.max(1, Math.floor((contentBottom(doc) - top - ROW) / ROW));
    for (const offset of [0, half + gap]) {
      if (i >= names.length) break;
      const columns = columnsAt(offset);
      cells(doc, top, columns, ['#', L.name, L.size, L.colour], true);
      let y = top + ROW;
      for (let k = 0; k < perColumn && i < names.length; k++, i++) {
        const n = names[i]!;
        if (k % 2 === 1) doc.save().rect(left(doc) + offset, y - 2, half, ROW).fill(COLOURS.soft).restore();
        cells(doc, y, columns, [String(i + 1), n.name, n.size, n.colour]);
        y += ROW;
      }
      doc.y = Math.max(doc.y, y);
    }
  }
}
