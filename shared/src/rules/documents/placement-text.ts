import type { Area } from '../../contract/clothing';
import { areaForDecoration, areaToCm, type Decoration } from '../placement';

/** Below this (cm) a decoration counts as centred on its area's axis. */
const CENTRED_CM = 0.05;

const cm = (value: number): string => `${(Math.round(Math.abs(value) * 10) / 10).toFixed(1)} cm`;

/**
 * Where the operator puts a decoration, measured from its print area's reference: the top edge and the
 * vertical centre line of the area that holds it (`areaForDecoration`, the editor's rule), e.g.
 * 'centro a 8.0 cm bajo el borde superior de Pecho izquierdo, centrado'. Left and right are as the view is
 * drawn (seen from the front of the picture). Without an area the view's own corner is the reference:
 * 'centro a 12.0 cm del borde izquierdo y 9.5 cm bajo el borde superior de la vista Frente'.
 */
export function placementFromReference(decoration: Decoration, areas: readonly Area[], viewTitle: string, viewWidthCm: number): string {
  const area = areaForDecoration(areas, decoration, viewWidthCm);
  if (!area) {
    return `centro a ${cm(decoration.xCm)} del borde izquierdo y ${cm(decoration.yCm)} bajo el borde superior de la vista ${viewTitle}`;
  }
  const rect = areaToCm(area, viewWidthCm);
  const down = decoration.yCm - rect.top;
  const across = decoration.xCm - (rect.left + rect.width / 2);
  const vertical = down >= 0 ? `${cm(down)} bajo el borde superior` : `${cm(down)} sobre el borde superior`;
  const horizontal =
    Math.abs(across) < CENTRED_CM ? 'centrado' : `${cm(across)} a la ${across < 0 ? 'izquierda' : 'derecha'} del eje central`;
  return `centro a ${vertical} de ${area.title}, ${horizontal}`;
}
