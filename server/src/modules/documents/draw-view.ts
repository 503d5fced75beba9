import SVGtoPDF from 'svg-to-pdfkit';
import { formatCm, mmToPt, viewLayout, viewWindow, type DimensionLine, type DocumentDecoration, type DocumentView, type ViewLayout } from '@muestrario/shared/rules';
import type { SafeSvg } from '../../pictures/pictures';
import { COLOURS, FONT, type Pdf } from './pdf-base';

/** Stroke colours that mark the view's square and each decoration's box (a test finds them in the PDF). */
export const VIEW_FRAME_COLOUR = '#94A3B8';
export const DECORATION_FRAME_COLOUR = '#E11D48';

/**
 * A decoration's picture as the drawing needs it: a sanitised SVG (only `sanitizeSvg` makes one), the small
 * PNG prepared from a raster logo, or nothing (a labelled box).
 */
export type DecorationArt = { kind: 'svg'; svg: SafeSvg } | { kind: 'image'; bytes: Buffer } | undefined;

export interface ViewArt {
  /** The garment picture (SVG, already tinted), or undefined to draw a plain square of `background`. */
  garmentSvg: string | undefined;
  background: string;
  art: (decoration: DocumentDecoration) => DecorationArt;
}

const silent = () => undefined;

/**
 * Draws one view `sizeMm` wide at (`leftMm`, `topMm`) from the page's top-left corner: the garment, each
 * decoration at the editor's place (numbered in sewing order), its frame and its dimension lines in cm.
 * Returns the layout it drew (mm), which is exactly what went into the PDF.
 */
export function drawView(doc: Pdf, view: DocumentView, art: ViewArt, leftMm: number, topMm: number, sizeMm: number, zoom = true): ViewLayout {
  const viewWidth = view.position.width;
  const window = zoom ? viewWindow(viewWidth, view.decorations) : undefined;
  const layout = viewLayout(viewWidth, view.decorations, leftMm, topMm, sizeMm, window);
  const v = ptRect(layout.view);
  const ptPerCm = mmToPt(layout.mmPerCm);
  doc.save();
  doc.rect(v.left, v.top, v.width, v.height).clip();
  doc.rect(v.left, v.top, v.width, v.height).fill(art.background === '#FFFFFF' ? COLOURS.soft : art.background);
  if (art.garmentSvg) {
    const whole = viewWidth * ptPerCm;
    const x = v.left - layout.window.left * ptPerCm;
    const y = v.top - layout.window.top * ptPerCm;
    SVGtoPDF(doc, art.garmentSvg, x, y, { width: whole, height: whole, preserveAspectRatio: 'xMidYMid meet', warningCallback: silent });
  }
  doc.restore();
  doc.save().lineWidth(0.6).rect(v.left, v.top, v.width, v.height).stroke(VIEW_FRAME_COLOUR).restore();
  if (layout.window.width < viewWidth) {
    doc.font(FONT.regular).fontSize(6.5);
    const note = `Ampliado: se muestran ${formatCm(layout.window.width)} de ${formatCm(viewWidth)}`;
    const w = doc.widthOfString(note);
    doc.save().rect(v.left, v.top + v.height - 10, w + 6, 10).fill('#FFFFFF').restore();
    doc.fillColor(COLOURS.muted).text(note, v.left + 3, v.top + v.height - 8.5, { lineBreak: false });
  }

  layout.boxes.forEach((boxMm, i) => {
    const decoration = view.decorations[i]!;
    const box = ptRect(boxMm);
    const centre: [number, number] = [box.left + box.width / 2, box.top + box.height / 2];
    // The picture stays inside the view, like the editor's canvas; its frame, lines and number may stand out.
    doc.save();
    doc.rect(v.left, v.top, v.width, v.height).clip();
    doc.rotate(boxMm.rotateDegrees, { origin: centre });
    drawArt(doc, decoration, art.art(decoration), box);
    doc.restore();
    doc.save();
    doc.rotate(boxMm.rotateDegrees, { origin: centre });
    doc.lineWidth(0.5).dash(2, { space: 1.5 }).rect(box.left, box.top, box.width, box.height).stroke(DECORATION_FRAME_COLOUR);
    doc.undash();
    const dims = layout.dimensions[i]!;
    dimension(doc, dims.width, 'horizontal');
    dimension(doc, dims.height, 'vertical');
    badge(doc, i + 1, box.left, box.top);
    doc.restore();
  });
  return layout;
}

function ptRect(r: { left: number; top: number; width: number; height: number }) {
  return { left: mmToPt(r.left), top: mmToPt(r.top), width: mmToPt(r.width), height: mmToPt(r.height) };
}

function drawArt(doc: Pdf, decoration: DocumentDecoration, art: DecorationArt, box: ReturnType<typeof ptRect>): void {
  if (decoration.kind === 'text' && decoration.text) {
    // One line of text at the box height, as the editor draws it, shrunk if it would overflow the box.
    let size = box.height / 1.17;
    doc.font(FONT.bold).fontSize(size);
    const width = doc.widthOfString(decoration.name);
    if (width > box.width && width > 0) size = (size * box.width) / width;
    doc.fontSize(size).fillColor(decoration.text.color);
    const lineHeight = doc.currentLineHeight(true);
    doc.text(decoration.name, box.left, box.top + (box.height - lineHeight) / 2, { width: box.width, align: 'center', lineBreak: false });
    return;
  }
  if (art?.kind === 'svg') {
    // Clipped to its box: a picture never spills over the garment beyond the place it was given.
    doc.save().rect(box.left, box.top, box.width, box.height).clip();
    try {
      SVGtoPDF(doc, art.svg, box.left, box.top, { width: box.width, height: box.height, preserveAspectRatio: 'xMidYMid meet', warningCallback: silent });
      doc.restore();
      return;
    } catch {
      // Passed its trial drawing at upload yet fails here: a labelled box, never a failed document.
      doc.restore();
    }
  }
  if (art?.kind === 'image') {
    try {
      doc.image(art.bytes, box.left, box.top, { fit: [box.width, box.height], align: 'center', valign: 'center' });
      return;
    } catch {
      // Not a PNG or JPEG after all: fall through to the labelled box.
    }
  }
  doc.save().rect(box.left, box.top, box.width, box.height).fillOpacity(0.12).fill(COLOURS.accent).restore();
  doc.font(FONT.regular).fontSize(Math.max(4, Math.min(8, box.height / 3))).fillColor(COLOURS.ink);
  doc.text(decoration.name, box.left + 1, box.top + box.height / 2 - 4, { width: Math.max(1, box.width - 2), align: 'center', lineBreak: false, ellipsis: true });
}

/** A dimension line with end ticks and its label in cm, in the decoration's frame. */
function dimension(doc: Pdf, line: DimensionLine, direction: 'horizontal' | 'vertical'): void {
  const from = { x: mmToPt(line.from.x), y: mmToPt(line.from.y) };
  const to = { x: mmToPt(line.to.x), y: mmToPt(line.to.y) };
  const tick = 2.2;
  doc.save().lineWidth(0.4).strokeColor(COLOURS.muted);
  doc.moveTo(from.x, from.y).lineTo(to.x, to.y).stroke();
  if (direction === 'horizontal') {
    doc.moveTo(from.x, from.y - tick).lineTo(from.x, from.y + tick).moveTo(to.x, to.y - tick).lineTo(to.x, to.y + tick).stroke();
  } else {
    doc.moveTo(from.x - tick, from.y).lineTo(from.x + tick, from.y).moveTo(to.x - tick, to.y).lineTo(to.x + tick, to.y).stroke();
  }
  doc.restore();
  doc.font(FONT.regular).fontSize(6.5);
  const label = line.label;
  const w = doc.widthOfString(label);
  const h = doc.currentLineHeight(true);
  // Horizontal labels sit under the line; vertical ones right of it, read bottom to top.
  const x = direction === 'horizontal' ? (from.x + to.x) / 2 - w / 2 : from.x;
  const y = direction === 'horizontal' ? from.y + 1.5 : (from.y + to.y) / 2;
  doc.save();
  if (direction === 'vertical') doc.rotate(-90, { origin: [x, y] });
  const tx = direction === 'horizontal' ? x : x - w / 2;
  const ty = direction === 'horizontal' ? y : y + 1.5;
  doc.rect(tx - 1, ty - 0.5, w + 2, h).fillOpacity(0.85).fill('#FFFFFF');
  doc.fillOpacity(1).fillColor(COLOURS.ink).text(label, tx, ty, { lineBreak: false });
  doc.restore();
}

/** The decoration's number in sewing order, in a small circle at its box's top-left corner. */
function badge(doc: Pdf, n: number, x: number, y: number): void {
  doc.save().circle(x, y, 5).fill(COLOURS.accent).restore();
  doc.font(FONT.bold).fontSize(6.5).fillColor('#FFFFFF');
  const label = String(n);
  doc.text(label, x - doc.widthOfString(label) / 2, y - 3.4, { lineBreak: false });
}
