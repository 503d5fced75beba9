import type { DocumentDecoration } from './decorations';
import { estimateEmbroidery } from '../colour/embroidery-estimate';
import type { DstHeader } from '../colour/dst';

const count = (n: number): string => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(n);

/**
 * The worksheet's stitch line for a decoration, or undefined when there is none (only Bordado is stitched):
 * the real count of the sample's DST render when there is one ('8,412 puntadas · 5 cambios de color · archivo
 * DST'), otherwise the estimate from the covered area (issue 18's `estimateEmbroidery`, the whole box counted
 * as covered, so an upper bound).
 */
export function stitchLine(decoration: Pick<DocumentDecoration, 'technique' | 'widthCm' | 'heightCm'>, dst?: DstHeader): string | undefined {
  if (decoration.technique !== 'Bordado') return undefined;
  if (dst) return `${count(dst.stitches)} puntadas · ${dst.colourChanges} cambios de color · archivo DST`;
  const estimate = estimateEmbroidery({ widthCm: decoration.widthCm, heightCm: decoration.heightCm });
  return `hasta ${count(estimate.stitches)} puntadas · estimación por área, sin archivo DST`;
}
