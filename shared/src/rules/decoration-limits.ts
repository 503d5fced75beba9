import { MIN_DECORATION_CM } from '../domain/editor';

/**
 * The allowed size and rotation of a decoration (logo or text) on a view, written once (issue 16,
 * "one rule per field"): the editor checks what a person types against it and the server refuses
 * (400) what it refuses.
 *
 * - Each side is at least MIN_DECORATION_CM and at most the view's width (the view is a square
 *   picture `viewWidthCm` wide): a decoration never grows past the garment picture. Print areas are
 *   guidance (a decoration may sit outside them, "Fuera de las zonas"), so they do not cap the size;
 *   they decide where decorations go when the garment changes (`replaceOnGarment`).
 * - With the picture's ratio (width ÷ height; resizing keeps it), the range of one side follows from
 *   the other's: a 2:1 logo on a 107 cm view is at most 53.5 cm high. Limits are rounded inwards to
 *   0.01 cm, the precision the editor stores.
 * - Rotation: −360° to 360°.
 */

export interface Range {
  min: number;
  max: number;
}

export interface DecorationLimits {
  heightCm: Range;
  widthCm: Range;
  rotateDegrees: Range;
}

export const ROTATION_RANGE: Range = { min: -360, max: 360 };

/** The fields the limits apply to, as both PATCH bodies name them. */
export type LimitedField = keyof DecorationLimits;

const floor2 = (v: number) => Math.floor(v * 100 + 1e-9) / 100;
const ceil2 = (v: number) => Math.ceil(v * 100 - 1e-9) / 100;

/**
 * Limits on a view `viewWidthCm` wide. Without `ratio` (the server, which checks each side the
 * PATCH sends on its own) each side is MIN_DECORATION_CM…view width; with it (the editor, which
 * keeps the ratio) each side's range is narrowed so the other side fits too.
 */
export function decorationLimits(viewWidthCm: number, ratio?: number): DecorationLimits {
  const w = Number.isFinite(viewWidthCm) && viewWidthCm > 0 ? viewWidthCm : MIN_DECORATION_CM;
  const r = ratio !== undefined && Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
  if (r === undefined) {
    const side = { min: MIN_DECORATION_CM, max: floor2(w) };
    return { heightCm: side, widthCm: { ...side }, rotateDegrees: { ...ROTATION_RANGE } };
  }
  return {
    heightCm: { min: ceil2(Math.max(MIN_DECORATION_CM, MIN_DECORATION_CM / r)), max: floor2(Math.min(w, w / r)) },
    widthCm: { min: ceil2(Math.max(MIN_DECORATION_CM, MIN_DECORATION_CM * r)), max: floor2(Math.min(w, w * r)) },
    rotateDegrees: { ...ROTATION_RANGE },
  };
}

/** Whether `value` is a number inside `range` (a hair of floating-point noise allowed). */
export function inRange(value: number, range: Range): boolean {
  return Number.isFinite(value) && value >= range.min - 1e-6 && value <= range.max + 1e-6;
}

const LABELS: Record<LimitedField, { noun: string; unit: string }> = {
  heightCm: { noun: 'El alto', unit: ' cm' },
  widthCm: { noun: 'El ancho', unit: ' cm' },
  rotateDegrees: { noun: 'La rotación', unit: '°' },
};

const number = (n: number) => String(Math.round(n * 100) / 100);

/** 'El alto debe estar entre 0.1 y 53.5 cm.' */
export function rangeMessage(field: LimitedField, range: Range): string {
  const { noun, unit } = LABELS[field];
  return `${noun} debe estar entre ${number(range.min)} y ${number(range.max)}${unit}.`;
}

/**
 * The first field of `values` outside `limits`, with its Spanish message, or undefined when all
 * are inside. Fields not given are not checked (a PATCH sends only what changed).
 */
export function decorationLimitProblem(
  values: Partial<Record<LimitedField, number>>,
  limits: DecorationLimits,
): { field: LimitedField; message: string } | undefined {
  for (const field of ['heightCm', 'widthCm', 'rotateDegrees'] as const) {
    const value = values[field];
    if (value !== undefined && !inRange(value, limits[field])) return { field, message: rangeMessage(field, limits[field]) };
  }
  return undefined;
}
