import { MIN_DECORATION_CM } from '../domain/editor';
import { areaToCm, rectCentre, viewRectCm, type PercentArea } from './placement';

/**
 * Where a new logo or text goes (issue 33, item 5): centred in the view's first print area (the whole
 * view when it has none), at the wanted height unless that does not fit the area: then scaled down,
 * ratio kept, so both sides fit inside it. A new decoration so starts without the 'fuera de todas las
 * áreas de impresión' warning.
 */

export interface NewDecorationPlace {
  xCm: number;
  yCm: number;
  widthCm: number;
  heightCm: number;
}

const floor2 = (n: number) => Math.floor(n * 100 + 1e-9) / 100;
const round2 = (n: number) => Math.round(n * 100) / 100;

export function newDecorationPlace(view: { widthCm: number; areas: readonly PercentArea[] }, ratio: number, wantedHeightCm: number): NewDecorationPlace {
  const r = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  const rect = view.areas[0] ? areaToCm(view.areas[0], view.widthCm) : viewRectCm(view.widthCm);
  const wanted = Number.isFinite(wantedHeightCm) && wantedHeightCm > 0 ? wantedHeightCm : MIN_DECORATION_CM;
  const heightCm = Math.max(MIN_DECORATION_CM, floor2(Math.min(wanted, rect.height, rect.width / r)));
  const widthCm = Math.max(MIN_DECORATION_CM, floor2(heightCm * r));
  const centre = rectCentre(rect);
  return { xCm: round2(centre.x), yCm: round2(centre.y), widthCm, heightCm };
}
